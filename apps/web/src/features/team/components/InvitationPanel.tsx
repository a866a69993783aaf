import {
  ROLE_LABELS,
  TEAM_MESSAGES,
  teamEndpoints,
  type InvitationPreview,
  type OrganizationSummary,
} from '@fathom/contract';
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { PageLoader } from '../../../components/PageLoader';
import { errorMessage } from '../../../lib/api-client';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/endpoint-query';

const CLOSED: Record<Exclude<InvitationPreview['status'], 'pending'>, string> = {
  accepted: TEAM_MESSAGES.used,
  expired: TEAM_MESSAGES.expired,
  revoked: TEAM_MESSAGES.revoked,
};

interface InvitationPanelProps {
  token: string;
  /** The signed-in user's address, or null when signed out. */
  signedInAs: string | null;
  /** Links to sign up (with the invited address) and to sign in that come back here. */
  signInLinks: (email: string) => ReactNode;
  /** Back from signing up or in through the link: joins without another click. */
  joinAtOnce?: boolean;
  onAccepted: (organization: OrganizationSummary) => void;
}

/** What an invitation link offers, and joining once signed in with the invited address. */
export function InvitationPanel({
  token,
  signedInAs,
  signInLinks,
  joinAtOnce = false,
  onAccepted,
}: InvitationPanelProps) {
  const preview = useEndpointQuery(
    teamEndpoints.previewInvitation,
    { params: { token } },
    { retry: false },
  );
  const accept = useEndpointMutation(teamEndpoints.acceptInvitation, {
    request: (_: void) => ({ params: { token } }),
    onSuccess: onAccepted,
  });
  const invited = preview.data;
  const joinNow =
    joinAtOnce &&
    invited?.status === 'pending' &&
    signedInAs?.toLowerCase() === invited.email.toLowerCase();
  const { mutate, isIdle } = accept;
  useEffect(() => {
    if (joinNow && isIdle) mutate();
  }, [joinNow, isIdle, mutate]);
  if (preview.isPending) return <PageLoader />;
  if (preview.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(preview.error)}
      </Alert>
    );
  const invitation = preview.data;
  return (
    <Paper withBorder radius="md" p="xl" shadow="xs">
      <Stack gap="md">
        <Text>
          {invitation.invitedBy ?? 'A teammate'} invited {invitation.email} to join{' '}
          <strong>{invitation.organizationName}</strong> as {ROLE_LABELS[invitation.role]}.
        </Text>
        {invitation.status !== 'pending' ? (
          <Alert color="orange" variant="light" role="alert">
            {CLOSED[invitation.status]}
          </Alert>
        ) : signedInAs === null ? (
          signInLinks(invitation.email)
        ) : (
          <>
            {accept.isError ? (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(accept.error)}
              </Alert>
            ) : null}
            <Text fz="sm">Signed in as {signedInAs}.</Text>
            <Button onClick={() => accept.mutate()} loading={accept.isPending}>
              Join {invitation.organizationName}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}

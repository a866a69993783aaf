import {
  EmailAddress,
  ROLE_LABELS,
  ROLES,
  TEAM_MANAGER_INVITES,
  type Invitation,
  type Role,
  type Space,
} from '@fathom/contract';
import {
  Alert,
  Button,
  Group,
  MultiSelect,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { firstIssue } from '../../../lib/validation';
import { useTeamMutations } from '../hooks/use-team-mutations';

interface InvitationsSectionProps {
  orgId: number;
  invitations: Invitation[];
  spaces: Space[];
  /** Roles the user may hand out: every role for owners, fewer for team managers. */
  isOwner: boolean;
}

function InviteForm({ orgId, spaces, isOwner }: Omit<InvitationsSectionProps, 'invitations'>) {
  const { invite } = useTeamMutations(orgId);
  const roles = isOwner ? ROLES : TEAM_MANAGER_INVITES;
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('member');
  const [spaceIds, setSpaceIds] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issue = firstIssue(EmailAddress, email);
    if (issue) {
      setError(issue);
      return;
    }
    setError(null);
    invite.mutate(
      { email, role, spaceIds: spaceIds.map(Number) },
      {
        onSuccess: () => {
          setEmail('');
          setSpaceIds([]);
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label="Invite a member" noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="E-mail address"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={error}
          w={280}
        />
        <Select
          label="Role"
          data={roles.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
          value={role}
          allowDeselect={false}
          onChange={(value) => value && setRole(value)}
          w={170}
        />
        <MultiSelect
          label="Spaces"
          placeholder={spaceIds.length === 0 ? 'No space' : undefined}
          data={spaces.map((s) => ({ value: String(s.id), label: s.name }))}
          value={spaceIds}
          onChange={setSpaceIds}
          w={260}
          searchable
        />
        <Button type="submit" mt={25} loading={invite.isPending}>
          Invite
        </Button>
      </Group>
    </form>
  );
}

/** The spaces an invitation grants, by name: "No space" when it grants none. */
function spaceNames(ids: number[], spaces: Space[]): string {
  const names = ids.map((id) => spaces.find((space) => space.id === id)?.name).filter(Boolean);
  return names.length > 0 ? names.join(', ') : 'No space';
}

export function InvitationsSection({
  orgId,
  invitations,
  spaces,
  isOwner,
}: InvitationsSectionProps) {
  const { resend, revoke } = useTeamMutations(orgId);
  const pending = invitations.filter((i) => i.status === 'pending');
  return (
    <section aria-labelledby="invitations-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="invitations-title">
          Invitations
        </Title>
        <InviteForm orgId={orgId} spaces={spaces} isOwner={isOwner} />
        {pending.length === 0 ? (
          <Alert color="gray" variant="light">
            No pending invitations.
          </Alert>
        ) : (
          <Table verticalSpacing="xs" aria-label="Pending invitations">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>E-mail address</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Spaces</Table.Th>
                <Table.Th>Sent</Table.Th>
                <Table.Th>Expires</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pending.map((invitation) => (
                <Table.Tr key={invitation.id}>
                  <Table.Td>
                    <Text fz="sm">{invitation.email}</Text>
                  </Table.Td>
                  <Table.Td>{ROLE_LABELS[invitation.role]}</Table.Td>
                  <Table.Td>{spaceNames(invitation.spaceIds, spaces)}</Table.Td>
                  <Table.Td>{formatDate(invitation.lastSentAt)}</Table.Td>
                  <Table.Td>{formatDate(invitation.expiresAt)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-label={`Resend the invitation to ${invitation.email}`}
                        loading={resend.isPending && resend.variables?.id === invitation.id}
                        onClick={() => resend.mutate(invitation)}
                      >
                        Resend
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={`Withdraw the invitation to ${invitation.email}`}
                        loading={revoke.isPending && revoke.variables?.id === invitation.id}
                        onClick={() => revoke.mutate(invitation)}
                      >
                        Withdraw
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </section>
  );
}

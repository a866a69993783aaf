import { webRoutes, type OrganizationSummary } from '@fathom/contract';
import { Button, Group } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { createRoute, Link, useRouter } from '@tanstack/react-router';
import { meQueryOptions, useMe } from '../features/auth/api/session';
import { AuthLayout } from '../features/auth/components/AuthLayout';
import { InvitationPanel } from '../features/team/components/InvitationPanel';
import { notifySuccess } from '../lib/notify';
import { storageKeys } from '../lib/storage-keys';
import { rootRoute } from './root';

export const invitationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: webRoutes.invitation,
  // `join`: back from signing up or in through this link, the invitation is accepted at once.
  validateSearch: (search: Record<string, unknown>): { join?: boolean } =>
    search.join === true || search.join === '1' || search.join === 1 ? { join: true } : {},
  beforeLoad: ({ context }) => context.queryClient.ensureQueryData(meQueryOptions()),
  component: InvitationScreen,
});

function InvitationScreen() {
  useDocumentTitle('Invitation · Fathom');
  const { token } = invitationRoute.useParams();
  const { join } = invitationRoute.useSearch();
  const { data: me } = useMe();
  const router = useRouter();
  const queryClient = useQueryClient();
  const back = { redirect: `${router.state.location.pathname}?join=1` };
  const joined = async (organization: OrganizationSummary) => {
    // The organization just joined becomes the current one.
    window.localStorage.setItem(storageKeys.currentOrganization, JSON.stringify(organization.id));
    await queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
    notifySuccess(`Welcome to ${organization.name}`);
    await router.navigate({ to: webRoutes.home });
  };
  return (
    <AuthLayout title="Join an organization" subtitle="You were invited to research with a team.">
      <InvitationPanel
        token={token}
        signedInAs={me?.user.email ?? null}
        joinAtOnce={join === true}
        onAccepted={(organization) => void joined(organization)}
        signInLinks={(email) => (
          <Group grow>
            <Button
              renderRoot={(props) => (
                <Link to={webRoutes.signUp} search={{ ...back, email }} {...props} />
              )}
            >
              Create an account
            </Button>
            <Button
              variant="default"
              renderRoot={(props) => <Link to={webRoutes.signIn} search={back} {...props} />}
            >
              Sign in
            </Button>
          </Group>
        )}
      />
    </AuthLayout>
  );
}

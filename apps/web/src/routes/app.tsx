import { webRoutes } from '@fathom/contract';
import { createRoute, Navigate, Outlet, redirect } from '@tanstack/react-router';
import { AppLayout } from '../app/AppLayout';
import { meQueryOptions, useMe } from '../features/auth/api/session';
import { rootRoute } from './root';

export const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: async ({ context, location }) => {
    const me = await context.queryClient.ensureQueryData(meQueryOptions());
    if (!me) redirect({ to: webRoutes.signIn, search: { redirect: location.href }, throw: true });
  },
  component: SignedInApp,
});

function SignedInApp() {
  const { data: me } = useMe();
  if (me === null) return <Navigate to={webRoutes.signIn} />;
  if (!me) return null;
  return (
    <AppLayout me={me}>
      <Outlet />
    </AppLayout>
  );
}

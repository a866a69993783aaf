import { webRoutes } from '@fathom/contract';
import { Anchor, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { createRoute, Link, redirect, useRouter } from '@tanstack/react-router';
import { meQueryOptions } from '../features/auth/api/session';
import { AuthLayout } from '../features/auth/components/AuthLayout';
import { SignUpForm } from '../features/auth/components/SignUpForm';
import { safeRedirect } from '../lib/safe-redirect';
import { rootRoute } from './root';
import { validateAuthSearch } from './sign-in';

export const signUpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: webRoutes.signUp,
  validateSearch: validateAuthSearch,
  beforeLoad: async ({ context, search }) => {
    const me = await context.queryClient.ensureQueryData(meQueryOptions());
    if (me) redirect({ href: safeRedirect(search.redirect), throw: true });
  },
  component: SignUpScreen,
});

function SignUpScreen() {
  useDocumentTitle('Create an account · Fathom');
  const search = signUpRoute.useSearch();
  const router = useRouter();
  const fromInvitation = search.redirect?.startsWith('/invitations/') ?? false;
  return (
    <AuthLayout
      title="Create your account"
      subtitle={
        fromInvitation
          ? 'Once your account is made, you join the organization that invited you.'
          : 'Your own organization is set up for you.'
      }
    >
      <SignUpForm
        email={search.email}
        onSignedUp={() => router.history.push(safeRedirect(search.redirect))}
      />
      <Text ta="center" fz="sm" c="dimmed">
        Already have an account?{' '}
        <Anchor
          fw={500}
          renderRoot={(props) => <Link to={webRoutes.signIn} search={search} {...props} />}
        >
          Sign in
        </Anchor>
      </Text>
    </AuthLayout>
  );
}

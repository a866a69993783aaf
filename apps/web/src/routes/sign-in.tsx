import { webRoutes } from '@fathom/contract';
import { Anchor, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { createRoute, Link, redirect, useRouter } from '@tanstack/react-router';
import { meQueryOptions } from '../features/auth/api/session';
import { AuthLayout } from '../features/auth/components/AuthLayout';
import { SignInForm } from '../features/auth/components/SignInForm';
import { safeRedirect } from '../lib/safe-redirect';
import { rootRoute } from './root';

export interface AuthSearch {
  redirect?: string;
  /** The address to pre-fill: the invited one, from an invitation link. */
  email?: string;
}

/** The longest address the sign-up form is pre-filled with. */
const EMAIL_MAX = 254;

export function validateAuthSearch(search: Record<string, unknown>): AuthSearch {
  return {
    ...(typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
    ...(typeof search.email === 'string' && search.email.length <= EMAIL_MAX
      ? { email: search.email }
      : {}),
  };
}

export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: webRoutes.signIn,
  validateSearch: validateAuthSearch,
  beforeLoad: async ({ context, search }) => {
    const me = await context.queryClient.ensureQueryData(meQueryOptions());
    if (me) redirect({ href: safeRedirect(search.redirect), throw: true });
  },
  component: SignInScreen,
});

function SignInScreen() {
  useDocumentTitle('Sign in · Fathom');
  const search = signInRoute.useSearch();
  const router = useRouter();
  return (
    <AuthLayout title="Sign in" subtitle="Welcome back. Sign in to continue your research.">
      <SignInForm onSignedIn={() => router.history.push(safeRedirect(search.redirect))} />
      <Text ta="center" fz="sm">
        <Anchor fw={500} renderRoot={(props) => <Link to={webRoutes.forgotPassword} {...props} />}>
          Forgot your password?
        </Anchor>
      </Text>
      <Text ta="center" fz="sm" c="dimmed">
        New to Fathom?{' '}
        <Anchor
          fw={500}
          renderRoot={(props) => <Link to={webRoutes.signUp} search={search} {...props} />}
        >
          Create an account
        </Anchor>
      </Text>
    </AuthLayout>
  );
}

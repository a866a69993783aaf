import { webRoutes } from '@fathom/contract';
import { Anchor, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { createRoute, Link } from '@tanstack/react-router';
import { AuthLayout } from '../features/auth/components/AuthLayout';
import { ForgotPasswordForm } from '../features/auth/components/ForgotPasswordForm';
import { rootRoute } from './root';

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: webRoutes.forgotPassword,
  component: ForgotPasswordScreen,
});

function ForgotPasswordScreen() {
  useDocumentTitle('Forgot password · Fathom');
  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter your email and we will send you a link to choose a new one."
    >
      <ForgotPasswordForm />
      <Text ta="center" fz="sm" c="dimmed">
        Remembered it?{' '}
        <Anchor fw={500} renderRoot={(props) => <Link to={webRoutes.signIn} {...props} />}>
          Sign in
        </Anchor>
      </Text>
    </AuthLayout>
  );
}

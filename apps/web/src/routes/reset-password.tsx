import { webRoutes } from '@fathom/contract';
import { Anchor, Paper, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { createRoute, Link, useRouter } from '@tanstack/react-router';
import { AuthLayout } from '../features/auth/components/AuthLayout';
import { ResetPasswordForm } from '../features/auth/components/ResetPasswordForm';
import { notifySuccess } from '../lib/notify';
import { rootRoute } from './root';

interface ResetSearch {
  token?: string;
  error?: string;
}

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: webRoutes.resetPassword,
  validateSearch: (search: Record<string, unknown>): ResetSearch => ({
    ...(typeof search.token === 'string' && { token: search.token }),
    ...(typeof search.error === 'string' && { error: search.error }),
  }),
  component: ResetPasswordScreen,
});

function ResetPasswordScreen() {
  useDocumentTitle('Choose a new password · Fathom');
  const { token, error } = resetPasswordRoute.useSearch();
  const router = useRouter();
  return (
    <AuthLayout title="Choose a new password">
      {token && !error ? (
        <ResetPasswordForm
          token={token}
          onReset={() => {
            notifySuccess('Your password has been changed. Sign in with the new one.');
            router.history.push(webRoutes.signIn);
          }}
        />
      ) : (
        <Paper withBorder radius="md" p="xl" shadow="xs" role="alert">
          <Text fz="sm">This reset link is invalid or has expired.</Text>
        </Paper>
      )}
      <Text ta="center" fz="sm" c="dimmed">
        <Anchor fw={500} renderRoot={(props) => <Link to={webRoutes.forgotPassword} {...props} />}>
          Ask for a new link
        </Anchor>
      </Text>
    </AuthLayout>
  );
}

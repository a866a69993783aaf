import { webRoutes } from '@fathom/contract';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { createRoute, Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AuthLayout } from '../features/auth/components/AuthLayout';
import { queryKeys } from '../lib/query-keys';
import { rootRoute } from './root';

export const verifyEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: webRoutes.verifyEmail,
  validateSearch: (search: Record<string, unknown>): { error?: string } =>
    typeof search.error === 'string' ? { error: search.error } : {},
  component: VerifyEmailScreen,
});

/** Where the e-mailed confirmation link lands, signed in by it when it was good. */
function VerifyEmailScreen() {
  useDocumentTitle('Confirm your email · Fathom');
  const { error } = verifyEmailRoute.useSearch();
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.session.me() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.session.emailVerified() });
  }, [queryClient]);
  return (
    <AuthLayout title={error ? 'This link did not work' : 'Email address confirmed'}>
      <Paper withBorder radius="md" p="xl" shadow="xs">
        <Stack gap="md">
          <Text fz="sm" role={error ? 'alert' : 'status'}>
            {error
              ? 'This confirmation link is invalid or has expired. Sign in and send yourself a new one from the banner at the top of the page.'
              : 'Thank you: your email address is confirmed.'}
          </Text>
          <Button renderRoot={(props) => <Link to={webRoutes.home} {...props} />} fullWidth>
            Continue to Fathom
          </Button>
        </Stack>
      </Paper>
    </AuthLayout>
  );
}

import { Alert, Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { IconAlertCircle } from '../../../components/icons';
import { errorMessage } from '../../../lib/api-client';
import { useRequestPasswordReset } from '../api/better-auth';

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState<string | undefined>();
  const request = useRequestPasswordReset();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setMissing('Email is required');
    setMissing(undefined);
    request.mutate(email.trim());
  };

  if (request.isSuccess) {
    return (
      <Paper withBorder radius="md" p="xl" shadow="xs" role="status">
        <Text fz="sm">
          If an account uses {request.variables}, we sent it a link to choose a new password. The
          link works for 1 hour.
        </Text>
      </Paper>
    );
  }

  return (
    <Paper withBorder radius="md" p="xl" shadow="xs">
      <form onSubmit={handleSubmit} noValidate aria-label="Reset password">
        <Stack gap="md">
          {request.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
              {errorMessage(request.error)}
            </Alert>
          ) : null}
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={missing}
            required
          />
          <Button type="submit" loading={request.isPending} fullWidth>
            Send reset link
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, PASSWORD_RULE } from '@fathom/contract';
import { Alert, Button, Paper, PasswordInput, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { IconAlertCircle } from '../../../components/icons';
import { errorMessage } from '../../../lib/api-client';
import { useResetPassword } from '../api/better-auth';

interface ResetPasswordFormProps {
  token: string;
  onReset: () => void;
}

export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const reset = useResetPassword();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const short = password.length < PASSWORD_MIN_LENGTH;
    setTooShort(short);
    if (!short) reset.mutate({ token, newPassword: password }, { onSuccess: onReset });
  };

  return (
    <Paper withBorder radius="md" p="xl" shadow="xs">
      <form onSubmit={handleSubmit} noValidate aria-label="Choose a new password">
        <Stack gap="md">
          {reset.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
              {errorMessage(reset.error)}
            </Alert>
          ) : null}
          <PasswordInput
            label="New password"
            description={PASSWORD_RULE}
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={tooShort ? PASSWORD_MESSAGES.tooShort : undefined}
            required
          />
          <Button type="submit" loading={reset.isPending} fullWidth>
            Set new password
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

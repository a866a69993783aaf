import type { Me } from '@fathom/contract';
import { Alert, Button, Paper, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { IconAlertCircle } from '../../../components/icons';
import { usePublicConfig } from '../../../lib/public-config';
import { useSignIn } from '../api/better-auth';
import { DemoAccountsPanel } from './DemoAccountsPanel';

interface SignInFormProps {
  onSignedIn: (me: Me) => void;
}

export function SignInForm({ onSignedIn }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ email?: string; password?: string }>({});
  const submitRef = useRef<HTMLButtonElement>(null);
  const config = usePublicConfig();
  const signIn = useSignIn();
  const demoAccounts = config.data?.demo?.accounts ?? [];

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const errors = {
      email: email.trim() ? undefined : 'Email is required',
      password: password ? undefined : 'Password is required',
    };
    setMissing(errors);
    if (errors.email || errors.password) return;
    signIn.mutate({ email: email.trim(), password }, { onSuccess: (me) => onSignedIn(me) });
  };

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="xl" shadow="xs">
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            {signIn.isError ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
                {errorMessage(signIn.error)}
              </Alert>
            ) : null}
            <TextInput
              label="Email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={missing.email}
              required
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={missing.password}
              required
            />
            <Button type="submit" loading={signIn.isPending} fullWidth ref={submitRef}>
              Sign in
            </Button>
          </Stack>
        </form>
      </Paper>
      {demoAccounts.length > 0 ? (
        <DemoAccountsPanel
          accounts={demoAccounts}
          onUse={(account) => {
            setEmail(account.email);
            setPassword(account.password);
            setMissing({});
            signIn.reset();
            submitRef.current?.focus();
          }}
        />
      ) : null}
    </Stack>
  );
}

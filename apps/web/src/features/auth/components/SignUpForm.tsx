import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, PASSWORD_RULE, type Me } from '@fathom/contract';
import { Alert, Button, Paper, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { IconAlertCircle } from '../../../components/icons';
import { useSignUp } from '../api/better-auth';
import { CheckEmailPanel } from './CheckEmailPanel';

interface SignUpFormProps {
  onSignedUp: (me: Me) => void;
  /** The address the form starts with: the invited one. */
  email?: string | undefined;
}

interface FieldErrors {
  name?: string;
  email?: string;
  password?: string;
}

export function SignUpForm({ onSignedUp, email: initialEmail = '' }: SignUpFormProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const signUp = useSignUp();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {
      name: name.trim() ? undefined : 'Name is required',
      email: email.trim() ? undefined : 'Email is required',
      password: password.length >= PASSWORD_MIN_LENGTH ? undefined : PASSWORD_MESSAGES.tooShort,
    };
    setErrors(next);
    if (next.name || next.email || next.password) return;
    signUp.mutate(
      { name: name.trim(), email: email.trim(), password },
      { onSuccess: (me) => (me ? onSignedUp(me) : setSentTo(email.trim())) },
    );
  };

  if (sentTo) return <CheckEmailPanel email={sentTo} />;

  return (
    <Paper withBorder radius="md" p="xl" shadow="xs">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {signUp.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
              {errorMessage(signUp.error)}
            </Alert>
          ) : null}
          <TextInput
            label="Name"
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
            required
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email}
            required
          />
          <PasswordInput
            label="Password"
            description={PASSWORD_RULE}
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
            required
          />
          <Button type="submit" loading={signUp.isPending} fullWidth>
            Create account
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

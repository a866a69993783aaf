import {
  EmailAddress,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE,
} from '@fathom/contract';
import {
  Alert,
  Button,
  Group,
  Modal,
  PasswordInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { QueryError } from '../../../components/QueryError';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { firstIssue } from '../../../lib/validation';
import { useAccountMutations, useSessions } from '../api/account';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} fz="lg" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}

export function ProfileForm({ name, email }: { name: string; email: string }) {
  const { rename, changeEmail } = useAccountMutations();
  const [newName, setNewName] = useState(name);
  const [newEmail, setNewEmail] = useState(email);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [emailSentTo, setEmailSentTo] = useState<string | null>(null);

  const saveName = (event: FormEvent) => {
    event.preventDefault();
    if (newName.trim() && newName.trim() !== name) rename.mutate(newName.trim());
  };
  const saveEmail = (event: FormEvent) => {
    event.preventDefault();
    const issue = firstIssue(EmailAddress, newEmail);
    setEmailError(issue);
    if (issue || newEmail.trim().toLowerCase() === email.toLowerCase()) return;
    const address = newEmail.trim().toLowerCase();
    changeEmail.mutate(address, {
      onSuccess: () => setEmailSentTo(address),
      onError: (error) => setEmailError(errorMessage(error)),
    });
  };
  return (
    <Section id="profile-title" title="Profile">
      <Stack gap="md" maw={480}>
        <form onSubmit={saveName} aria-label="Your name">
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Name"
              value={newName}
              onChange={(e) => setNewName(e.currentTarget.value)}
              error={rename.error ? errorMessage(rename.error) : null}
              maxLength={255}
              style={{ flex: 1 }}
            />
            <Button type="submit" variant="default" loading={rename.isPending}>
              Save name
            </Button>
          </Group>
        </form>
        <form onSubmit={saveEmail} aria-label="Your e-mail address" noValidate>
          <Group align="flex-end" gap="sm">
            <TextInput
              label="E-mail address"
              type="email"
              value={newEmail}
              onChange={(e) => setNewEmail(e.currentTarget.value)}
              error={emailError}
              style={{ flex: 1 }}
            />
            <Button type="submit" variant="default" loading={changeEmail.isPending}>
              Change e-mail
            </Button>
          </Group>
        </form>
        {emailSentTo ? (
          <Alert color="blue" variant="light" role="status">
            {`We sent a confirmation link to ${emailSentTo}. Your address changes once you open it.`}
          </Alert>
        ) : null}
      </Stack>
    </Section>
  );
}

export function PasswordForm() {
  const { changePassword } = useAccountMutations();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const short = newPassword.length < PASSWORD_MIN_LENGTH;
    setTooShort(short);
    if (short || !currentPassword) return;
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrent('');
          setNew('');
        },
      },
    );
  };
  return (
    <Section id="password-title" title="Password">
      <form onSubmit={submit} aria-label="Change password" noValidate>
        <Stack gap="md" maw={480}>
          {changePassword.isError ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(changePassword.error)}
            </Alert>
          ) : null}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(e) => setCurrent(e.currentTarget.value)}
            required
          />
          <PasswordInput
            label="New password"
            description={PASSWORD_RULE}
            autoComplete="new-password"
            value={newPassword}
            onChange={(e) => setNew(e.currentTarget.value)}
            error={tooShort ? PASSWORD_MESSAGES.tooShort : undefined}
            required
          />
          <Group>
            <Button type="submit" loading={changePassword.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

export function SessionsList() {
  const sessions = useSessions();
  const { signOutOthers } = useAccountMutations();
  const others = (sessions.data?.sessions.length ?? 1) - 1;
  return (
    <Section id="sessions-title" title="Active sessions">
      {sessions.isError ? (
        <QueryError
          title="Could not load your sessions"
          error={sessions.error}
          onRetry={() => void sessions.refetch()}
        />
      ) : (
        <Stack gap="sm">
          <Table verticalSpacing="xs" aria-labelledby="sessions-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Browser</Table.Th>
                <Table.Th>Signed in</Table.Th>
                <Table.Th>Last used</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(sessions.data?.sessions ?? []).map((session) => (
                <Table.Tr key={session.id}>
                  <Table.Td>
                    <Text fz="sm">
                      {session.userAgent || 'Unknown browser'}
                      {session.id === sessions.data?.currentId ? ' (this browser)' : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatDate(session.createdAt)}</Table.Td>
                  <Table.Td>{formatDate(session.updatedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group>
            <Button
              variant="default"
              disabled={others < 1}
              loading={signOutOthers.isPending}
              onClick={() => signOutOthers.mutate()}
            >
              Sign out everywhere else
            </Button>
          </Group>
        </Stack>
      )}
    </Section>
  );
}

export function DeleteAccount() {
  const { deleteAccount } = useAccountMutations();
  const [opened, setOpened] = useState(false);
  const [password, setPassword] = useState('');
  const close = () => {
    setOpened(false);
    setPassword('');
    deleteAccount.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    deleteAccount.mutate(password);
  };
  return (
    <Section id="delete-account-title" title="Delete account">
      <Stack gap="sm" maw={480}>
        <Text fz="sm">
          Your account and your memberships are removed. Organizations you own alone with no other
          members are deleted with it.
        </Text>
        <Group>
          <Button color="red" variant="light" onClick={() => setOpened(true)}>
            Delete account
          </Button>
        </Group>
      </Stack>
      <Modal opened={opened} onClose={close} title="Delete your account" centered>
        <form onSubmit={submit}>
          <Stack gap="md">
            {deleteAccount.isError ? (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(deleteAccount.error)}
              </Alert>
            ) : null}
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button
                type="submit"
                color="red"
                disabled={!password}
                loading={deleteAccount.isPending}
              >
                Delete account
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Section>
  );
}

import { webRoutes } from '@fathom/contract';
import { Divider, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { createRoute } from '@tanstack/react-router';
import { PageHeader } from '../components/PageHeader';
import { useMe } from '../features/auth/api/session';
import {
  DeleteAccount,
  PasswordForm,
  ProfileForm,
  SessionsList,
} from '../features/auth/components/AccountSettings';
import { appRoute } from './app';

export const accountSettingsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: webRoutes.accountSettings,
  component: AccountSettingsScreen,
});

function AccountSettingsScreen() {
  useDocumentTitle('Account settings · Fathom');
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <Stack gap="xl">
      <PageHeader
        title="Account settings"
        description="Your name, e-mail address, password and where you are signed in."
      />
      <ProfileForm key={me.user.email} name={me.user.name} email={me.user.email} />
      <Divider />
      <PasswordForm />
      <Divider />
      <SessionsList />
      <Divider />
      <DeleteAccount />
    </Stack>
  );
}

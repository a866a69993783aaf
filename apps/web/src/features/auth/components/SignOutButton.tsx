import { Button } from '@mantine/core';
import { IconLogout } from '../../../components/icons';
import { useSignOut } from '../api/better-auth';

export function SignOutButton() {
  const signOut = useSignOut();
  return (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconLogout size={16} />}
      loading={signOut.isPending}
      onClick={() => signOut.mutate()}
    >
      Sign out
    </Button>
  );
}

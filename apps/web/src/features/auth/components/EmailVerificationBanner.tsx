import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle } from '../../../components/icons';
import { errorMessage } from '../../../lib/api-client';
import { useSendVerificationEmail } from '../api/better-auth';
import { useEmailVerified } from '../api/session';

/** Asks a signed-in user whose address is not confirmed yet to open the e-mailed link. */
export function EmailVerificationBanner({ email }: { email: string }) {
  const verified = useEmailVerified();
  const send = useSendVerificationEmail();
  if (verified.data !== false) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertCircle />}
      title="Confirm your email address"
      mb="lg"
      role="region"
      aria-label="Confirm your email address"
    >
      <Group justify="space-between" gap="sm">
        <Text fz="sm" role="status">
          {send.isSuccess
            ? `We sent a new link to ${email}. Check your inbox.`
            : send.isError
              ? errorMessage(send.error)
              : `We sent a link to ${email}. Open it to confirm this address.`}
        </Text>
        <Button
          size="xs"
          variant="light"
          loading={send.isPending}
          disabled={send.isSuccess}
          onClick={() => send.mutate(email)}
        >
          Send the link again
        </Button>
      </Group>
    </Alert>
  );
}

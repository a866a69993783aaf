import { Center } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { errorMessage } from '../lib/api-client';
import { IconAlertCircle } from './icons';
import { StatusPage } from './StatusPage';

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Center mih="60vh">
      <StatusPage
        title="Something went wrong"
        description={errorMessage(error)}
        icon={<IconAlertCircle size={32} />}
        action={{
          label: 'Try again',
          onClick: () => {
            reset();
            void router.invalidate();
          },
        }}
      />
    </Center>
  );
}

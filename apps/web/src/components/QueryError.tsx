import { Alert, Button, Group, Text } from '@mantine/core';
import { errorMessage } from '../lib/api-client';
import { IconAlertCircle } from './icons';

interface QueryErrorProps {
  title: string;
  error: unknown;
  onRetry: () => void;
}

export function QueryError({ title, error, onRetry }: QueryErrorProps) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle />} role="alert">
      <Group justify="space-between" gap="sm">
        <Text fz="sm">{errorMessage(error)}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}

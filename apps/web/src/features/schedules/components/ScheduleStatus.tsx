import type { Schedule } from '@fathom/contract';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconClock } from '../../../components/icons';

const RUN_STATUS = {
  running: { label: 'Running', color: 'blue' },
  completed: { label: 'Completed', color: 'teal' },
  failed: { label: 'Failed', color: 'red' },
} as const;

/** The saved schedule's next dive and how its last run went. */
export function ScheduleStatus({ schedule }: { schedule: Schedule }) {
  const last = schedule.lastRun;
  return (
    <Paper withBorder radius="md" px="sm" py={6} bg="gray.0" data-testid="schedule-status">
      <Stack gap={2}>
        <Group gap={6} wrap="nowrap">
          <IconClock size={16} color="var(--mantine-color-blue-6)" />
          <Text fz="sm">
            Next scheduled dive:{' '}
            <Text span fw={600}>
              {schedule.nextRunDate}
            </Text>
          </Text>
        </Group>
        {last ? (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <Text fz="sm" c="dimmed" style={{ flex: 'none' }}>
              Last dive: {last.date}
            </Text>
            <Badge
              size="sm"
              variant="light"
              color={RUN_STATUS[last.status].color}
              style={{ flex: 'none' }}
            >
              {RUN_STATUS[last.status].label}
            </Badge>
            {last.status === 'failed' && last.errorMessage ? (
              <Text fz="xs" c="red.7">
                {last.errorMessage}
              </Text>
            ) : null}
          </Group>
        ) : (
          <Text fz="sm" c="dimmed">
            No scheduled dive has run yet.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

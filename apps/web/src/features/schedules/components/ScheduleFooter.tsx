import { Box, Button, Group, Stack, Text, Tooltip } from '@mantine/core';

interface ScheduleFooterProps {
  summary: string;
  nextDate: string | null;
  exists: boolean;
  /** Why Schedule or Apply is disabled, or null. */
  blocked: string | null;
  saving: boolean;
  canceling: boolean;
  canCancel: boolean;
  onSave: () => void;
  onCancelSchedule: () => void;
}

/** The summary with the next dive date, then Cancel AutoDive and Schedule or Apply. */
export function ScheduleFooter(props: ScheduleFooterProps) {
  return (
    <Stack gap="sm">
      <Box
        px="sm"
        py={8}
        bg="blue.0"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
        data-testid="schedule-summary"
      >
        <Text fz="sm">{props.summary}</Text>
        <Text fz="sm">
          Next dive:{' '}
          <Text span fw={600} data-testid="schedule-next-date">
            {props.nextDate ?? 'choose a day'}
          </Text>
        </Text>
      </Box>
      <Group justify={props.exists ? 'space-between' : 'flex-end'} gap="sm">
        {props.exists ? (
          <Button
            variant="subtle"
            color="red"
            onClick={props.onCancelSchedule}
            loading={props.canceling}
            disabled={!props.canCancel || props.saving}
          >
            Cancel AutoDive
          </Button>
        ) : null}
        <Tooltip label={props.blocked} disabled={!props.blocked} multiline w={260} withArrow>
          <Box component="span" display="inline-block">
            <Button
              onClick={props.onSave}
              disabled={props.blocked !== null || props.canceling}
              loading={props.saving}
            >
              {props.exists ? 'Apply' : 'Schedule'}
            </Button>
          </Box>
        </Tooltip>
      </Group>
    </Stack>
  );
}

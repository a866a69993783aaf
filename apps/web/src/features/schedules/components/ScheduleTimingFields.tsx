import {
  INTERVAL_LABELS,
  SCHEDULE_INTERVALS,
  SCHEDULE_MESSAGES,
  type ScheduleInterval,
} from '@fathom/contract';
import { Alert, Input, SegmentedControl, Select, Stack } from '@mantine/core';
import { IconAlertCircle } from '../../../components/icons';
import { isLateDay, MONTH_DAY_OPTIONS, WEEKDAY_OPTIONS } from '../lib/day-options';

const FREQUENCIES = SCHEDULE_INTERVALS.map((value) => ({ value, label: INTERVAL_LABELS[value] }));

interface ScheduleTimingFieldsProps {
  interval: ScheduleInterval;
  dayOfWeek: number | null;
  dayOfMonth: number | null;
  dayError?: string;
  onInterval: (interval: ScheduleInterval) => void;
  onDayOfWeek: (day: number) => void;
  onDayOfMonth: (day: number | null) => void;
}

const asInterval = (value: string): ScheduleInterval =>
  SCHEDULE_INTERVALS.find((interval) => interval === value) ?? 'Weekly';

/** Frequency, then the weekday (weekly, every 2 weeks) or the day of the month (monthly). */
export function ScheduleTimingFields(props: ScheduleTimingFieldsProps) {
  const monthly = props.interval === 'Monthly';
  return (
    <Stack gap="xs">
      <Input.Wrapper label="Frequency">
        <SegmentedControl
          fullWidth
          data={FREQUENCIES}
          value={props.interval}
          onChange={(value) => props.onInterval(asInterval(value))}
          aria-label="Frequency"
          mt={4}
        />
      </Input.Wrapper>
      {monthly ? (
        <Select
          label="Dive on"
          placeholder="Select a day of the month"
          data={MONTH_DAY_OPTIONS}
          value={props.dayOfMonth === null ? null : String(props.dayOfMonth)}
          onChange={(value) => props.onDayOfMonth(value ? Number(value) : null)}
          searchable
          nothingFoundMessage="No such day"
          error={props.dayError}
          comboboxProps={{ shadow: 'md' }}
          checkIconPosition="right"
        />
      ) : (
        <Select
          label="Dive every"
          data={WEEKDAY_OPTIONS}
          value={props.dayOfWeek === null ? null : String(props.dayOfWeek)}
          onChange={(value) => {
            if (value) props.onDayOfWeek(Number(value));
          }}
          allowDeselect={false}
          comboboxProps={{ shadow: 'md' }}
          checkIconPosition="right"
        />
      )}
      {monthly && isLateDay(props.dayOfMonth) ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          p={8}
          styles={{ message: { fontSize: 'var(--mantine-font-size-xs)' } }}
        >
          {SCHEDULE_MESSAGES.lateDayWarning}
        </Alert>
      ) : null}
    </Stack>
  );
}

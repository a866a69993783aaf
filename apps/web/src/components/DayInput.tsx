import { TextInput } from '@mantine/core';
import { DAY_FORMAT, isDay, NOT_A_DAY } from '../lib/format';

interface DayInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown on the field; text that is no day is marked with NOT_A_DAY without it. */
  error?: string;
  w?: number;
}

/**
 * A day typed as yyyy-MM-dd, as every date is shown, rather than the browser's date picker, which
 * writes the browser's locale (09/08/2026).
 */
export function DayInput({ label, value, onChange, error, w = 150 }: DayInputProps) {
  return (
    <TextInput
      label={label}
      description={DAY_FORMAT}
      placeholder={DAY_FORMAT}
      inputMode="numeric"
      maxLength={10}
      w={w}
      value={value}
      error={error ?? (value && !isDay(value) ? NOT_A_DAY : undefined)}
      onChange={(event) => onChange(event.currentTarget.value.trim())}
    />
  );
}

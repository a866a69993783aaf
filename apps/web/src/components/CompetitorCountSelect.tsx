import { Select } from '@mantine/core';

interface CompetitorCountSelectProps {
  value: number;
  options: number[];
  onChange: (count: number) => void;
  disabled?: boolean;
  /** Critical styling: the count is stuck at a limit. */
  error?: boolean;
}

/** Competitors per dive: steps of 5 up to what the tier and the DIVED_ASINS quota allow. */
export function CompetitorCountSelect({
  value,
  options,
  onChange,
  disabled,
  error,
}: CompetitorCountSelectProps) {
  const choices = options.includes(value) ? options : [...options, value].sort((a, b) => a - b);
  return (
    <Select
      label="Competitors"
      data={choices.map((count) => ({ value: String(count), label: String(count) }))}
      value={String(value)}
      onChange={(next) => {
        if (next) onChange(Number(next));
      }}
      allowDeselect={false}
      disabled={disabled}
      error={error}
      checkIconPosition="right"
      comboboxProps={{ shadow: 'md' }}
    />
  );
}

import { HEATMAP_PERIODS } from '@fathom/contract';
import { Select } from '@mantine/core';

const OPTIONS = HEATMAP_PERIODS.map((days) => ({
  value: String(days),
  label: `Last ${days} days`,
}));

/** The heatmap's period: the days up to the latest collected one. */
export function HeatmapPeriodSelect({
  days,
  onChange,
}: {
  days: number;
  onChange: (days: number) => void;
}) {
  return (
    <Select
      size="xs"
      w={150}
      aria-label="Period"
      data={OPTIONS}
      value={String(days)}
      allowDeselect={false}
      onChange={(value) => value && onChange(Number(value))}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

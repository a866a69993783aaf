import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One headline figure: its label, its value, and a hint beneath when there is one. */
export function MetricCard({
  label,
  children,
  hint,
}: {
  label: string;
  children: ReactNode;
  hint?: string | undefined;
}) {
  return (
    <Paper withBorder radius="md" px="md" py="sm" role="group" aria-label={label}>
      <Text fz={11} c="dimmed" tt="uppercase" fw={600} lts={0.3}>
        {label}
      </Text>
      <Text fz="lg" fw={700} mt={2} component="div" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Text>
      {hint ? (
        <Text fz="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

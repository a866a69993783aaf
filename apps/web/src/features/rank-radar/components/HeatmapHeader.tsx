import { UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { HeatmapSort } from '../lib/heatmap-filters';

/** A header that sorts its column: ascending, then descending, then none. */
export function SortButton({
  label,
  sort,
  onSort,
  children,
}: {
  label: string;
  sort: HeatmapSort['direction'] | undefined;
  onSort: () => void;
  children?: ReactNode;
}) {
  return (
    <UnstyledButton
      onClick={onSort}
      title={`Sort by ${label}`}
      aria-label={children ? label : undefined}
      style={{ font: 'inherit', maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' }}
    >
      {children ?? label}
      {sort === 'ascending' ? ' ▲' : sort === 'descending' ? ' ▼' : ''}
    </UnstyledButton>
  );
}

/** A day's header: yyyy-MM-dd on two lines (the year, then month and day). */
export function DayLabel({ day }: { day: string }) {
  return (
    <span style={{ display: 'block', lineHeight: '12px', whiteSpace: 'normal' }}>
      {day.slice(0, 5)}
      <span style={{ whiteSpace: 'nowrap' }}>{day.slice(5)}</span>
    </span>
  );
}

import { IMPRESSION_BUCKETS, ORGANIC_BUCKETS, type RankKind } from '@fathom/contract';
import { Group, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { rankColour } from '../lib/colours';

const swatch: CSSProperties = {
  display: 'inline-block',
  minWidth: 40,
  padding: '0 4px',
  fontSize: 11,
  lineHeight: '18px',
  textAlign: 'center',
  color: '#1a1a1a',
  border: '1px solid var(--mantine-color-gray-3)',
};

/** The rank bands of a kind as the legend names them: '1', '2–6', … '101+'. */
export function bandLabels(kind: RankKind): string[] {
  const bounds = kind === 'organic' ? ORGANIC_BUCKETS : IMPRESSION_BUCKETS;
  const labels = bounds.map((upper, i) => {
    const lower = i === 0 ? 1 : bounds[i - 1]! + 1;
    return lower === upper ? String(upper) : `${lower}–${upper}`;
  });
  return [...labels, `${bounds[bounds.length - 1]! + 1}+ or not ranked (blank)`];
}

/**
 * What the heatmap's cells mean: the colour of each rank band of the view, a blank cell, a
 * filled-in gap and the coloured bar a tag draws under a cell. Impression vs Organic colours a
 * cell by its impression rank and prints its organic rank, and says so.
 */
export function HeatmapLegend({ kind, mixed = false }: { kind: RankKind; mixed?: boolean }) {
  const bounds = kind === 'organic' ? ORGANIC_BUCKETS : IMPRESSION_BUCKETS;
  const labels = bandLabels(kind);
  return (
    <Group gap={6} role="group" aria-label="Heatmap legend" wrap="wrap">
      <Text size="xs" fw={600}>
        {mixed
          ? 'Colour: impression rank; number: organic rank'
          : kind === 'organic'
            ? 'Organic rank'
            : 'Impression rank'}
      </Text>
      {labels.map((label, i) => (
        <span key={label} style={{ ...swatch, background: rankColour(bounds[i] ?? null, kind) }}>
          {label}
        </span>
      ))}
      <span style={{ ...swatch, fontStyle: 'italic' }}>Italic: gap filled with the average</span>
      <span style={{ ...swatch, boxShadow: 'inset 0 -4px 0 #7048e8' }}>
        Bar under a cell: tagged that day
      </span>
    </Group>
  );
}

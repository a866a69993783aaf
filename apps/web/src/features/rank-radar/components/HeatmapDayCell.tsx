import { RANK_MESSAGES, type HeatmapKeyword, type Highlight } from '@fathom/contract';
import { rankColour } from '../lib/colours';
import type { HeatmapView } from '../lib/heatmap-columns';

export const CELL = 40;
export const GAP = 1;
export const ROW = 28;
/** The narrowest a tag's bar under a cell may be: a cell shows as many tags as fit its width. */
export const TAG_BAR_MIN = 10;

/**
 * The tags' bars under a cell of `width`: as many as fit side by side (the rest are in its
 * tooltip), as a CSS background layer; none without a coloured tag.
 */
export function tagBars(tags: readonly Highlight[], width: number): string | undefined {
  const colours = tags.map((t) => t.color).filter((c) => c !== 'none');
  const shown = colours.slice(0, Math.max(1, Math.floor(width / TAG_BAR_MIN)));
  if (shown.length === 0) return undefined;
  const step = 100 / shown.length;
  const stops = shown.map((c, i) => `${c} ${i * step}% ${(i + 1) * step}%`).join(', ');
  return `linear-gradient(to right, ${stops}) bottom / 100% 4px no-repeat`;
}

/** A term's rank on one day, coloured by its band and marked by the term's tags on that day. */
export function HeatmapDayCell({
  keyword,
  index,
  view,
  span = 1,
  tags = [],
}: {
  keyword: HeatmapKeyword;
  index: number;
  view: HeatmapView;
  /** Days the cell covers: a filled-in gap of several days is one cell (spec §4). */
  span?: number;
  /** Tags on this term on this day (spec §3 "Highlight"): bars of as many as fit the width. */
  tags?: Highlight[];
}) {
  const organic = keyword.organicRanks[index] ?? null;
  const impression = keyword.impressionRanks[index] ?? null;
  const shownRank = view === 'organic' ? organic : view === 'impression' ? impression : organic;
  const background =
    view === 'organic' ? rankColour(organic, 'organic') : rankColour(impression, 'impression');
  const interpolated = span > 1 || keyword.interpolated.includes(index);
  const title =
    view === 'impressionVsOrganic'
      ? `Impression rank ${impression ?? '–'}, organic rank ${organic ?? '–'}`
      : shownRank === null
        ? RANK_MESSAGES.unranked
        : interpolated
          ? `Filled in: ${span > 1 ? `${span} missing days, ` : ''}average of the days around this gap`
          : undefined;
  const width = span * CELL + (span - 1) * GAP;
  const bars = tagBars(tags, width);
  const tagged = tags.length ? `Tags: ${tags.map((t) => t.title).join(', ')}` : undefined;
  return (
    <div
      role="cell"
      aria-colspan={span > 1 ? span : undefined}
      title={[title, tagged].filter(Boolean).join('. ') || undefined}
      data-tagged={tags.length ? 'true' : undefined}
      style={{
        width,
        flex: 'none',
        height: ROW - GAP,
        background: bars ? `${bars}, ${background}` : background,
        fontSize: 12,
        lineHeight: `${ROW - GAP}px`,
        textAlign: 'center',
        fontStyle: interpolated ? 'italic' : undefined,
        color: '#1a1a1a',
      }}
    >
      {shownRank ?? ''}
    </div>
  );
}

import { RANK_MESSAGES, type HeatmapKeyword, type Highlight } from '@fathom/contract';
import { rankColour } from '../lib/colours';
import type { HeatmapView } from '../lib/heatmap-columns';

export const CELL = 40;
export const GAP = 1;
export const ROW = 28;

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
  /** Tags on this term on this day (spec §3 "Highlight"): the cell shows the first one's colour. */
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
  const tag = tags[0];
  const tagged = tags.length ? `Tags: ${tags.map((t) => t.title).join(', ')}` : undefined;
  return (
    <div
      role="cell"
      aria-colspan={span > 1 ? span : undefined}
      title={[title, tagged].filter(Boolean).join('. ') || undefined}
      data-tagged={tag ? 'true' : undefined}
      style={{
        width: span * CELL + (span - 1) * GAP,
        flex: 'none',
        height: ROW - GAP,
        background,
        fontSize: 12,
        lineHeight: `${ROW - GAP}px`,
        textAlign: 'center',
        fontStyle: interpolated ? 'italic' : undefined,
        color: '#1a1a1a',
        boxShadow: tag && tag.color !== 'none' ? `inset 0 -4px 0 ${tag.color}` : undefined,
      }}
    >
      {shownRank ?? ''}
    </div>
  );
}

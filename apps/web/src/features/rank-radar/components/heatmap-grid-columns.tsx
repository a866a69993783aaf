import { RANK_MESSAGES, type HeatmapKeyword, type Highlight } from '@fathom/contract';
import { UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  createGridColumnHelper,
  type GridCellProps,
  type GridColumnDef,
  type GridSummaryRow,
} from '../../../components/DataGrid';
import { rankColour } from '../lib/colours';
import type { ColumnContext, HeatmapColumnDef, HeatmapView } from '../lib/heatmap-columns';
import type { CellValue } from '../lib/heatmap-filters';
import { tagsOn } from '../lib/highlights';

const TERM_WIDTH = 220;
/** A day's cell: 40 wide, with a gap of 1, in rows of 28. */
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

/** A day's header: yyyy-MM-dd on two lines (the year, then month and day), named by the date. */
function DayLabel({ day }: { day: string }) {
  return (
    <>
      <span
        aria-hidden
        style={{
          display: 'block',
          margin: '0 -6px',
          fontSize: 10,
          lineHeight: '12px',
          whiteSpace: 'normal',
        }}
      >
        {day.slice(0, 5)}
        <span style={{ whiteSpace: 'nowrap' }}>{day.slice(5)}</span>
      </span>
      <VisuallyHidden>{day}</VisuallyHidden>
    </>
  );
}
/** The id of a day's column: its date, so a sort on a day holds while the window moves. */
export const dayColumnId = (date: string) => `day:${date}`;

const helper = createGridColumnHelper<HeatmapKeyword>();

/** A blank (no rank, 101 or more, no figure) is undefined to the grid: it sorts last both ways. */
const sortable = (value: CellValue) => (value === null || value === '' ? undefined : value);

/** Numbers by size, text in the reader's order; ties keep the heatmap's order. */
function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

export const rankOf = (keyword: HeatmapKeyword, day: number, view: HeatmapView) =>
  (view === 'impression' ? keyword.impressionRanks : keyword.organicRanks)[day] ?? null;

function TermName({
  keyword,
  onOpen,
}: {
  keyword: HeatmapKeyword;
  onOpen: ((keyword: HeatmapKeyword) => void) | undefined;
}) {
  const name = `${keyword.keyword}${keyword.isPaused ? ' (paused)' : ''}`;
  if (!onOpen)
    return (
      <span title={keyword.keyword} style={keyword.isPaused ? { fontStyle: 'italic' } : undefined}>
        {name}
      </span>
    );
  return (
    <UnstyledButton
      title={keyword.keyword}
      onClick={() => onOpen(keyword)}
      style={{
        fontSize: 13,
        fontStyle: keyword.isPaused ? 'italic' : undefined,
        maxWidth: '100%',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      }}
    >
      {name}
    </UnstyledButton>
  );
}

/**
 * The heatmap's columns on the DataGrid: the search term (pinned), the chosen columns, then a
 * column per day of the window from the latest, generated from the dates (never saved).
 */
export function heatmapGridColumns(
  ctx: ColumnContext,
  chosen: readonly HeatmapColumnDef[],
  onOpen: ((keyword: HeatmapKeyword) => void) | undefined,
): GridColumnDef<HeatmapKeyword>[] {
  const { heatmap, view } = ctx;
  const sortFn = (a: { getValue: (id: string) => unknown }, b: typeof a, id: string) =>
    compare(a.getValue(id), b.getValue(id));
  const days = heatmap.dates.map((_, at) => heatmap.dates.length - 1 - at);
  return [
    helper.accessor((k) => k.keyword, {
      id: 'keyword',
      header: 'Search term',
      size: TERM_WIDTH,
      sortUndefined: 'last',
      sortFn,
      meta: { label: 'Search term', pinned: true },
      cell: ({ row }) => <TermName keyword={row.original} onOpen={onOpen} />,
    }),
    ...chosen.map((column) =>
      helper.accessor((k) => sortable(column.value(k, ctx)), {
        id: column.id,
        header: column.label,
        size: column.width,
        sortUndefined: 'last',
        sortFn,
        meta: { label: column.label },
        cell: ({ row }) => column.cell(row.original, ctx),
      }),
    ),
    ...days.map((day) => {
      const date = heatmap.dates[day]!;
      return helper.accessor((k) => sortable(rankOf(k, day, view)), {
        id: dayColumnId(date),
        header: () => <DayLabel day={date} />,
        size: CELL + GAP,
        sortUndefined: 'last',
        sortFn,
        meta: { label: date, generated: true, align: 'center' as const },
        cell: ({ row }) => {
          const k = row.original;
          return view === 'impression' ? rankOf(k, day, 'impression') : rankOf(k, day, 'organic');
        },
      });
    }),
  ];
}

/**
 * How a day's cell is drawn: coloured by its rank's band, marked by the term's tags that day,
 * and a filled-in gap of several days as one cell over them (spec §4), with its tooltip.
 */
export function heatmapCellProps(
  ctx: ColumnContext,
  tags: Highlight[],
): (keyword: HeatmapKeyword, columnId: string) => GridCellProps | undefined {
  const { heatmap, view } = ctx;
  const dayOf = new Map(heatmap.dates.map((date, day) => [dayColumnId(date), day]));
  return (keyword, columnId) => {
    const day = dayOf.get(columnId);
    if (day === undefined) return undefined;
    const filled = keyword.interpolated;
    let span = 1;
    // A gap is drawn from its latest day (the leftmost), over the days before it.
    if (filled.includes(day) && !filled.includes(day + 1))
      while (filled.includes(day - span)) span += 1;
    const organic = keyword.organicRanks[day] ?? null;
    const impression = keyword.impressionRanks[day] ?? null;
    const shown = view === 'impression' ? impression : organic;
    const background =
      view === 'organic' ? rankColour(organic, 'organic') : rankColour(impression, 'impression');
    const interpolated = filled.includes(day);
    const title =
      view === 'impressionVsOrganic'
        ? `Impression rank ${impression ?? '–'}, organic rank ${organic ?? '–'}`
        : shown === null
          ? RANK_MESSAGES.unranked
          : interpolated
            ? `Filled in: ${span > 1 ? `${span} missing days, ` : ''}average of the days around this gap`
            : undefined;
    const onDay = tagsOn(tags, keyword.keywordId, heatmap.dates[day]!);
    const bars = tagBars(onDay, span * CELL + (span - 1) * GAP);
    const tagged = onDay.length ? `Tags: ${onDay.map((t) => t.title).join(', ')}` : undefined;
    return {
      span,
      title: [title, tagged].filter(Boolean).join('. ') || undefined,
      style: {
        background: bars ? `${bars}, ${background}` : background,
        padding: 0,
        fontStyle: interpolated ? 'italic' : undefined,
        color: '#1a1a1a',
      },
    };
  };
}

/** The Average row kept under the header: the terms' count, each column's total, each day's mean. */
export function averageRow(
  ctx: ColumnContext,
  chosen: readonly HeatmapColumnDef[],
): GridSummaryRow {
  const { heatmap, view } = ctx;
  const average =
    view === 'impression'
      ? heatmap.aggregate.average.impressionRanks
      : heatmap.aggregate.average.organicRanks;
  const dayOf = new Map(heatmap.dates.map((date, day) => [dayColumnId(date), day]));
  return {
    id: 'average',
    cell: (columnId) => {
      if (columnId === 'keyword') return `Average (${heatmap.aggregate.total.keywordCount} terms)`;
      const day = dayOf.get(columnId);
      if (day !== undefined) {
        const value = average[day] ?? null;
        return value === null ? '' : Math.round(value);
      }
      return chosen.find((column) => column.id === columnId)?.total(ctx) ?? '';
    },
    cellProps: (columnId) => (dayOf.has(columnId) ? { style: { padding: 0 } } : undefined),
  };
}

import type { Heatmap, HeatmapKeyword, Highlight, MarketplaceTld } from '@fathom/contract';
import { Checkbox, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import type { ColumnContext, HeatmapColumnDef, HeatmapView } from '../lib/heatmap-columns';
import {
  nextSort,
  passes,
  sortRows,
  type CellValue,
  type HeatmapFilter,
  type HeatmapSort,
} from '../lib/heatmap-filters';
import { tagsOn } from '../lib/highlights';
import { CELL, GAP, HeatmapDayCell, ROW } from './HeatmapDayCell';
import { HeatmapFilters, type FilterColumn } from './HeatmapFilters';
import { DayLabel, SortButton } from './HeatmapHeader';
import { HeatmapLegend } from './HeatmapLegend';

const SELECT_WIDTH = 36;
const TERM_WIDTH = 220;
const LEADING_WIDTH = SELECT_WIDTH + TERM_WIDTH;

const sticky: CSSProperties = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  display: 'flex',
  background: 'var(--mantine-color-body)',
};
const text: CSSProperties = {
  padding: '0 6px',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  fontSize: 13,
  lineHeight: `${ROW}px`,
};
const header: CSSProperties = { ...text, fontSize: 12, fontWeight: 600 };
const hidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
};

/**
 * The checkbox and search term of a row (kept in view when scrolling sideways), then the chosen
 * columns, then the day cells.
 */
function RowCells({
  select,
  term,
  cells,
  columns,
  role = 'cell',
  days,
  sorted,
}: {
  select: ReactNode;
  term: ReactNode;
  cells: ReactNode[];
  columns: readonly HeatmapColumnDef[];
  role?: 'cell' | 'columnheader';
  days: ReactNode;
  /** For a header row: how each column is sorted, by its id ('keyword' for the search term). */
  sorted?: (id: string) => 'ascending' | 'descending' | undefined;
}) {
  const style = role === 'cell' ? text : header;
  return (
    <>
      <div style={sticky}>
        <div role={role} style={{ ...style, width: SELECT_WIDTH }}>
          {select}
        </div>
        <div role={role} aria-sort={sorted?.('keyword')} style={{ ...style, width: TERM_WIDTH }}>
          {term}
        </div>
      </div>
      {columns.map((column, i) => (
        <div
          key={column.id}
          role={role}
          aria-sort={sorted?.(column.id)}
          style={{ ...style, width: column.width, flex: 'none' }}
        >
          {cells[i]}
        </div>
      ))}
      {days}
    </>
  );
}

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

const TEXT_COLUMNS = new Set(['source', 'dateAdded', 'topVariation']);

/**
 * The rank heatmap: a row per search term (and the average row on top), the chosen columns at
 * fixed widths, and a 40-wide cell per day with a gap of 1. Rows and day columns are both
 * virtualized, so 500 terms x 90 days stay quick. Days run from the latest, beside the chosen
 * columns, to the earliest, so the grid opens on the search term, its columns and its latest
 * ranks together; headers sort and filters narrow the terms, both in the browser.
 */
export function HeatmapGrid({
  heatmap,
  view,
  columns,
  marketplace,
  ads,
  selected,
  onToggle,
  onOpen,
  tags = [],
}: {
  heatmap: Heatmap;
  view: HeatmapView;
  /** The chosen columns, in order. */
  columns: readonly HeatmapColumnDef[];
  marketplace: MarketplaceTld;
  ads: ColumnContext['ads'];
  selected: Set<number>;
  /** Toggles a term's selection; without it (a member who may only see) rows have no checkbox. */
  onToggle?: (keywordId: number) => void;
  /** Opens a term's bottom drawer (a term row's search term is a button when given). */
  onOpen?: (keyword: HeatmapKeyword) => void;
  /** The tracker's tags: cells of tagged terms within a tag's dates are marked. */
  tags?: Highlight[];
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const [sort, setSort] = useState<HeatmapSort | null>(null);
  const [filters, setFilters] = useState<HeatmapFilter[]>([]);
  const context: ColumnContext = { heatmap, view, marketplace, ads };
  const rankOf = (k: HeatmapKeyword, day: number) =>
    (view === 'impression' ? k.impressionRanks : k.organicRanks)[day] ?? null;
  const valueOf = (key: string, k: HeatmapKeyword): CellValue => {
    if (key === 'keyword') return k.keyword;
    if (key === 'latestRank') return rankOf(k, heatmap.dates.length - 1);
    if (key.startsWith('day:')) return rankOf(k, Number(key.slice(4)));
    return columns.find((c) => c.id === key)?.value(k, context) ?? null;
  };
  const filterColumns: FilterColumn[] = [
    { id: 'keyword', label: 'Search term', kind: 'text' },
    {
      id: 'latestRank',
      label: `Rank on ${heatmap.dates.at(-1) ?? 'the last day'}`,
      kind: 'number',
    },
    ...columns.map((c) => ({
      id: c.id,
      label: c.label,
      kind: TEXT_COLUMNS.has(c.id) ? ('text' as const) : ('number' as const),
    })),
  ];
  const shown = useMemo(() => {
    const kept = filters.length
      ? heatmap.keywords.filter((k) => filters.every((f) => passes(valueOf(f.column, k), f)))
      : heatmap.keywords;
    return sort ? sortRows(kept, (k) => valueOf(sort.key, k), sort.direction) : kept;
  }, [heatmap, filters, sort, view, columns, ads]);
  const sortedAs = (key: string) => (sort?.key === key ? sort.direction : undefined);
  const sortBy = (key: string) => setSort((current) => nextSort(current, key));

  const fixedWidth = columns.reduce((sum, c) => sum + c.width, LEADING_WIDTH);
  const rows = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW,
    overscan: 8,
  });
  const days = useVirtualizer({
    horizontal: true,
    count: heatmap.dates.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => CELL + GAP,
    overscan: 4,
    paddingStart: fixedWidth,
  });
  // A new period opens on its latest days, the first ones beside the chosen columns.
  const lastDay = heatmap.dates.at(-1);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollLeft = 0;
  }, [lastDay, heatmap.dates.length]);
  const virtualDays = days.getVirtualItems();
  const left = (virtualDays[0]?.start ?? fixedWidth) - fixedWidth;
  const width = days.getTotalSize();
  /** The day (an index of `dates`) shown at a position from the left: the latest first. */
  const dayAt = (position: number) => heatmap.dates.length - 1 - position;
  const dayStrip = (cell: (index: number) => ReactNode) => (
    <div style={{ display: 'flex', gap: GAP, paddingLeft: left }}>
      {virtualDays.map((d) => cell(dayAt(d.index)))}
    </div>
  );
  const newestInView = dayAt(virtualDays[0]?.index ?? 0);
  /** A term's day cells; a filled-in gap is one cell over its days, from its latest day in view. */
  const termDays = (keyword: HeatmapKeyword) => {
    const filled = new Set(keyword.interpolated);
    return dayStrip((i) => {
      if (filled.has(i) && filled.has(i + 1) && i < newestInView) return null;
      let span = 1;
      while (filled.has(i) && filled.has(i - span)) span += 1;
      return (
        <HeatmapDayCell
          key={i}
          keyword={keyword}
          index={i}
          view={view}
          span={span}
          tags={tagsOn(tags, keyword.keywordId, heatmap.dates[i]!)}
        />
      );
    });
  };
  const dayStyle: CSSProperties = {
    width: CELL,
    textAlign: 'center',
    lineHeight: `${ROW}px`,
    flex: 'none',
  };
  const average =
    view === 'impression'
      ? heatmap.aggregate.average.impressionRanks
      : heatmap.aggregate.average.organicRanks;

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" gap="xs">
        <HeatmapFilters columns={filterColumns} filters={filters} onChange={setFilters} />
        {filters.length > 0 && (
          <Text size="sm" role="status">
            {shown.length} of {heatmap.keywords.length} search terms
          </Text>
        )}
      </Group>
      <HeatmapLegend
        kind={view === 'organic' ? 'organic' : 'impression'}
        mixed={view === 'impressionVsOrganic'}
      />
      <div
        ref={scroller}
        role="table"
        aria-label="Rank heatmap"
        aria-rowcount={shown.length + 2}
        tabIndex={0}
        style={{
          height: 'calc(100vh - 260px)',
          minHeight: 320,
          overflow: 'auto',
          position: 'relative',
        }}
      >
        <div
          style={{
            width,
            position: 'sticky',
            top: 0,
            zIndex: 2,
            background: 'var(--mantine-color-body)',
          }}
        >
          <div role="row" style={{ display: 'flex', height: ROW }}>
            <RowCells
              role="columnheader"
              select={<span style={hidden}>Select</span>}
              term={
                <SortButton
                  label="Search term"
                  sort={sortedAs('keyword')}
                  onSort={() => sortBy('keyword')}
                />
              }
              sorted={sortedAs}
              columns={columns}
              cells={columns.map((c) => (
                <SortButton
                  key={c.id}
                  label={c.label}
                  sort={sortedAs(c.id)}
                  onSort={() => sortBy(c.id)}
                />
              ))}
              days={dayStrip((i) => {
                const key = `day:${i}`;
                return (
                  <div
                    key={i}
                    role="columnheader"
                    aria-label={heatmap.dates[i]}
                    aria-sort={sortedAs(key)}
                    style={{ ...dayStyle, fontSize: 10, lineHeight: 'normal', paddingTop: 2 }}
                  >
                    <SortButton
                      label={heatmap.dates[i]!}
                      sort={sortedAs(key)}
                      onSort={() => sortBy(key)}
                    >
                      <DayLabel day={heatmap.dates[i]!} />
                    </SortButton>
                  </div>
                );
              })}
            />
          </div>
          <div
            role="row"
            style={{
              display: 'flex',
              height: ROW,
              borderBottom: '1px solid var(--mantine-color-gray-4)',
            }}
          >
            <RowCells
              select=""
              term={
                <Text fw={600} size="sm" span>
                  Average ({heatmap.aggregate.total.keywordCount} terms)
                </Text>
              }
              columns={columns}
              cells={columns.map((c) => c.total(context))}
              days={dayStrip((i) => {
                const value = average[i] ?? null;
                return (
                  <div key={i} role="cell" style={{ ...dayStyle, fontSize: 12, fontWeight: 600 }}>
                    {value === null ? '' : Math.round(value)}
                  </div>
                );
              })}
            />
          </div>
        </div>
        {shown.length === 0 && (
          <Text c="dimmed" p="sm" style={{ position: 'sticky', left: 0 }}>
            No search terms match the filters.
          </Text>
        )}
        <div style={{ height: rows.getTotalSize(), width, position: 'relative' }}>
          {rows.getVirtualItems().map((r) => {
            const keyword = shown[r.index]!;
            return (
              <div
                key={keyword.keywordId}
                role="row"
                aria-rowindex={r.index + 3}
                style={{ position: 'absolute', top: r.start, height: ROW, display: 'flex', width }}
              >
                <RowCells
                  select={
                    onToggle ? (
                      <Checkbox
                        size="xs"
                        mt={6}
                        aria-label={`Select ${keyword.keyword}`}
                        checked={selected.has(keyword.keywordId)}
                        onChange={() => onToggle(keyword.keywordId)}
                      />
                    ) : null
                  }
                  term={<TermName keyword={keyword} onOpen={onOpen} />}
                  columns={columns}
                  cells={columns.map((c) => c.cell(keyword, context))}
                  days={termDays(keyword)}
                />
              </div>
            );
          })}
        </div>
      </div>
    </Stack>
  );
}

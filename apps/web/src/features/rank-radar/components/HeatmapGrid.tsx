import type { Heatmap, HeatmapKeyword, Highlight, MarketplaceTld } from '@fathom/contract';
import { Checkbox, Text, UnstyledButton } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type CSSProperties, type ReactNode } from 'react';
import type { ColumnContext, HeatmapColumnDef, HeatmapView } from '../lib/heatmap-columns';
import { tagsOn } from '../lib/highlights';
import { CELL, GAP, HeatmapDayCell, ROW } from './HeatmapDayCell';

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
}: {
  select: ReactNode;
  term: ReactNode;
  cells: ReactNode[];
  columns: readonly HeatmapColumnDef[];
  role?: 'cell' | 'columnheader';
  days: ReactNode;
}) {
  const style = role === 'cell' ? text : header;
  return (
    <>
      <div style={sticky}>
        <div role={role} style={{ ...style, width: SELECT_WIDTH }}>
          {select}
        </div>
        <div role={role} style={{ ...style, width: TERM_WIDTH }}>
          {term}
        </div>
      </div>
      {columns.map((column, i) => (
        <div key={column.id} role={role} style={{ ...style, width: column.width, flex: 'none' }}>
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

/**
 * The rank heatmap: a row per search term (and the average row on top), the chosen columns at
 * fixed widths, and a 40-wide cell per day with a gap of 1. Rows and day columns are both
 * virtualized, so 500 terms x 90 days stay quick.
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
  const context: ColumnContext = { heatmap, view, marketplace, ads };
  const fixedWidth = columns.reduce((sum, c) => sum + c.width, LEADING_WIDTH);
  const rows = useVirtualizer({
    count: heatmap.keywords.length,
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
  const virtualDays = days.getVirtualItems();
  const left = (virtualDays[0]?.start ?? fixedWidth) - fixedWidth;
  const width = days.getTotalSize();
  const dayStrip = (cell: (index: number) => ReactNode) => (
    <div style={{ display: 'flex', gap: GAP, paddingLeft: left }}>
      {virtualDays.map((d) => cell(d.index))}
    </div>
  );
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
    <div
      ref={scroller}
      role="table"
      aria-label="Rank heatmap"
      aria-rowcount={heatmap.keywords.length + 2}
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
            term="Search term"
            columns={columns}
            cells={columns.map((c) => (
              <span key={c.id} title={c.label}>
                {c.label}
              </span>
            ))}
            days={dayStrip((i) => (
              <div key={i} role="columnheader" style={{ ...dayStyle, fontSize: 10 }}>
                {heatmap.dates[i]!.slice(5)}
              </div>
            ))}
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
      <div style={{ height: rows.getTotalSize(), width, position: 'relative' }}>
        {rows.getVirtualItems().map((r) => {
          const keyword = heatmap.keywords[r.index]!;
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
                days={dayStrip((i) => (
                  <HeatmapDayCell
                    key={i}
                    keyword={keyword}
                    index={i}
                    view={view}
                    tags={tagsOn(tags, keyword.keywordId, heatmap.dates[i]!)}
                  />
                ))}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}

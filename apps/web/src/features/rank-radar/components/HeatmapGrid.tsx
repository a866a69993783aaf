import {
  KEYWORD_SOURCE_LABELS,
  LOW_VOLUME_CUTOFF,
  RANK_MESSAGES,
  type Heatmap,
  type HeatmapKeyword,
  type Highlight,
} from '@fathom/contract';
import { Checkbox, Text, UnstyledButton } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { rankColour } from '../lib/colours';
import { tagsOn } from '../lib/highlights';

export type HeatmapView = 'organic' | 'impression' | 'impressionVsOrganic';

const CELL = 40;
const GAP = 1;
const ROW = 28;
const FIXED = [
  { key: 'select', label: 'Select', width: 36 },
  { key: 'keyword', label: 'Search term', width: 220 },
  { key: 'sv', label: 'Search volume', width: 96 },
  { key: 'relevancy', label: 'Relevancy', width: 76 },
  { key: 'source', label: 'Source', width: 64 },
  { key: 'median', label: 'Median', width: 64 },
  { key: 'added', label: 'Date added', width: 96 },
  { key: 'ppcSpend', label: 'PPC spend', width: 84 },
  { key: 'topVariation', label: 'Top variation', width: 150 },
] as const;
const FIXED_WIDTH = FIXED.reduce((sum, c) => sum + c.width, 0);

const spend = (n: number | null) =>
  n === null
    ? '–'
    : n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function volume(sv: number | null) {
  if (sv === null) return <span aria-label="No search volume">–</span>;
  if (sv <= LOW_VOLUME_CUTOFF)
    return <span title={RANK_MESSAGES.lowVolume(LOW_VOLUME_CUTOFF)}>≤{LOW_VOLUME_CUTOFF}</span>;
  return sv.toLocaleString('en-US');
}

function Cell({
  keyword,
  index,
  view,
  tags = [],
}: {
  keyword: HeatmapKeyword;
  index: number;
  view: HeatmapView;
  /** Tags on this term on this day (spec §3 "Highlight"): the cell shows the first one's colour. */
  tags?: Highlight[];
}) {
  const organic = keyword.organicRanks[index] ?? null;
  const impression = keyword.impressionRanks[index] ?? null;
  const shownRank = view === 'organic' ? organic : view === 'impression' ? impression : organic;
  const background =
    view === 'organic' ? rankColour(organic, 'organic') : rankColour(impression, 'impression');
  const interpolated = keyword.interpolated.includes(index);
  const title =
    view === 'impressionVsOrganic'
      ? `Impression rank ${impression ?? '–'}, organic rank ${organic ?? '–'}`
      : shownRank === null
        ? RANK_MESSAGES.unranked
        : interpolated
          ? 'Filled in: average of the days around this gap'
          : undefined;
  const tag = tags[0];
  const tagged = tags.length ? `Tags: ${tags.map((t) => t.title).join(', ')}` : undefined;
  return (
    <div
      role="cell"
      title={[title, tagged].filter(Boolean).join('. ') || undefined}
      data-tagged={tag ? 'true' : undefined}
      style={{
        width: CELL,
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

/**
 * The rank heatmap: a row per search term (and the average row on top), a 40-wide cell per day
 * with a gap of 1. Rows and day columns are both virtualized, so 500 terms x 90 days stay quick.
 */
export function HeatmapGrid({
  heatmap,
  view,
  selected,
  onToggle,
  onOpen,
  tags = [],
}: {
  heatmap: Heatmap;
  view: HeatmapView;
  selected: Set<number>;
  /** Toggles a term's selection; without it (a member who may only see) rows have no checkbox. */
  onToggle?: (keywordId: number) => void;
  /** Opens a term's bottom drawer (a term row's search term is a button when given). */
  onOpen?: (keyword: HeatmapKeyword) => void;
  /** The tracker's tags: cells of tagged terms within a tag's dates are marked. */
  tags?: Highlight[];
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const rows = useVirtualizer({
    count: heatmap.keywords.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW,
    overscan: 8,
  });
  const columns = useVirtualizer({
    horizontal: true,
    count: heatmap.dates.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => CELL + GAP,
    overscan: 4,
    paddingStart: FIXED_WIDTH,
  });
  const virtualColumns = columns.getVirtualItems();
  const left = (virtualColumns[0]?.start ?? FIXED_WIDTH) - FIXED_WIDTH;
  const width = columns.getTotalSize();
  const average =
    view === 'impression'
      ? heatmap.aggregate.average.impressionRanks
      : heatmap.aggregate.average.organicRanks;

  const fixedCells = (cells: React.ReactNode[]) => (
    <div
      style={{
        position: 'sticky',
        left: 0,
        zIndex: 1,
        display: 'flex',
        background: 'var(--mantine-color-body)',
      }}
    >
      {FIXED.map((column, i) => (
        <div
          key={column.key}
          role="cell"
          style={{
            width: column.width,
            padding: '0 6px',
            overflow: 'hidden',
            whiteSpace: 'nowrap',
            textOverflow: 'ellipsis',
            fontSize: 13,
            lineHeight: `${ROW}px`,
          }}
        >
          {cells[i]}
        </div>
      ))}
    </div>
  );

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
          <div
            style={{
              position: 'sticky',
              left: 0,
              zIndex: 1,
              display: 'flex',
              background: 'var(--mantine-color-body)',
            }}
          >
            {FIXED.map((column) => (
              <div
                key={column.key}
                role="columnheader"
                style={{
                  width: column.width,
                  padding: '0 6px',
                  fontSize: 12,
                  fontWeight: 600,
                  lineHeight: `${ROW}px`,
                  whiteSpace: 'nowrap',
                  overflow: 'hidden',
                }}
              >
                {column.key === 'select' ? (
                  <span
                    className="visually-hidden"
                    style={{
                      position: 'absolute',
                      width: 1,
                      height: 1,
                      overflow: 'hidden',
                      clip: 'rect(0 0 0 0)',
                    }}
                  >
                    Select
                  </span>
                ) : (
                  column.label
                )}
              </div>
            ))}
          </div>
          <div style={{ display: 'flex', gap: GAP, paddingLeft: left }}>
            {virtualColumns.map((c) => (
              <div
                key={c.key}
                role="columnheader"
                style={{ width: CELL, fontSize: 10, textAlign: 'center', lineHeight: `${ROW}px` }}
              >
                {heatmap.dates[c.index]!.slice(5)}
              </div>
            ))}
          </div>
        </div>
        <div
          role="row"
          style={{
            display: 'flex',
            height: ROW,
            borderBottom: '1px solid var(--mantine-color-gray-4)',
          }}
        >
          {fixedCells([
            '',
            <Text key="t" fw={600} size="sm" span>
              Average ({heatmap.aggregate.total.keywordCount} terms)
            </Text>,
            heatmap.aggregate.total.searchVolume.toLocaleString('en-US'),
            heatmap.aggregate.average.relevancy ?? '–',
            '',
            '',
            '',
            `${heatmap.aggregate.total.totalAdDataKeywordCount} with PPC`,
            '',
          ])}
          <div style={{ display: 'flex', gap: GAP, paddingLeft: left }}>
            {virtualColumns.map((c) => {
              const value = average[c.index] ?? null;
              return (
                <div
                  key={c.key}
                  role="cell"
                  style={{
                    width: CELL,
                    fontSize: 12,
                    textAlign: 'center',
                    lineHeight: `${ROW}px`,
                    fontWeight: 600,
                  }}
                >
                  {value === null ? '' : Math.round(value)}
                </div>
              );
            })}
          </div>
        </div>
      </div>
      <div style={{ height: rows.getTotalSize(), width, position: 'relative' }}>
        {rows.getVirtualItems().map((r) => {
          const keyword = heatmap.keywords[r.index]!;
          const medianRank =
            view === 'impression' ? keyword.medianImpressionRank : keyword.medianOrganicRank;
          return (
            <div
              key={keyword.keywordId}
              role="row"
              aria-rowindex={r.index + 3}
              style={{
                position: 'absolute',
                top: r.start,
                height: ROW,
                display: 'flex',
                width,
              }}
            >
              {fixedCells([
                onToggle ? (
                  <Checkbox
                    key="c"
                    size="xs"
                    mt={6}
                    aria-label={`Select ${keyword.keyword}`}
                    checked={selected.has(keyword.keywordId)}
                    onChange={() => onToggle(keyword.keywordId)}
                  />
                ) : (
                  <span key="c" />
                ),
                onOpen ? (
                  <UnstyledButton
                    key="k"
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
                    {keyword.keyword}
                    {keyword.isPaused ? ' (paused)' : ''}
                  </UnstyledButton>
                ) : (
                  <span
                    key="k"
                    title={keyword.keyword}
                    style={keyword.isPaused ? { fontStyle: 'italic' } : undefined}
                  >
                    {keyword.keyword}
                    {keyword.isPaused ? ' (paused)' : ''}
                  </span>
                ),
                volume(keyword.searchVolume),
                keyword.relevancy === null ? '–' : keyword.relevancy.toFixed(2),
                KEYWORD_SOURCE_LABELS[keyword.source],
                medianRank === null ? '–' : Math.round(medianRank),
                keyword.dateAdded,
                spend(keyword.ppcSpend),
                keyword.organicRankTopVariationAsin ? (
                  <span key="v" title={keyword.organicRankTopVariationAttributes ?? undefined}>
                    {keyword.organicRankTopVariationAsin}
                    {keyword.organicRankTopVariationAttributes
                      ? ` (${keyword.organicRankTopVariationAttributes})`
                      : ''}
                  </span>
                ) : (
                  '–'
                ),
              ])}
              <div style={{ display: 'flex', gap: GAP, paddingLeft: left }}>
                {virtualColumns.map((c) => (
                  <Cell
                    key={c.key}
                    keyword={keyword}
                    index={c.index}
                    view={view}
                    tags={tagsOn(tags, keyword.keywordId, heatmap.dates[c.index]!)}
                  />
                ))}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}

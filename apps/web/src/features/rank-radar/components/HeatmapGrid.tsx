import { DEFAULT_GRID_STATE, type GridSelection, type GridState } from '@fathom/contract';
import type { Heatmap, HeatmapKeyword, Highlight, MarketplaceTld } from '@fathom/contract';
import { Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { DataGrid } from '../../../components/DataGrid';
import type { ColumnContext, HeatmapColumnDef, HeatmapView } from '../lib/heatmap-columns';
import { passes, type CellValue, type HeatmapFilter } from '../lib/heatmap-filters';

import { HeatmapFilters, type FilterColumn } from './HeatmapFilters';
import { HeatmapLegend } from './HeatmapLegend';
import {
  averageRow,
  heatmapCellProps,
  heatmapGridColumns,
  rankOf,
  ROW,
} from './heatmap-grid-columns';

const TEXT_COLUMNS = new Set(['source', 'dateAdded', 'topVariation']);
const NO_TAGS: Highlight[] = [];

/**
 * The rank heatmap on the DataGrid: a row per search term under the Average row (kept under the
 * header), the chosen columns, then a 40-wide column per day from the latest, beside the chosen
 * columns, to the earliest, so the grid opens on the search term, its columns and its latest
 * ranks together. Rows and day columns are virtualized, so 500 terms x 365 days stay quick;
 * headers sort (blanks last either way) and the filters narrow the terms, both in the browser.
 */
export function HeatmapGrid({
  heatmap,
  view,
  columns,
  marketplace,
  ads,
  selected,
  onSelect,
  onOpen,
  tags = NO_TAGS,
}: {
  heatmap: Heatmap;
  view: HeatmapView;
  /** The chosen columns, in order. */
  columns: readonly HeatmapColumnDef[];
  marketplace: MarketplaceTld;
  ads: ColumnContext['ads'];
  /** The selected terms' ids. */
  selected: Set<number>;
  /** Sets the selected terms; without it (a member who may only see) rows have no checkbox. */
  onSelect?: (ids: Set<number>) => void;
  /** Opens a term's bottom drawer (a term row's search term is a button when given). */
  onOpen?: (keyword: HeatmapKeyword) => void;
  /** The tracker's tags: cells of tagged terms within a tag's dates are marked. */
  tags?: Highlight[];
}) {
  const [filters, setFilters] = useState<HeatmapFilter[]>([]);
  // Sort held here: a new period remounts the grid (to open on its latest days) and keeps it.
  const [state, setState] = useState<GridState>(DEFAULT_GRID_STATE);
  const context: ColumnContext = useMemo(
    () => ({ heatmap, view, marketplace, ads }),
    [heatmap, view, marketplace, ads],
  );
  const gridColumns = useMemo(
    () => heatmapGridColumns(context, columns, onOpen),
    [context, columns, onOpen],
  );
  const valueOf = (key: string, k: HeatmapKeyword): CellValue => {
    if (key === 'keyword') return k.keyword;
    if (key === 'latestRank') return rankOf(k, heatmap.dates.length - 1, view);
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
  const shown = filters.length
    ? heatmap.keywords.filter((k) => filters.every((f) => passes(valueOf(f.column, k), f)))
    : heatmap.keywords;

  const selection: GridSelection = { mode: 'ids', ids: [...selected].map(String) };
  const select = (next: GridSelection) => {
    if (!onSelect) return;
    if (next.mode === 'ids') onSelect(new Set(next.ids.map(Number)));
    else {
      const except = new Set(next.except);
      onSelect(new Set(shown.map((k) => k.keywordId).filter((id) => !except.has(String(id)))));
    }
  };

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
      <DataGrid
        // A new period opens on its latest days, the first ones beside the chosen columns.
        key={`${heatmap.dates.at(-1) ?? ''}:${heatmap.dates.length}`}
        label="Rank heatmap"
        columns={gridColumns}
        data={shown}
        getRowId={(k) => String(k.keywordId)}
        rowLabel={(k) => `Select ${k.keyword}`}
        state={state}
        onStateChange={setState}
        selectable={onSelect !== undefined}
        selection={selection}
        onSelectionChange={select}
        summaryRows={[averageRow(context, columns)]}
        cellProps={heatmapCellProps(context, tags)}
        rowHeight={ROW}
        height="calc(100vh - 260px)"
        rowNoun={['search term', 'search terms']}
        emptyText="No search terms match the filters."
        searchable={false}
        columnsMenu={false}
      />
    </Stack>
  );
}

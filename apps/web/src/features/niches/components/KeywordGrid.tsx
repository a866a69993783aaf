import {
  diveEndpoints,
  type Competitor,
  type GridSelection,
  type KeywordList,
  type KeywordRow,
} from '@fathom/contract';
import { useMemo, useState, type ReactNode } from 'react';
import { DataGrid, type GridContextTarget } from '../../../components/DataGrid';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { keywordColumns } from './keyword-columns';

interface KeywordGridProps {
  nicheId: number;
  nicheLabel: string;
  list: KeywordList;
  competitors: Competitor[] | undefined;
  height: number | string;
  /** Selected keywords, held by the page (root mode shares them). */
  selection?: GridSelection;
  onSelectionChange?: (selection: GridSelection) => void;
  /** A menu on right click (or Shift+F10) over the selected keywords, or the keyword clicked. */
  contextMenu?: (target: KeywordsTarget | null, close: () => void) => ReactNode;
  /** Actions beside the grid's filter (Add keywords on the master list). */
  toolbar?: ReactNode;
  /** Delete or Backspace on selected keywords: asks to remove them from the lists. */
  onRemoveKeywords?: (keywords: string[]) => void;
  /** Lines pasted into the grid: keywords to add by hand. */
  onPasteKeywords?: (text: string) => void;
}

/** The keywords a context menu acts on, and where it opens. */
export interface KeywordsTarget {
  keywords: string[];
  x: number;
  y: number;
}

/** The selected keywords when the row clicked is one of them, else the row clicked alone. */
export function keywordsTarget({ row, selected, x, y }: GridContextTarget<KeywordRow>) {
  const rows = selected.some((r) => r.keyword === row.keyword) ? selected : [row];
  return { keywords: rows.map((r) => r.keyword), x, y };
}

const LIST_FILE_NAMES: Record<KeywordList, string> = {
  mkl: 'master-keyword-list',
  outlier: 'outliers',
  residue: 'residue',
};

const keywordText = (row: KeywordRow) => row.keyword;
const keywordId = (row: KeywordRow) => row.keyword;
const NOUN = ['keyword', 'keywords'] as const;

function fileName(label: string, list: KeywordList): string {
  const slug = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'niche'}-${LIST_FILE_NAMES[list]}.csv`;
}

/** One keyword list of the niche in the shared grid, a rank column per competitor. */
export function KeywordGrid({
  nicheId,
  nicheLabel,
  list,
  competitors,
  height,
  selection,
  onSelectionChange,
  contextMenu,
  toolbar,
  onRemoveKeywords,
  onPasteKeywords,
}: KeywordGridProps) {
  const [menu, setMenu] = useState<KeywordsTarget | null>(null);
  const keywords = useEndpointQuery(diveEndpoints.keywords, {
    params: { nicheId },
    query: { list },
  });
  const columns = useMemo(() => keywordColumns(competitors ?? []), [competitors]);
  return (
    <>
      <DataGrid
        label={`${nicheLabel} keywords`}
        columns={columns}
        data={competitors ? keywords.data : undefined}
        getRowId={keywordId}
        loading={keywords.isPending || !competitors}
        error={keywords.error}
        preferencesKey="niche-mkl"
        nicheId={nicheId}
        height={height}
        getSearchText={keywordText}
        searchPlaceholder="Filter keywords"
        exportFileName={fileName(nicheLabel, list)}
        rowNoun={NOUN}
        emptyText="No keywords in this list"
        selection={selection}
        onSelectionChange={onSelectionChange}
        toolbar={toolbar}
        onRowContextMenu={contextMenu ? (target) => setMenu(keywordsTarget(target)) : undefined}
        onDeleteRows={
          onRemoveKeywords ? (rows) => onRemoveKeywords(rows.map((k) => k.keyword)) : undefined
        }
        onPasteText={
          onPasteKeywords && ((text) => (text.trim() ? onPasteKeywords(text) : undefined))
        }
      />
      {contextMenu?.(menu, () => setMenu(null))}
    </>
  );
}

import {
  diveEndpoints,
  type Competitor,
  type GridSelection,
  type KeywordList,
  type KeywordRow,
} from '@fathom/contract';
import { useMemo, type ReactNode } from 'react';
import { DataGrid } from '../../../components/DataGrid';
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
  toolbar?: ReactNode;
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
  toolbar,
}: KeywordGridProps) {
  const keywords = useEndpointQuery(diveEndpoints.keywords, {
    params: { nicheId },
    query: { list },
  });
  const columns = useMemo(() => keywordColumns(competitors ?? []), [competitors]);
  return (
    <DataGrid
      label={`${nicheLabel} keywords`}
      columns={columns}
      data={competitors ? keywords.data : undefined}
      getRowId={keywordId}
      loading={keywords.isPending || !competitors}
      error={keywords.error}
      preferencesKey="niche-mkl"
      height={height}
      getSearchText={keywordText}
      searchPlaceholder="Filter keywords"
      exportFileName={fileName(nicheLabel, list)}
      rowNoun={NOUN}
      emptyText="No keywords in this list"
      selection={selection}
      onSelectionChange={onSelectionChange}
      toolbar={toolbar}
    />
  );
}

import {
  compactNumber,
  KEYWORD_SOURCE_LABELS,
  type AdData,
  type Heatmap,
  type HeatmapColumn,
  type HeatmapKeyword,
  type MarketplaceTld,
  type SqpData,
} from '@fathom/contract';
import type { ReactNode } from 'react';
import { formatScore } from '../../../lib/format';
import { count, money, percent } from './figures';
import { SearchVolume } from './search-volume';
import type { CellValue } from './heatmap-filters';

export type HeatmapView = 'organic' | 'impression' | 'impressionVsOrganic';
export type HeatmapColumnGroup = 'Search term' | 'PPC' | 'SQP';

/** What the cells of the optional columns read besides their term. */
export interface ColumnContext {
  heatmap: Heatmap;
  view: HeatmapView;
  marketplace: MarketplaceTld;
  /** Ad data of the heatmap's window per term id, with the terms together; absent until loaded. */
  ads: { byTerm: ReadonlyMap<number, AdData>; aggregate: AdData } | undefined;
}

export interface HeatmapColumnDef {
  id: HeatmapColumn;
  label: string;
  group: HeatmapColumnGroup;
  width: number;
  cell: (keyword: HeatmapKeyword, ctx: ColumnContext) => ReactNode;
  /** What the column's sort and filters read of a term. */
  value: (keyword: HeatmapKeyword, ctx: ColumnContext) => CellValue;
  /** The cell of the average row on top. */
  total: (ctx: ColumnContext) => ReactNode;
}

function topVariation(keyword: HeatmapKeyword) {
  const asin = keyword.organicRankTopVariationAsin;
  if (!asin) return '–';
  const attributes = keyword.organicRankTopVariationAttributes;
  return (
    <span title={attributes ?? undefined}>
      {asin}
      {attributes ? ` (${attributes})` : ''}
    </span>
  );
}

/** The term's median rank of the view's kind, rounded; ranks of 101 or more are never in it. */
const medianOf = (k: HeatmapKeyword, { view }: ColumnContext) => {
  const rank = view === 'impression' ? k.medianImpressionRank : k.medianOrganicRank;
  return rank === null ? null : Math.round(rank);
};

const term = (
  id: HeatmapColumn,
  label: string,
  width: number,
  value: HeatmapColumnDef['value'],
  cell: HeatmapColumnDef['cell'],
  total: HeatmapColumnDef['total'] = () => '',
): HeatmapColumnDef => ({ id, label, group: 'Search term', width, value, cell, total });

type Format = (n: number | null | undefined, tld: MarketplaceTld) => string;
const asMoney: Format = money;
const asPercent: Format = (n) => percent(n);
const asCount: Format = (n) => count(n);

/** A PPC column: the term's figure from the ad data, '' while it loads. */
const ppc = (
  id: keyof AdData & HeatmapColumn,
  label: string,
  format: Format,
): HeatmapColumnDef => ({
  id,
  label,
  group: 'PPC',
  width: 96,
  value: (keyword, { ads }) => ads?.byTerm.get(keyword.keywordId)?.[id] ?? null,
  cell: (keyword, { ads, marketplace }) =>
    ads ? format(ads.byTerm.get(keyword.keywordId)?.[id] ?? null, marketplace) : '',
  total: ({ ads, marketplace }) => (ads ? format(ads.aggregate[id], marketplace) : ''),
});

/** An SQP column: a figure of the heatmap's sqpData of the term, and of the terms together. */
const sqp = (
  id: HeatmapColumn,
  label: string,
  read: (d: SqpData) => number | null | undefined,
  format: Format,
): HeatmapColumnDef => ({
  id,
  label,
  group: 'SQP',
  width: 104,
  value: (keyword) => (keyword.sqpData ? (read(keyword.sqpData) ?? null) : null),
  cell: (keyword, { marketplace }) =>
    format(keyword.sqpData ? read(keyword.sqpData) : null, marketplace),
  total: ({ heatmap, marketplace }) => format(read(heatmap.aggregate.average.sqpData), marketplace),
});

const STAGES = [
  ['impressions', 'impressions', 'Impression'],
  ['clicks', 'clicks', 'Click'],
  ['cartAdds', 'cart adds', 'Cart add'],
  ['purchases', 'purchases', 'Purchase'],
] as const;

/** Every optional column, in the chooser's and the grid's order. */
export const HEATMAP_COLUMN_DEFS: readonly HeatmapColumnDef[] = [
  term(
    'searchVolume',
    'Search volume',
    112,
    (k) => k.searchVolume,
    (k) => <SearchVolume value={k.searchVolume} />,
    ({ heatmap }) => {
      const sv = heatmap.aggregate.total.searchVolume;
      return <span title={sv.toLocaleString('en-US')}>{compactNumber(sv)}</span>;
    },
  ),
  term(
    'relevancy',
    'Relevancy',
    84,
    (k) => k.relevancy,
    (k) => (k.relevancy === null ? '–' : formatScore(k.relevancy)),
    ({ heatmap }) => heatmap.aggregate.average.relevancy ?? '–',
  ),
  term(
    'source',
    'Source',
    64,
    (k) => KEYWORD_SOURCE_LABELS[k.source],
    (k) => KEYWORD_SOURCE_LABELS[k.source],
  ),
  term('median', 'Median', 64, medianOf, (k, ctx) => {
    const rank = medianOf(k, ctx);
    return rank === null ? '–' : rank;
  }),
  term(
    'dateAdded',
    'Date added',
    96,
    (k) => k.dateAdded,
    (k) => k.dateAdded,
  ),
  {
    id: 'ppcSpend',
    label: 'PPC spend',
    group: 'PPC',
    width: 96,
    value: (k) => k.ppcSpend,
    cell: (k, { marketplace }) => money(k.ppcSpend, marketplace),
    total: ({ heatmap }) => `${heatmap.aggregate.total.totalAdDataKeywordCount} with PPC`,
  },
  term('topVariation', 'Top variation', 150, (k) => k.organicRankTopVariationAsin, topVariation),
  ppc('ppcSales', 'PPC sales', asMoney),
  ppc('acos', 'ACoS', asPercent),
  ppc('impressionRank', 'Impression rank', asCount),
  ppc('impressionRankShare', 'Impression rank share', asPercent),
  ppc('exactMatches', 'Exact matches', asCount),
  ppc('phraseMatches', 'Phrase matches', asCount),
  ppc('broadMatches', 'Broad matches', asCount),
  ppc('autoMatches', 'Auto matches', asCount),
  ppc('costPerClicks', 'CPC', asMoney),
  ppc('clickThroughRate', 'PPC CTR', asPercent),
  ppc('conversionRate', 'PPC CVR', asPercent),
  ppc('totalImpressions', 'PPC impressions', asCount),
  ppc('totalClicks', 'PPC clicks', asCount),
  ppc('totalOrders', 'PPC orders', asCount),
  sqp('searchQueryScore', 'SQP score', (d) => d.searchQueryScore, asCount),
  sqp('searchQueryVolume', 'SQP volume', (d) => d.searchQueryVolume, asCount),
  sqp('numberOfDaysWithData', 'SQP days with data', (d) => d.numberOfDaysWithData, asCount),
  ...STAGES.flatMap(([stage, plural, singular]) => [
    sqp(`${stage}Total`, `SQP ${plural}`, (d) => d[stage]?.totalCount, asCount),
    sqp(`${stage}Asin`, `ASIN ${plural}`, (d) => d[stage]?.asinCount, asCount),
    sqp(`${stage}Share`, `${singular} share`, (d) => d[stage]?.asinShare, asPercent),
  ]),
  sqp('clicksClickRate', 'Click rate', (d) => d.clicksClickRate, asPercent),
  sqp('cartAddsCartAddRate', 'Cart add rate', (d) => d.cartAddsCartAddRate, asPercent),
  sqp('purchasesPurchaseRate', 'Purchase rate', (d) => d.purchasesPurchaseRate, asPercent),
  sqp('ctrTotal', 'SQP CTR', (d) => d.ctrTotal, asPercent),
  sqp('ctrAsin', 'ASIN CTR', (d) => d.ctrAsin, asPercent),
  sqp('cvrTotal', 'SQP CVR', (d) => d.cvrTotal, asPercent),
  sqp('cvrAsin', 'ASIN CVR', (d) => d.cvrAsin, asPercent),
];

/** The definitions of the columns shown, in the grid's order. */
export function visibleColumns(shown: readonly HeatmapColumn[]): HeatmapColumnDef[] {
  const set = new Set(shown);
  return HEATMAP_COLUMN_DEFS.filter((c) => set.has(c.id));
}

/** Whether a PPC column that reads the ad data (every one but PPC spend) is shown. */
export const needsAdData = (columns: readonly HeatmapColumnDef[]) =>
  columns.some((c) => c.group === 'PPC' && c.id !== 'ppcSpend');

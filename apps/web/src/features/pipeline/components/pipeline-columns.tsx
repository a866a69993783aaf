import {
  competitionStrengthBand,
  isLowSearchVolume,
  LOW_SEARCH_VOLUME,
  marketplace,
  MONEY_COMPARED_IN_USD,
  keywordStrengthBand,
  launchKeywordsBand,
  medianDaysListedBand,
  medianReviewCountBand,
  relevantKeywordsBand,
  SHIPPING_METHOD_NAMES,
  type BandColor,
  type PipelineField,
  type PipelineRow,
} from '@fathom/contract';
import type { ReactNode } from 'react';
import { createGridColumnHelper, type GridColumnDef } from '../../../components/DataGrid';
import { MarketplaceCode } from '../../../components/MarketplaceSelect';
import {
  formatDate,
  formatEstimate,
  formatNumber,
  formatPercent,
  formatPrice,
  formatReturn,
  formatScore,
} from '../../../lib/format';
import { fieldFilterType } from '../lib/pipeline-view';
import { EvaluationBadge, evaluationText } from '../../../entities/niches/EvaluationBadge';
import {
  BandCell,
  ChipsCell,
  Dash,
  LabelCell,
  ProfitCell,
  SearchVolumeCell,
} from './pipeline-cells';

const helper = createGridColumnHelper<PipelineRow>();
type NumberField = {
  [K in PipelineField]: PipelineRow[K & keyof PipelineRow] extends number | null ? K : never;
}[PipelineField & keyof PipelineRow];

/**
 * A sortable, filterable column of a pipeline field. Its value is the text the cell shows
 * ('' when empty), which is what Copy and Copy with Headers give: "$34.99", "63%", "2026-02-07".
 */
function field<K extends PipelineField & keyof PipelineRow>(
  id: K,
  header: string,
  size: number,
  text: (row: PipelineRow) => string,
  render: (row: PipelineRow) => ReactNode = (row) => text(row) || <Dash />,
): GridColumnDef<PipelineRow> {
  const numeric = fieldFilterType(id) === 'number';
  return helper.accessor(text, {
    id,
    header,
    size,
    cell: ({ row }) => render(row.original),
    meta: {
      label: header,
      align: numeric ? 'end' : 'start',
      filter: fieldFilterType(id),
    },
  });
}

const shown = (value: number | null, format: (value: number) => string) =>
  value === null ? '' : format(value);

const count = (id: NumberField, header: string, size = 110) =>
  field(id, header, size, (row) => shown(row[id], formatNumber));

/**
 * Money shows in the marketplace's currency (estimates in whole units), and sorts and filters in US
 * dollars (contract).
 */
const money = (id: NumberField, header: string, size = 120, format = formatPrice) => {
  const column = field(id, header, size, (row) =>
    shown(row[id], (cents) => format(cents, row.marketplace)),
  );
  return { ...column, meta: { ...column.meta, description: MONEY_COMPARED_IN_USD } };
};

/** A share of a total as a whole percentage, typed in its filter as a percent (20 for 20%). */
const percent = (id: NumberField, header: string, size = 110) =>
  field(id, header, size, (row) => shown(row[id], formatPercent));

/**
 * A score from 0 to 1 (relevancy, strengths) with two decimals, as the niche pages and settings
 * show it, and filtered as shown. Its band is that of the figure shown, as its filter compares the
 * figure shown: 0.7968 reads 0.80, in the red of 0.8 or more.
 */
const score = (id: NumberField, header: string, band?: (v: number) => BandColor, size = 110) =>
  field(
    id,
    header,
    size,
    (row) => shown(row[id], formatScore),
    (row) => {
      const value = row[id];
      if (value === null) return <Dash />;
      const text = formatScore(value);
      return band ? <BandCell text={text} band={band(Number(text))} /> : text;
    },
  );

const banded = (id: NumberField, header: string, band: (v: number) => BandColor, size = 100) =>
  field(
    id,
    header,
    size,
    (row) => shown(row[id], formatNumber),
    (row) => {
      const value = row[id];
      return value === null ? <Dash /> : <BandCell text={formatNumber(value)} band={band(value)} />;
    },
  );

const volume = (id: 'minSearchVolume' | 'maxSearchVolume', header: string) =>
  field(
    id,
    header,
    100,
    (row) =>
      shown(row[id], (sv) => (isLowSearchVolume(sv) ? `≤${LOW_SEARCH_VOLUME}` : formatNumber(sv))),
    (row) => <SearchVolumeCell volume={row[id]} />,
  );

const date = (id: 'oldestResearchDate' | 'newestResearchDate' | 'createdAt', header: string) =>
  field(id, header, 130, (row) => (row[id] ? formatDate(row[id], row.marketplace) : ''));

const chips = (id: 'spaces' | 'labels' | 'assignees', header: string) =>
  helper.accessor((row) => row[id].map((tag) => tag.name).join(', '), {
    id,
    header,
    size: 180,
    enableSorting: false,
    cell: ({ row }) => <ChipsCell names={row.original[id].map((tag) => tag.name)} />,
    meta: { label: header },
  });

type ProfitKind = 'money' | 'return' | 'turns' | 'method';

/** PROFITS' results (spec §3): hidden by default; an empty cell says what it waits for. */
export const PROFIT_COLUMNS = [
  ['shippingMethod', 'Shipping method', 'method'],
  ['turnsPerYear', 'Turns per year', 'turns'],
  ['landedCostPerProduct', 'Landed cost per product', 'money'],
  ['netRevenuePerProduct', 'Net revenue per product', 'money'],
  ['netRevenuePercentPerOrder', 'Net revenue % per order', 'return'],
  ['roiPercentPerOrder', 'ROI % per order', 'return'],
  ['netRevenuePerProductPerYear', 'Net revenue per product per year', 'money'],
  ['roiPercentPerYear', 'ROI % per year', 'return'],
  ['breakevenSellingPrice', 'Breakeven selling price', 'money'],
  ['budgetRequiredToLaunch', 'Budget required to launch', 'money'],
] as const satisfies readonly (readonly [keyof PipelineRow, string, ProfitKind])[];

function profitText(row: PipelineRow, id: (typeof PROFIT_COLUMNS)[number][0], kind: ProfitKind) {
  const value = row[id];
  if (value === null) return null;
  if (kind === 'method') return SHIPPING_METHOD_NAMES[value as keyof typeof SHIPPING_METHOD_NAMES];
  if (kind === 'money') return formatPrice(value as number, row.marketplace);
  if (kind === 'return') return formatReturn(value as number);
  return (value as number).toFixed(2);
}

const profit = ([id, header, kind]: (typeof PROFIT_COLUMNS)[number]) =>
  helper.accessor((row) => profitText(row, id, kind), {
    id,
    header,
    size: 150,
    enableSorting: false,
    cell: ({ row, getValue }) => <ProfitCell value={getValue()} tld={row.original.marketplace} />,
    meta: {
      label: header,
      align: kind === 'method' ? undefined : 'end',
      exportValue: (value) => (value as string | null) ?? '',
    },
  });

const evaluationOf = (row: PipelineRow) => ({
  status: row.evaluationStatus,
  score: row.evaluationScore,
  needAnswer: row.evaluationQuestionsNeedAnswer,
});

const evaluation = helper.accessor((row) => evaluationText(evaluationOf(row)), {
  id: 'evaluation',
  header: 'Evaluation',
  size: 100,
  enableSorting: false,
  cell: ({ row }) => <EvaluationBadge {...evaluationOf(row.original)} />,
  meta: { label: 'Evaluation' },
});

/**
 * Every field of the pipeline row as a column (spec: niche-pipeline §3 "Niche row"): the niche
 * and its marketplace, then the figures a seller decides on (evaluation, the banded ratings,
 * price, sales, revenue), then the hero keyword, the keyword list's figures, the history, tags
 * and notes, then the profits.
 */
export const pipelineColumns: GridColumnDef<PipelineRow>[] = [
  {
    ...field(
      'label',
      'Niche',
      176,
      (row) => row.label,
      (row) => <LabelCell niche={row} />,
    ),
    enableHiding: false,
    meta: { label: 'Niche', pinned: true, filter: 'text' },
  },
  field(
    'marketplace',
    'Marketplace',
    112,
    (row) => marketplace(row.marketplace).code,
    (row) => <MarketplaceCode tld={row.marketplace} />,
  ),
  evaluation,
  score('competitionStrength', 'Competition strength', competitionStrengthBand, 122),
  score('keywordStrength', 'Keyword strength', keywordStrengthBand, 100),
  banded('medianReviewCount', 'Median review count', medianReviewCountBand, 126),
  banded('medianDaysListed', 'Median days listed', medianDaysListedBand, 126),
  banded('numRelevantKeywords', 'Relevant keywords', relevantKeywordsBand),
  banded('numLaunchKeywords', 'Launch keywords', launchKeywordsBand),
  money('medianPriceCents', 'Median price', 110),
  count('medianSales', 'Median sales', 100),
  money('medianRevenueCents', 'Median revenue', 120, formatEstimate),
  field('medianRating', 'Median rating', 100, (row) =>
    shown(row.medianRating, (rating) => rating.toFixed(1)),
  ),
  field('heroKeyword', 'Hero keyword', 160, (row) => row.heroKeyword ?? ''),
  count('numCompetitors', 'Competitors', 122),
  count('numKeywords', 'Keywords', 100),
  count('totalSvOfKeywords', 'Keywords SV', 110),
  field('heroAsin', 'Hero ASIN', 120, (row) => row.heroAsin),
  count('numVisibleKeywords', 'Visible keywords', 110),
  count('totalSvOfVisibleKeywords', 'Visible keywords SV', 110),
  score('minRelevancy', 'Min relevancy'),
  volume('minSearchVolume', 'Min SV'),
  volume('maxSearchVolume', 'Max SV'),
  count('medianSalesLower', 'Median sales (lower)', 110),
  count('medianSalesHigher', 'Median sales (higher)', 110),
  money('medianRevenueLowerCents', 'Median revenue (lower)', 120, formatEstimate),
  money('medianRevenueHigherCents', 'Median revenue (higher)', 120, formatEstimate),
  count('numVeryStrongCompetitors', 'Very strong competitors', 110),
  percent('percentVeryStrongCompetitors', 'Very strong competitors %'),
  count('jobCount', 'Dives', 90),
  date('newestResearchDate', 'Newest research'),
  date('oldestResearchDate', 'Oldest research'),
  date('createdAt', 'Created'),
  chips('spaces', 'Spaces'),
  chips('labels', 'Labels'),
  chips('assignees', 'Assignees'),
  field('notes', 'Notes', 240, (row) => row.notes),
  ...PROFIT_COLUMNS.map(profit),
];

/**
 * Columns that start hidden, so a laptop's width shows the niche and the figures a seller
 * decides on: the hero ASIN (the niche's name links to it), the visible-keyword and search
 * volume bounds, the lower ranges, the very strong competitors, the oldest research, the
 * creation date and the profits. The Columns panel shows any of them.
 */
export const DEFAULT_COLUMN_VISIBILITY: Record<string, boolean> = Object.fromEntries(
  [
    'heroAsin',
    'numVisibleKeywords',
    'totalSvOfVisibleKeywords',
    'minRelevancy',
    'minSearchVolume',
    'maxSearchVolume',
    'medianSalesLower',
    'medianSalesHigher',
    'medianRevenueLowerCents',
    'medianRevenueHigherCents',
    'numVeryStrongCompetitors',
    'percentVeryStrongCompetitors',
    'oldestResearchDate',
    'createdAt',
    ...PROFIT_COLUMNS.map(([id]) => id),
  ].map((id) => [id, false]),
);

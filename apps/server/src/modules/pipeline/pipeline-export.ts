import type { Writable } from 'node:stream';
import {
  csvCell,
  currencyDecimals,
  evaluationBadge,
  marketplace,
  moneyAmount,
  SHIPPING_METHOD_NAMES,
  type PipelineRow,
} from '@fathom/contract';
import { drained } from '../../lib/streams';

/**
 * The pipeline's export (spec: niche-pipeline §2 "Grid export panel"): one column per figure of
 * the grid, written as rows are read. CSV cells are quoted where needed (RFC 4180, CRLF); the
 * workbook's cells are typed: numbers, scores from 0 to 1 with two decimals, money in currency
 * units with the currency's decimals (two; none for yen), percents as shares with a percent format, and dates.
 */
type Kind = 'text' | 'int' | 'number' | 'score' | 'percent' | 'money' | 'date';

interface Column {
  title: string;
  kind: Kind;
  value: (row: PipelineRow) => string | number | null;
  width?: number;
}

const names = (tags: { name: string }[]) => tags.map((t) => t.name).join(', ');

export const EXPORT_COLUMNS: Column[] = [
  { title: 'Niche ID', kind: 'int', value: (r) => r.id },
  { title: 'Niche', kind: 'text', value: (r) => r.label, width: 30 },
  { title: 'Hero keyword', kind: 'text', value: (r) => r.heroKeyword, width: 24 },
  { title: 'Hero ASIN', kind: 'text', value: (r) => r.heroAsin, width: 13 },
  { title: 'Marketplace', kind: 'text', value: (r) => r.marketplace },
  { title: 'Spaces', kind: 'text', value: (r) => names(r.spaces), width: 20 },
  { title: 'Labels', kind: 'text', value: (r) => names(r.labels), width: 20 },
  { title: 'Assignees', kind: 'text', value: (r) => names(r.assignees), width: 20 },
  { title: 'Notes', kind: 'text', value: (r) => r.notes, width: 30 },
  { title: 'Competitors', kind: 'int', value: (r) => r.numCompetitors },
  { title: 'Keywords', kind: 'int', value: (r) => r.numKeywords },
  { title: 'Total SV of keywords', kind: 'int', value: (r) => r.totalSvOfKeywords },
  { title: 'Visible keywords', kind: 'int', value: (r) => r.numVisibleKeywords },
  { title: 'Total SV of visible keywords', kind: 'int', value: (r) => r.totalSvOfVisibleKeywords },
  { title: 'Min relevancy', kind: 'score', value: (r) => r.minRelevancy },
  { title: 'Min search volume', kind: 'int', value: (r) => r.minSearchVolume },
  { title: 'Max search volume', kind: 'int', value: (r) => r.maxSearchVolume },
  { title: 'Competition strength', kind: 'score', value: (r) => r.competitionStrength },
  { title: 'Keyword strength', kind: 'score', value: (r) => r.keywordStrength },
  { title: 'Median days listed', kind: 'int', value: (r) => r.medianDaysListed },
  { title: 'Median review count', kind: 'int', value: (r) => r.medianReviewCount },
  { title: 'Relevant keywords', kind: 'int', value: (r) => r.numRelevantKeywords },
  { title: 'Launch keywords', kind: 'int', value: (r) => r.numLaunchKeywords },
  { title: 'Median price', kind: 'money', value: (r) => r.medianPriceCents },
  { title: 'Median rating', kind: 'number', value: (r) => r.medianRating },
  { title: 'Median sales', kind: 'int', value: (r) => r.medianSales },
  { title: 'Median sales (lower)', kind: 'int', value: (r) => r.medianSalesLower },
  { title: 'Median sales (higher)', kind: 'int', value: (r) => r.medianSalesHigher },
  { title: 'Median revenue', kind: 'money', value: (r) => r.medianRevenueCents },
  { title: 'Median revenue (lower)', kind: 'money', value: (r) => r.medianRevenueLowerCents },
  { title: 'Median revenue (higher)', kind: 'money', value: (r) => r.medianRevenueHigherCents },
  { title: 'Very strong competitors', kind: 'int', value: (r) => r.numVeryStrongCompetitors },
  {
    title: 'Very strong competitors %',
    kind: 'percent',
    value: (r) => r.percentVeryStrongCompetitors,
  },
  { title: 'Dives', kind: 'int', value: (r) => r.jobCount },
  { title: 'Oldest research', kind: 'date', value: (r) => r.oldestResearchDate },
  { title: 'Newest research', kind: 'date', value: (r) => r.newestResearchDate },
  { title: 'Created', kind: 'date', value: (r) => r.createdAt },
  { title: 'AutoDive', kind: 'text', value: (r) => r.schedule },
  { title: 'Evaluation', kind: 'text', value: evaluationText },
  { title: 'Evaluation score', kind: 'int', value: (r) => r.evaluationScore },
  {
    title: 'Shipping method',
    kind: 'text',
    value: (r) => r.shippingMethod && SHIPPING_METHOD_NAMES[r.shippingMethod],
  },
  { title: 'Turns per year', kind: 'number', value: (r) => r.turnsPerYear },
  { title: 'Landed cost per product', kind: 'money', value: (r) => r.landedCostPerProduct },
  { title: 'Net revenue per product', kind: 'money', value: (r) => r.netRevenuePerProduct },
  { title: 'Net revenue % per order', kind: 'percent', value: (r) => r.netRevenuePercentPerOrder },
  { title: 'ROI % per order', kind: 'percent', value: (r) => r.roiPercentPerOrder },
  {
    title: 'Net revenue per product per year',
    kind: 'money',
    value: (r) => r.netRevenuePerProductPerYear,
  },
  { title: 'ROI % per year', kind: 'percent', value: (r) => r.roiPercentPerYear },
  { title: 'Breakeven selling price', kind: 'money', value: (r) => r.breakevenSellingPrice },
  { title: 'Budget required to launch', kind: 'money', value: (r) => r.budgetRequiredToLaunch },
];

/** The evaluation badge's text (spec §4), '*' when important questions are unanswered. */
function evaluationText(r: PipelineRow): string {
  const badge = evaluationBadge(
    r.evaluationStatus,
    r.evaluationScore,
    r.evaluationQuestionsNeedAnswer,
  );
  return badge.starred ? `${badge.label}*` : badge.label;
}

/** The currency of a row's money: its marketplace's (yen have no minor unit). */
const currencyOf = (row: PipelineRow) => marketplace(row.marketplace).currency;

const NUMBER_FORMATS: Partial<Record<Kind, string>> = {
  score: '0.00',
  money: '#,##0.00',
  percent: '0.00%',
  date: 'yyyy-mm-dd',
};

/**
 * A cell as the CSV shows it: scores at 4 decimals (0.7968), money in currency units, shares as
 * '40%', dates as days.
 */
function csvValue(
  kind: Kind,
  value: string | number | null,
  row: PipelineRow,
): string | number | null {
  if (value === null) return null;
  if (kind === 'score') return Math.round(Number(value) * 10_000) / 10_000;
  if (kind === 'money') return moneyAmount(Number(value), currencyOf(row));
  if (kind === 'percent') return `${Math.round(Number(value) * 1_000_000) / 10_000}%`;
  if (kind === 'date') return String(value).slice(0, 10);
  return value;
}

/** A cell as the workbook holds it: a number, a date or text. */
function xlsxValue(
  kind: Kind,
  value: string | number | null,
  row: PipelineRow,
): string | number | Date | null {
  if (value === null) return null;
  if (kind === 'money') return moneyAmount(Number(value), currencyOf(row));
  if (kind === 'date') return new Date(`${String(value).slice(0, 10)}T00:00:00Z`);
  return value;
}

export type RowBatches = (consume: (rows: PipelineRow[]) => Promise<void>) => Promise<void>;

async function write(out: Writable, chunk: string) {
  out.write(chunk);
  await drained(out);
}

export async function writeCsv(out: Writable, batches: RowBatches): Promise<void> {
  await write(out, EXPORT_COLUMNS.map((c) => csvCell(c.title)).join(',') + '\r\n');
  await batches(async (rows) => {
    let text = '';
    for (const row of rows)
      text +=
        EXPORT_COLUMNS.map((c) => csvCell(csvValue(c.kind, c.value(row), row))).join(',') + '\r\n';
    await write(out, text);
  });
  out.end();
}

export async function writeXlsx(out: Writable, batches: RowBatches): Promise<void> {
  // Loaded on first use: it is a large module most server processes never need.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Niches', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((c, i) => ({
    header: c.title,
    key: String(i),
    width: c.width ?? Math.max(12, c.title.length + 2),
    ...(NUMBER_FORMATS[c.kind] && { style: { numFmt: NUMBER_FORMATS[c.kind] } }),
  }));
  await batches(async (rows) => {
    for (const row of rows) {
      const added = sheet.addRow(EXPORT_COLUMNS.map((c) => xlsxValue(c.kind, c.value(row), row)));
      // Money of a currency without a minor unit (yen) shows no decimals.
      if (currencyDecimals(currencyOf(row)) === 0)
        EXPORT_COLUMNS.forEach((c, i) => {
          if (c.kind === 'money') added.getCell(i + 1).numFmt = '#,##0';
        });
      added.commit();
    }
    await drained(out);
  });
  sheet.commit();
  await workbook.commit();
}

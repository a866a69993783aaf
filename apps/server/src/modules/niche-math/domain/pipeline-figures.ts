import { RELEVANT_KEYWORD_RELEVANCY, type KeywordRowData } from './keyword-lists';

/** A competitor is very strong from this strength on: the top quality band (spec §9: 0.8 to 1). */
export const VERY_STRONG_COMPETITOR = 0.8;

/** The figures of a niche the pipeline adds to its metrics (spec: niche-pipeline §3 "Niche row"). */
export interface PipelineFigures {
  minRelevancy: number | null;
  minSearchVolume: number | null;
  maxSearchVolume: number | null;
  keywordStrength: number | null;
  medianSalesLower: number | null;
  medianSalesHigher: number | null;
  medianRevenueLowerCents: number | null;
  medianRevenueHigherCents: number | null;
  numVeryStrongCompetitors: number | null;
  percentVeryStrongCompetitors: number | null;
}

type Row = Pick<KeywordRowData, 'list' | 'searchVolume' | 'relevancy'>;

const masterList = (rows: Row[]) => rows.filter((r) => r.list === 'mkl');

/** The lowest relevancy and the lowest and highest search volume of the master keyword list. */
export function masterListRange(rows: Row[]): {
  minRelevancy: number | null;
  minSearchVolume: number | null;
  maxSearchVolume: number | null;
} {
  const mkl = masterList(rows);
  if (!mkl.length) return { minRelevancy: null, minSearchVolume: null, maxSearchVolume: null };
  const volumes = mkl.map((r) => r.searchVolume);
  return {
    minRelevancy: Math.min(...mkl.map((r) => r.relevancy)),
    minSearchVolume: Math.min(...volumes),
    maxSearchVolume: Math.max(...volumes),
  };
}

/**
 * How hard the niche's keywords are to win, 0 to 1 (higher is harder, like competition
 * strength): the share of the master list's search volume for which at least half of the niche's
 * products rank at most 45. Null without a master list.
 */
export function keywordStrength(rows: Row[]): number | null {
  let total = 0;
  let held = 0;
  for (const row of masterList(rows)) {
    total += row.searchVolume;
    if (row.relevancy >= RELEVANT_KEYWORD_RELEVANCY) held += row.searchVolume;
  }
  return total ? held / total : null;
}

/** Competitors in the top quality band (strength 0.8 or more): how many, and their share. */
export function veryStrongCompetitors(strengths: number[]): {
  numVeryStrongCompetitors: number | null;
  percentVeryStrongCompetitors: number | null;
} {
  if (!strengths.length)
    return { numVeryStrongCompetitors: null, percentVeryStrongCompetitors: null };
  const strong = strengths.filter((s) => s >= VERY_STRONG_COMPETITOR).length;
  return {
    numVeryStrongCompetitors: strong,
    percentVeryStrongCompetitors: strong / strengths.length,
  };
}

/**
 * The p-th percentile (0 to 1) with linear interpolation between the closest ranks, the rule
 * spreadsheets call PERCENTILE.INC; at 0.5 it is the median. Null for no values.
 */
export function percentile(values: number[], p: number): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * p;
  const below = Math.floor(at);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

/** The lower range of a median: the lower quartile (25th percentile). */
export const lowerQuartile = (values: number[]) => percentile(values, 0.25);

/** The higher range of a median: the upper quartile (75th percentile). */
export const upperQuartile = (values: number[]) => percentile(values, 0.75);

const round = (n: number | null) => (n === null ? null : Math.round(n));

/** Every pipeline figure of a niche from its keyword rows and its products. */
export function pipelineFigures(
  rows: Row[],
  products: { strength: number; monthlySales: number; monthlyRevenueCents: number }[],
): PipelineFigures {
  const sales = products.map((p) => p.monthlySales);
  const revenue = products.map((p) => p.monthlyRevenueCents);
  return {
    ...masterListRange(rows),
    keywordStrength: keywordStrength(rows),
    medianSalesLower: round(lowerQuartile(sales)),
    medianSalesHigher: round(upperQuartile(sales)),
    medianRevenueLowerCents: round(lowerQuartile(revenue)),
    medianRevenueHigherCents: round(upperQuartile(revenue)),
    ...veryStrongCompetitors(products.map((p) => p.strength)),
  };
}

/**
 * The reporting period Brand Analytics downloads state in the line above their header, e.g.
 * `Brand=["X"],Reporting Range=["Weekly"],Select week=["Week 35 | 2026-08-23 - 2026-08-29 2026"]`
 * or `ASIN or Product=["B0…"],Reporting Range=["Monthly"],Select month=["June | 2026-06-01 - …"]`.
 */
import { addDays } from '@fathom/contract';
import type { MarketDate } from '../../provider';
import type { ImportRow } from '../types';

export interface ReportPeriod {
  /** The first and last day the line names, when it names them. */
  range: { startDate: MarketDate; endDate: MarketDate } | null;
  /** 'weekly', 'monthly' or 'quarterly' as the line says, else null. */
  span: string | null;
  asin: string | null;
  brand: string | null;
}

export function reportPeriod(above: readonly ImportRow[]): ReportPeriod {
  const text = above.map((r) => r.cells.join(',')).join('\n');
  const range = /(\d{4}-\d{2}-\d{2})\s*-\s*(\d{4}-\d{2}-\d{2})/.exec(text);
  const span = /Reporting Range=\[?"*(\w+)/i.exec(text)?.[1]?.toLowerCase() ?? null;
  const asin = /ASIN(?: or Product)?=\[?"*([0-9A-Z]{10})/i.exec(text)?.[1]?.toUpperCase() ?? null;
  const brand = /Brand=\[?"*([^"\]]+)/i.exec(text)?.[1]?.trim() ?? null;
  return {
    range: range ? { startDate: range[1]!, endDate: range[2]! } : null,
    span,
    asin,
    brand,
  };
}

/** The first day of a period that ends on `endDate`: the line's range if it ends there, else a week. */
export function periodStart(period: ReportPeriod, endDate: MarketDate): MarketDate {
  if (period.range?.endDate === endDate) return period.range.startDate;
  return addDays(endDate, -6);
}

/** Days from start to end, both counted. */
export function periodDays(startDate: MarketDate, endDate: MarketDate): number {
  return Math.round((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000) + 1;
}

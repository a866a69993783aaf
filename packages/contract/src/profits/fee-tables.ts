import type { MarketplaceTld } from '../marketplaces';
import com from './fees/com.json' with { type: 'json' };
import coUk from './fees/co.uk.json' with { type: 'json' };

/**
 * Amazon's selling fees per marketplace, read from the data files in `fees/` (each names its
 * source and the date its rates took effect). PROFITS is offered only where a file exists.
 */
export interface ReferralCategory {
  id: string;
  name: string;
  /** The fee is never below this, per unit. */
  minFeeCents: number;
  /**
   * `whole`: the rate of the band the price falls in applies to the whole price; `marginal`: each
   * portion of the price is charged at its own band's rate.
   */
  rule: 'whole' | 'marginal';
  /** Bands by price, the first from 0; rates in basis points (1500 = 15%). */
  bands: { fromCents: number; bps: number }[];
}

export interface FbaSizeTier {
  id: string;
  name: string;
  /** Fulfilment fee per unit by price band, the first from 0. */
  bands: { fromCents: number; feeCents: number }[];
}

export interface FeeTable {
  marketplace: string;
  currency: string;
  /** The schedule the figures follow, short, as the Profits page names it. */
  source: string;
  /** When the rates took effect, yyyy-MM-dd. */
  date: string;
  /** One short sentence: what the table leaves out (docs/data-sources.md says the rest). */
  note: string;
  referral: ReferralCategory[];
  fba: FbaSizeTier[];
}

const FEE_TABLES: Partial<Record<MarketplaceTld, FeeTable>> = {
  com: com as FeeTable,
  'co.uk': coUk as FeeTable,
};

/** Marketplaces where PROFITS is offered: those with a fee table. */
export const PROFITS_MARKETPLACES = Object.keys(FEE_TABLES) as MarketplaceTld[];

export function feeTable(tld: MarketplaceTld): FeeTable | null {
  return FEE_TABLES[tld] ?? null;
}

export const profitsSupported = (tld: MarketplaceTld): boolean => feeTable(tld) !== null;

/**
 * `n / d` rounded to the nearest whole number, halves away from zero: the one rounding rule of
 * the profit maths (docs/metrics.md "Profits").
 */
export function roundDiv(n: bigint, d: bigint): bigint {
  const negative = n < 0n !== d < 0n;
  const a = n < 0n ? -n : n;
  const b = d < 0n ? -d : d;
  const q = (2n * a + b) / (2n * b);
  return negative ? -q : q;
}

/** `cents × bps / 10,000`, rounded by the one rule. */
export const applyRate = (cents: number, bps: number): number =>
  Number(roundDiv(BigInt(cents) * BigInt(bps), 10_000n));

/** The referral fee of one unit sold at `priceCents`. */
export function referralFee(category: ReferralCategory, priceCents: number): number {
  let fee: number;
  if (category.rule === 'whole') {
    const band = [...category.bands].reverse().find((b) => priceCents >= b.fromCents);
    fee = applyRate(priceCents, band?.bps ?? 0);
  } else {
    // Each portion at its own rate, summed before the one rounding.
    let scaled = 0n;
    category.bands.forEach((band, i) => {
      const next = category.bands[i + 1]?.fromCents ?? Infinity;
      const portion = Math.max(0, Math.min(priceCents, next - 1) - band.fromCents + (i ? 1 : 0));
      scaled += BigInt(portion) * BigInt(band.bps);
    });
    fee = Number(roundDiv(scaled, 10_000n));
  }
  return Math.max(category.minFeeCents, fee);
}

/** The FBA fulfilment fee of one unit of the size tier sold at `priceCents`. */
export function fbaFee(tier: FbaSizeTier, priceCents: number): number {
  const band = [...tier.bands].reverse().find((b) => priceCents >= b.fromCents);
  return band?.feeCents ?? 0;
}

/** Prices where a fee of the category or tier changes its rule: the maths' segment starts. */
export function feeBreakpoints(category: ReferralCategory, tier: FbaSizeTier): number[] {
  const starts = [...category.bands, ...tier.bands].map((b) => b.fromCents);
  return [...new Set([1, ...starts.filter((s) => s > 1)])].sort((a, b) => a - b);
}

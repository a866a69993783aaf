import type { ProfitSettings } from '@fathom/contract';

/** The settings as typed: a field emptied by the user is null until filled again. */
export type Draft = {
  [K in keyof ProfitSettings]: ProfitSettings[K] extends number ? number | null : ProfitSettings[K];
};

/** Cents as the currency units a field shows, and back. */
export const toUnits = (cents: number | null) => (cents === null ? '' : cents / 100);
export function toCents(value: number | string): number | null {
  const n =
    typeof value === 'number'
      ? value
      : value.trim() === ''
        ? NaN
        : Number(value.replaceAll(',', ''));
  return Number.isFinite(n) ? Math.round(n * 100) : null;
}

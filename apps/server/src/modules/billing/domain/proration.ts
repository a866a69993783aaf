import type { Recurrence } from '@fathom/contract';

/** A paid period, [start, end). */
export interface Period {
  start: Date;
  end: Date;
}

/** The period of `recurrence` that starts at `start`: one calendar month or year later (UTC). */
export function periodFrom(start: Date, recurrence: Recurrence): Period {
  const end = new Date(start);
  if (recurrence === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return { start, end };
}

/** `cents` times `part / whole`, rounded half away from zero, in exact integer arithmetic. */
export function shareCents(cents: number, part: number, whole: number): number {
  if (whole <= 0) return 0;
  const sign = cents < 0 ? -1n : 1n;
  const numerator = BigInt(Math.abs(cents)) * BigInt(Math.round(part)) * 2n + BigInt(whole);
  return Number((sign * numerator) / (2n * BigInt(whole)));
}

/** Milliseconds of the period still ahead at `at` (0 after its end, all of it before its start). */
export function remainingMs(period: Period, at: Date): number {
  const end = period.end.getTime();
  return Math.max(0, Math.min(end - period.start.getTime(), end - at.getTime()));
}

export interface Proration {
  /** What the rest of the period costs on the new plan. */
  chargeCents: number;
  /** What the rest of the period was worth on the old plan (a negative amount). */
  creditCents: number;
  /** charge + credit: the change's cost now. */
  netCents: number;
}

/**
 * A change of period price at `at`, for the rest of the period. The net is the price difference
 * times the share of the period left, rounded once, so a change and its reversal cost the
 * difference for the time between them within a cent; the credit is what makes the two lines add
 * up to the net.
 */
export function prorate(
  oldPeriodCents: number,
  newPeriodCents: number,
  period: Period,
  at: Date,
): Proration {
  const whole = period.end.getTime() - period.start.getTime();
  const left = remainingMs(period, at);
  const chargeCents = shareCents(newPeriodCents, left, whole);
  const netCents = shareCents(newPeriodCents - oldPeriodCents, left, whole);
  return { chargeCents, creditCents: netCents - chargeCents, netCents };
}

/** `cents` less `percentOff` percent (rounded to the cent), and the discount taken. */
export function discounted(cents: number, percentOff: number) {
  const discountCents = cents > 0 ? shareCents(cents, Math.min(100, percentOff), 100) : 0;
  return { discountCents, totalCents: cents - discountCents };
}

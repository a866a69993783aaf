import {
  ADDON_LABELS,
  changeTypeOf,
  periodPriceCents,
  QUOTA_FEATURE_NAMES,
  TIER_NAMES,
  type ChangeType,
  type InvoiceLine,
  type PlanSelection,
  type PricedTier,
  type QuotaFeature,
} from '@fathom/contract';
import { discounted, periodFrom, prorate, type Period } from './proration';

export interface PlanState {
  tier: PricedTier;
  selection: PlanSelection;
}

export interface QuoteInput {
  /**
   * The plan in force and its paid period; null without one (never subscribed, trial, ended). A
   * plan given without a paid period (the demo's) has `period: null`: nothing of it to credit.
   */
  current: (PlanState & { period: Period | null }) | null;
  selected: PlanState;
  /** Percent off from the subscription's discounts and coupons and the promotion code given. */
  percentOff: number;
  at: Date;
}

export interface Quote {
  changeType: ChangeType | null;
  lines: InvoiceLine[];
  subtotalCents: number;
  discountCents: number;
  totalDueNowCents: number;
  /** When the selection takes effect: now, or at the period end (a change to a lower price). */
  effectiveAt: Date;
  /** The period the subscription is in after the change takes effect now (unchanged or new). */
  period: Period;
  nextRenewal: { date: Date; amountCents: number };
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** 'Enterprise plan, monthly' */
export function planName(state: PlanState): string {
  return `${TIER_NAMES[state.tier.tier]} plan, ${state.selection.recurrence}`;
}

/**
 * An invoice line's name of a plan: what it bills for, its levels and add-ons included
 * ('Enterprise plan, monthly, with 20,000 Rank Radar search terms').
 */
export function billedName(state: PlanState): string {
  const extras = [
    ...Object.entries(state.selection.levels)
      .filter(([f, q]) => state.tier.levels[f as QuotaFeature]?.some((l) => l.quantity === q))
      .map(([f, q]) => `${q.toLocaleString('en-US')} ${QUOTA_FEATURE_NAMES[f as QuotaFeature]}`),
    ...state.selection.addons.map((a) => `the ${ADDON_LABELS[a]}`),
  ];
  return extras.length ? `${planName(state)}, with ${extras.join(' and ')}` : planName(state);
}

/**
 * What a plan change costs now and at renewal (spec §4, §7 invoice preview):
 * - NEW, and any change from a plan without a paid period: the selected plan's full period,
 *   from now;
 * - a change of payment period to yearly: the unused rest of the old period is credited and a
 *   new yearly period starts now;
 * - UPGRADE, and an UPDATE that costs more: the price difference for the rest of the period;
 * - DOWNGRADE, and an UPDATE that costs less: nothing now; it takes effect at the period end.
 */
export function quote(input: QuoteInput): Quote {
  const { current, selected, at } = input;
  const changeType = changeTypeOf(current, selected);
  const newPrice = periodPriceCents(selected.tier, selected.selection);
  const lines: InvoiceLine[] = [];
  let period: Period;
  let effectiveAt = at;
  if (!current?.period) {
    period = periodFrom(at, selected.selection.recurrence);
    if (changeType)
      lines.push({
        kind: 'plan',
        description: `${billedName(selected)} (${day(period.start)} to ${day(period.end)})`,
        amountCents: newPrice,
      });
  } else {
    const currentPeriod = current.period;
    const oldPrice = periodPriceCents(current.tier, current.selection);
    const toYearly =
      current.selection.recurrence === 'monthly' && selected.selection.recurrence === 'yearly';
    const lower =
      changeType === 'DOWNGRADE' ||
      (changeType === 'UPDATE' && !toYearly && newPrice < oldPrice) ||
      (current.selection.recurrence === 'yearly' && selected.selection.recurrence === 'monthly');
    period = currentPeriod;
    if (changeType === null || lower) {
      effectiveAt = changeType === null ? at : currentPeriod.end;
    } else if (toYearly) {
      const { creditCents } = prorate(oldPrice, 0, currentPeriod, at);
      period = periodFrom(at, 'yearly');
      lines.push(
        {
          kind: 'credit',
          description: `Unused time on ${billedName(current)} after ${day(at)}`,
          amountCents: creditCents,
        },
        {
          kind: 'plan',
          description: `${billedName(selected)} (${day(period.start)} to ${day(period.end)})`,
          amountCents: newPrice,
        },
      );
    } else {
      const p = prorate(oldPrice, newPrice, currentPeriod, at);
      lines.push(
        {
          kind: 'proration',
          description: `Remaining time on ${billedName(selected)} (${day(at)} to ${day(period.end)})`,
          amountCents: p.chargeCents,
        },
        {
          kind: 'credit',
          description: `Unused time on ${billedName(current)} (${day(at)} to ${day(period.end)})`,
          amountCents: p.creditCents,
        },
      );
    }
  }
  const subtotalCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
  const { discountCents } = discounted(subtotalCents, input.percentOff);
  if (discountCents > 0)
    lines.push({
      kind: 'discount',
      description: `Discount (${input.percentOff}% off)`,
      amountCents: -discountCents,
    });
  const renewalAt = effectiveAt > at ? effectiveAt : period.end;
  return {
    changeType,
    lines,
    subtotalCents,
    discountCents,
    // A credit larger than the charge is not paid out.
    totalDueNowCents: Math.max(0, subtotalCents - discountCents),
    effectiveAt,
    period,
    nextRenewal: {
      date: renewalAt,
      amountCents: discounted(newPrice, input.percentOff).totalCents,
    },
  };
}

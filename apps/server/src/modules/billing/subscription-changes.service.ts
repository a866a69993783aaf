import {
  ADDON_LABELS,
  availableAddons,
  earlyBirdTier,
  limitsOf,
  periodPriceCents,
  QUOTA_FEATURE_NAMES,
  SUBSCRIPTION_MESSAGES,
  type Eligibility,
  type InvoicePreview,
  PlanChange,
  type PlanSelection,
  type PricedTier,
  type QuotaFeature,
  type Tier,
} from '@fathom/contract';
import type { z } from 'zod';
import { invalid, notFound } from '../../lib/errors';
import type { UnitOfWork } from '../unit-of-work';
import { recordBill, type BillingProvider } from './billing-provider';
import type { BillingRepository } from './billing.repository';
import type { AbsoluteCounters } from './billing.service';
import { billedName, quote, planName, type PlanState } from './domain/quote';
import { discounted, periodFrom } from './domain/proration';
import type { SubscriptionsRepository } from './subscriptions.repository';

type Change = Omit<z.output<typeof PlanChange>, 'earlyBird'> & { earlyBird?: boolean };
type Row = NonNullable<Awaited<ReturnType<BillingRepository['subscription']>>>;

const priced = (t: Row['tierConfig']): PricedTier => ({ ...t, tier: t.tier });

/** The selection a stored plan holds. */
export function selectionOf(row: Pick<Row, 'tier' | 'levels' | 'isAnnualPayment' | 'addons'>) {
  return {
    tier: row.tier,
    levels: row.levels,
    recurrence: row.isAnnualPayment ? 'yearly' : 'monthly',
    addons: row.addons,
  } satisfies PlanSelection;
}

/** Who asks for a price: early-bird prices are for internal users only (spec §2 `?eb`). */
export interface Who {
  internal: boolean;
}
const LISTED: Who = { internal: false };

interface Deps {
  billing: BillingRepository;
  store: SubscriptionsRepository;
  work: UnitOfWork;
  provider: BillingProvider;
  counters: AbsoluteCounters;
}

/** Spec §4 and §7: invoice preview, downgrade eligibility and the change itself. */
export function createSubscriptionChanges(deps: Deps) {
  async function tier(name: Tier): Promise<PricedTier> {
    const found = (await deps.billing.tiers()).find((t) => t.tier === name);
    if (!found) throw invalid('Unknown tier');
    return priced({ ...found, tier: found.tier as Tier });
  }

  /**
   * The change as a selection of its tier, at early-bird prices when asked by an internal user;
   * unknown levels and add-ons not offered are 400.
   */
  async function selected(change: Change, internal: boolean): Promise<PlanState> {
    const listed = await tier(change.subscriptionTierName);
    const t = change.earlyBird && internal ? earlyBirdTier(listed) : listed;
    const levels: PlanSelection['levels'] = {};
    for (const { feature, quantity } of change.lineItems) {
      if (quantity === t.limits[feature]) continue;
      if (!t.levels[feature]?.some((l) => l.quantity === quantity))
        throw invalid(
          `The ${change.subscriptionTierName} tier has no level of ${quantity} ${QUOTA_FEATURE_NAMES[feature]}`,
        );
      levels[feature] = quantity;
    }
    const offered = availableAddons(t, change.recurrence).map((a) => a.addon);
    for (const addon of change.addons)
      if (!offered.includes(addon))
        throw invalid(
          `The ${ADDON_LABELS[addon]} is not offered on the ${change.subscriptionTierName} tier${change.recurrence === 'yearly' ? ' with annual payment' : ''}${t === listed ? '' : ' with early-bird pricing'}`,
        );
    const addons = [...new Set(change.addons)];
    return { tier: t, selection: { tier: t.tier, levels, recurrence: change.recurrence, addons } };
  }

  /**
   * The plan in force with its paid period (null for a plan given without one); null on a trial
   * or without a plan (a NEW change).
   */
  function current(row: Row | null) {
    if (!row || row.trialEndsAt) return null;
    return {
      tier: priced(row.tierConfig),
      selection: selectionOf(row),
      period:
        row.periodStart && row.periodEnd ? { start: row.periodStart, end: row.periodEnd } : null,
    };
  }

  async function promotion(code: string | undefined, now: Date) {
    if (!code) return null;
    const found = await deps.store.promotion(code);
    if (!found) throw invalid(`The promotion code ${code} does not exist`);
    if (found.expiresAt && found.expiresAt <= now)
      throw invalid(`The promotion code ${code} has expired`);
    return found;
  }

  /** Percent off from the subscription's discounts and coupons and a new promotion code. */
  async function percentOff(row: Row | null, promo: { percentOff: number } | null) {
    let percent = promo?.percentOff ?? 0;
    for (const d of row?.discounts ?? []) percent += d.percentOff;
    for (const code of row?.coupons ?? [])
      percent += (await deps.store.promotion(code))?.percentOff ?? 0;
    return Math.min(100, percent);
  }

  async function priceChange(organizationId: number, change: Change, who: Who, now: Date) {
    const row = await deps.billing.subscription(organizationId);
    const promo = await promotion(change.promotionCode, now);
    const target = await selected(change, who.internal);
    const q = quote({
      current: current(row),
      selected: target,
      percentOff: await percentOff(row, promo),
      at: now,
    });
    return { row, promo, target, q };
  }

  /** Whether the organization's standing usage fits a plan's limits, and what to reduce if not. */
  async function fits(organizationId: number, target: PlanState): Promise<Eligibility> {
    const limits = limitsOf(target.tier, target.selection);
    const reductions: Eligibility['reductions'] = [];
    for (const [feature, count] of Object.entries(deps.counters)) {
      const limit = limits[feature as QuotaFeature];
      const used = await count(organizationId);
      if (limit !== null && limit !== undefined && used > limit)
        reductions.push({ feature: feature as QuotaFeature, used, limit });
    }
    const message = reductions.length
      ? `Your usage is above the ${planName(target)} limits. Reduce ${reductions.map((r) => `${QUOTA_FEATURE_NAMES[r.feature]} from ${r.used} to ${r.limit} or fewer`).join(', ')} first.`
      : null;
    return { isEligible: reductions.length === 0, reductions, message };
  }

  async function eligibility(
    organizationId: number,
    change: Change,
    who: Who = LISTED,
  ): Promise<Eligibility> {
    return fits(organizationId, await selected(change, who.internal));
  }

  /** Whether the usage fits the change waiting for the period end; null without one. */
  async function waitingFit(row: Row | null): Promise<Eligibility | null> {
    if (!row?.pendingChange) return null;
    const selection = row.pendingChange;
    return fits(row.organizationId, { tier: await tier(selection.tier), selection });
  }

  return {
    eligibility,
    waitingFit,

    async preview(
      organizationId: number,
      change: Change,
      who: Who = LISTED,
      now = new Date(),
    ): Promise<InvoicePreview> {
      const { q, promo } = await priceChange(organizationId, change, who, now);
      return {
        changeType: q.changeType,
        lineItems: q.lines,
        subtotalCents: q.subtotalCents,
        discountCents: q.discountCents,
        totalDueNowCents: q.totalDueNowCents,
        effectiveAt: q.effectiveAt.toISOString(),
        nextRenewal: {
          date: q.nextRenewal.date.toISOString(),
          amountCents: q.nextRenewal.amountCents,
        },
        promotionCode: promo?.code ?? null,
      };
    },

    /**
     * Subscribes, upgrades or updates now (billed at once, in force once paid), or schedules a
     * change to a lower price for the period end. A change whose usage does not fit the new limits
     * is refused.
     */
    async change(organizationId: number, change: Change, who: Who = LISTED, now = new Date()) {
      const { row, promo, target, q } = await priceChange(organizationId, change, who, now);
      const { changeType } = q;
      if (!changeType) throw invalid(SUBSCRIPTION_MESSAGES.alreadyOnPlan);
      const later = q.effectiveAt > now;
      // Whatever the change (a first subscription from a trial too), usage must fit its limits.
      const fit = await fits(organizationId, target);
      if (!fit.isEligible) throw invalid(fit.message!);
      const coupons = [...new Set([...(row?.coupons ?? []), ...(promo ? [promo.code] : [])])];
      if (later) {
        await deps.work.run(({ subscriptions: store }) =>
          store.writePlan(organizationId, {
            selection: selectionOf(row!),
            periodStart: row!.periodStart!,
            periodEnd: row!.periodEnd!,
            coupons,
            pendingChange: target.selection,
          }),
        );
        return {
          changeType,
          effectiveAt: q.effectiveAt.toISOString(),
          invoice: null,
        };
      }
      const draft = {
        organizationId,
        description: `${changeType === 'NEW' ? 'Subscription' : changeType === 'UPGRADE' ? 'Upgrade' : 'Update'}: ${billedName(target)}`,
        lines: q.lines,
        subtotalCents: q.subtotalCents,
        discountCents: q.discountCents,
        totalCents: q.totalDueNowCents,
        createdAt: now,
      };
      // The payment company is asked before the transaction opens; a refusal stores nothing.
      const collected = await deps.provider.collect(draft, deps.store);
      const plan = {
        selection: target.selection,
        periodStart: q.period.start,
        periodEnd: q.period.end,
        coupons,
      };
      return deps.work.run(async ({ subscriptions: store }) => {
        const invoice = await recordBill(store, deps.provider, draft, collected);
        // A bill the provider has not collected yet (Stripe's open invoice) buys the plan only
        // once it is paid: its webhook puts the plan in force.
        if (invoice.status === 'paid')
          await store.writePlan(organizationId, { ...plan, pendingChange: null });
        else await store.holdPlan(invoice.id, plan);
        return {
          changeType,
          effectiveAt: now.toISOString(),
          invoice: { ...invoice, createdAt: invoice.createdAt.toISOString() },
        };
      });
    },

    /** Cancels the change waiting for the period end: the plan in force simply renews. */
    async cancelPendingChange(organizationId: number) {
      await deps.work.run(async ({ subscriptions: store, billing }) => {
        const row = await billing.subscription(organizationId);
        if (!row?.pendingChange || !row.periodStart || !row.periodEnd)
          throw invalid(SUBSCRIPTION_MESSAGES.noPendingChange);
        await store.writePlan(organizationId, {
          selection: selectionOf(row),
          periodStart: row.periodStart,
          periodEnd: row.periodEnd,
          coupons: row.coupons,
          pendingChange: null,
        });
      });
    },

    /** What the plan in force costs each period, its discounts and coupons taken off. */
    async periodPrice(row: Row, selection: PlanSelection = selectionOf(row)) {
      const t = selection.tier === row.tier ? priced(row.tierConfig) : await tier(selection.tier);
      return discounted(periodPriceCents(t, selection), await percentOff(row, null)).totalCents;
    },

    /**
     * Rolls a plan whose period has ended into the next: a waiting change takes effect and the new
     * period is billed. Periods missed entirely are billed one by one (at most a year of them). A
     * waiting change takes effect only if the usage fits its limits (as when it was asked for);
     * otherwise the plan in force renews and the change waits for the next period end.
     */
    async renew(organizationId: number, now = new Date()) {
      // Usage is counted before the transaction opens (the counters read outside it).
      const before = await deps.billing.subscription(organizationId);
      const fit = await waitingFit(before);
      for (let i = 0; i < 13; i++) {
        const row = await deps.billing.subscription(organizationId);
        if (!row?.periodEnd || row.trialEndsAt || row.periodEnd > now) return;
        const waiting = row.pendingChange;
        // A change asked for since the count is left for the next read to check.
        if (waiting && JSON.stringify(waiting) !== JSON.stringify(before?.pendingChange)) return;
        const applies = waiting !== null && fit?.isEligible === true;
        const selection = applies ? waiting : selectionOf(row);
        const kept = waiting && !applies ? waiting : null;
        const state = { tier: await tier(selection.tier), selection };
        const waits = kept
          ? `; the change to ${planName({ tier: await tier(kept.tier), selection: kept })} waits until the usage fits its limits`
          : '';
        const period = periodFrom(row.periodEnd, selection.recurrence);
        const q = quote({
          current: null,
          selected: state,
          percentOff: await percentOff(row, null),
          at: row.periodEnd,
        });
        const draft = {
          organizationId,
          description: `Renewal: ${billedName(state)}${waits}`,
          lines: q.lines,
          subtotalCents: q.subtotalCents,
          discountCents: q.discountCents,
          totalCents: q.totalDueNowCents,
          createdAt: row.periodEnd,
        };
        // Billed before the transaction opens; the period's bill carries the same idempotency
        // keys however often it is asked for, so a renewal that lost the race records nothing.
        const collected = await deps.provider.collect(draft, deps.store);
        const renewed = await deps.work.run(async ({ subscriptions: store, billing }) => {
          const current = await billing.subscription(organizationId);
          if (current?.periodEnd?.getTime() !== row.periodEnd!.getTime()) return false;
          await recordBill(store, deps.provider, draft, collected);
          await store.writePlan(organizationId, {
            selection,
            periodStart: period.start,
            periodEnd: period.end,
            coupons: row.coupons,
            pendingChange: kept,
          });
          return true;
        });
        if (!renewed) return;
      }
    },

    async invoices(organizationId: number) {
      return (await deps.store.invoices(organizationId)).map((i) => ({
        id: i.id,
        number: i.number,
        createdAt: i.createdAt.toISOString(),
        status: i.status,
        description: i.description,
        totalCents: i.totalCents,
        lineItems: i.lineItems,
      }));
    },

    async invoice(organizationId: number, invoiceId: number) {
      const found = await deps.store.invoice(organizationId, invoiceId);
      if (!found) throw notFound('Invoice');
      return found;
    },
  };
}

export type SubscriptionChanges = ReturnType<typeof createSubscriptionChanges>;

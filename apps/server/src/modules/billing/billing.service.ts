import {
  DEFAULT_TIER,
  isBelowThreshold,
  PLAN_MESSAGES,
  periodPriceCents,
  trialEnd,
  remaining,
  type Quota,
  type QuotaFeature,
  type QuotaUsage,
  type Subscription,
  type Tier,
  TIER_FEATURES,
  type TierFeature,
  type TierConfig,
} from '@fathom/contract';
import { forbidden, invalid } from '../../lib/errors';
import type { UnitOfWork } from '../unit-of-work';
import type { BillingRepository } from './billing.repository';
import { periodStart, STANDING_PERIOD } from './quota-ledger';
import { createQuotaService } from './quota.service';
import { selectionOf, type SubscriptionChanges } from './subscription-changes.service';

/** Features counted as they stand (how many niches exist), not per month. */
export type AbsoluteCounters = Partial<
  Record<QuotaFeature, (organizationId: number) => Promise<number>>
>;

export function nextRefreshDate(now: Date): string {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return next.toISOString().slice(0, 10);
}

const knownFeatures = (features: string[]): TierFeature[] =>
  TIER_FEATURES.filter((feature) => features.includes(feature));

export function createBillingService(
  repo: BillingRepository,
  work: UnitOfWork,
  counters: AbsoluteCounters,
  plans: SubscriptionChanges,
) {
  type Plan = NonNullable<Awaited<ReturnType<BillingRepository['subscription']>>>;

  /** The plan in force, or why there is none: never subscribed, or a trial that has ended. */
  async function planOf(
    organizationId: number,
    now: Date,
  ): Promise<{ plan: Plan; refusal: null } | { plan: null; refusal: string }> {
    let found = await repo.subscription(organizationId);
    // A paid period that has ended rolls into the next (billed) before anything reads the plan.
    if (found?.periodEnd && found.periodEnd <= now && !found.trialEndsAt) {
      await plans.renew(organizationId, now);
      found = await repo.subscription(organizationId);
    }
    if (!found) return { plan: null, refusal: PLAN_MESSAGES.noPlan };
    if (found.trialEndsAt && found.trialEndsAt <= now)
      return { plan: null, refusal: PLAN_MESSAGES.trialEnded };
    return { plan: found, refusal: null };
  }

  /** The plan in force; without one, a forbidden error that says to subscribe. */
  async function requirePlan(organizationId: number, now = new Date()): Promise<Plan> {
    const { plan, refusal } = await planOf(organizationId, now);
    if (!plan) throw forbidden(refusal);
    return plan;
  }

  /** Usage and limit of a feature; an organization without a plan may use nothing. */
  async function quota(
    organizationId: number,
    feature: QuotaFeature,
    now = new Date(),
  ): Promise<Quota> {
    const { plan } = await planOf(organizationId, now);
    const count = counters[feature];
    // Quota held by dives under way counts as used: it is spoken for (a niche being dived too).
    const used = count
      ? (await count(organizationId)) +
        (await repo.reserved(organizationId, feature, STANDING_PERIOD, now))
      : await repo.usedAndHeld(organizationId, feature, periodStart(now), now);
    return { used, limit: plan ? (plan.limits[feature] ?? null) : 0 };
  }

  const quotaService = createQuotaService({
    repo,
    work,
    quota,
  });

  return {
    quota,
    requirePlan,
    /** Plan changes, invoice previews and invoices (`SubscriptionChanges`). */
    plans,
    /** Quota checks, charges and reservations (`QuotaService`). */
    ...quotaService,

    /** Why the organization may not dive now (no plan, trial ended), or null when it may. */
    async refusal(organizationId: number, now = new Date()): Promise<string | null> {
      return (await planOf(organizationId, now)).refusal;
    },

    /** A paid plan on `tier`, replacing whatever the organization had. */
    async startSubscription(organizationId: number, tier: Tier = DEFAULT_TIER): Promise<void> {
      await repo.setTier(organizationId, tier, null);
    },

    /** A user's first organization: the default tier until the trial ends. */
    async startTrial(organizationId: number, now = new Date()): Promise<void> {
      await repo.setTier(organizationId, DEFAULT_TIER, trialEnd(now));
    },

    async tiers(): Promise<TierConfig[]> {
      const rows = await repo.tiers();
      return rows.map((r) => ({
        tier: r.tier as Tier,
        rank: r.rank,
        competitorCap: r.competitorCap,
        monthlyPriceCents: r.monthlyPriceCents,
        annualPriceCents: r.annualPriceCents,
        earlyBirdPrice: r.earlyBirdPrice ?? null,
        limits: r.limits,
        levels: r.levels,
        addons: r.addons,
      }));
    },

    /** The most products one dive may hold on the plan in force (`tier_configs`); null without a plan. */
    async competitorCap(organizationId: number, now = new Date()): Promise<number | null> {
      const { plan } = await planOf(organizationId, now);
      return plan?.competitorCap ?? null;
    },

    /** A dive takes at most the plan's competitors (its tier's `competitor_cap`). */
    async checkCompetitorCount(organizationId: number, count: number): Promise<void> {
      const cap = (await requirePlan(organizationId)).competitorCap;
      if (count > cap) throw invalid(`Your plan allows at most ${cap} competitors in a dive`);
    },

    async subscription(organizationId: number, now = new Date()): Promise<Subscription | null> {
      const { plan } = await planOf(organizationId, now);
      if (!plan) return null;
      return {
        tier: plan.tier,
        rank: plan.rank,
        competitorCap: plan.competitorCap,
        monthlyPriceCents: plan.monthlyPriceCents,
        trialEnd: plan.trialEndsAt?.toISOString() ?? null,
        features: knownFeatures(plan.features),
        levels: plan.levels,
        isAnnualPayment: plan.isAnnualPayment,
        addons: plan.addons,
        subscriptionDiscounts: plan.discounts,
        coupons: plan.coupons,
        limits: plan.limits,
        currentPeriodEnd: plan.periodEnd?.toISOString() ?? null,
        periodPriceCents: periodPriceCents({ ...plan.tierConfig }, selectionOf(plan)),
        periodTotalCents: await plans.periodPrice(plan),
        pendingChange: plan.pendingChange
          ? {
              ...plan.pendingChange,
              effectiveAt: plan.periodEnd!.toISOString(),
              periodTotalCents: await plans.periodPrice(plan, plan.pendingChange),
              usageMessage: (await plans.waitingFit(plan))?.message ?? null,
            }
          : null,
        awaitingPayment: await repo.awaitingPayment(organizationId),
      };
    },

    /** Features the plan in force unlocks (AGENCY...); none without a plan. */
    async features(organizationId: number, now = new Date()): Promise<TierFeature[]> {
      const { plan } = await planOf(organizationId, now);
      return plan ? knownFeatures(plan.features) : [];
    },

    async quotas(
      organizationId: number,
      features: QuotaFeature[],
      now = new Date(),
    ): Promise<QuotaUsage[]> {
      return Promise.all(
        features.map(async (feature) => {
          const q = await quota(organizationId, feature, now);
          return {
            feature,
            used: q.used,
            limit: q.limit,
            remaining: q.limit === null ? null : remaining(q),
            belowThreshold: isBelowThreshold(q),
            nextRefreshDate: counters[feature] ? null : nextRefreshDate(now),
          };
        }),
      );
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;

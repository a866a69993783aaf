import { and, asc, eq, sql } from 'drizzle-orm';
import type { QuotaFeature } from '@fathom/contract';
import type { Db } from '../../db/client';
import { quotaCharges, quotaUsage, subscriptions, tierConfigs } from '../../db/schema';

export function createBillingRepository(db: Db) {
  return {
    subscription: async (organizationId: number) => {
      const [row] = await db
        .select({
          tier: tierConfigs.tier,
          rank: tierConfigs.rank,
          competitorCap: tierConfigs.competitorCap,
          monthlyPriceCents: tierConfigs.monthlyPriceCents,
          limits: tierConfigs.limits,
          trialEndsAt: subscriptions.trialEndsAt,
        })
        .from(subscriptions)
        .innerJoin(tierConfigs, eq(tierConfigs.tier, subscriptions.tier))
        .where(eq(subscriptions.organizationId, organizationId));
      return row ?? null;
    },

    tiers: () => db.select().from(tierConfigs).orderBy(asc(tierConfigs.rank)),

    /** Puts the organization on a tier; with `trialEndsAt` the plan ends then by itself. */
    setTier: async (organizationId: number, tier: string, trialEndsAt: Date | null = null) => {
      await db
        .insert(subscriptions)
        .values({ organizationId, tier, trialEndsAt })
        .onConflictDoUpdate({
          target: subscriptions.organizationId,
          set: { tier, trialEndsAt, updatedAt: new Date() },
        });
    },

    used: async (organizationId: number, feature: QuotaFeature, periodStart: string) => {
      const [row] = await db
        .select({ used: quotaUsage.used })
        .from(quotaUsage)
        .where(
          and(
            eq(quotaUsage.organizationId, organizationId),
            eq(quotaUsage.feature, feature),
            eq(quotaUsage.periodStart, periodStart),
          ),
        );
      return row?.used ?? 0;
    },

    /**
     * Records a charge under a unique key and returns the period's usage after it. A key charged
     * before changes nothing (`charged` false).
     */
    charge: async (
      tx: Db,
      charge: {
        key: string;
        organizationId: number;
        feature: QuotaFeature;
        amount: number;
        periodStart: string;
      },
    ) => {
      const inserted = await tx
        .insert(quotaCharges)
        .values({
          key: charge.key,
          organizationId: charge.organizationId,
          feature: charge.feature,
          amount: charge.amount,
        })
        .onConflictDoNothing()
        .returning({ key: quotaCharges.key });
      const [usage] = await tx
        .insert(quotaUsage)
        .values({
          organizationId: charge.organizationId,
          feature: charge.feature,
          periodStart: charge.periodStart,
          used: inserted.length ? charge.amount : 0,
        })
        .onConflictDoUpdate({
          target: [quotaUsage.organizationId, quotaUsage.feature, quotaUsage.periodStart],
          set: { used: sql`${quotaUsage.used} + ${inserted.length ? charge.amount : 0}` },
        })
        .returning({ used: quotaUsage.used });
      return { charged: inserted.length > 0, used: usage!.used };
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;

import { and, asc, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { limitsOf, type QuotaFeature, type Tier } from '@fathom/contract';
import type { Db } from '../../db/client';
import {
  invoices,
  quotaCharges,
  quotaReservations,
  quotaUsage,
  subscriptions,
  tierConfigs,
} from '../../db/schema';
import { column, parseRows } from '../../db/rows';

/** A reservation older than this no longer holds quota: its work died without releasing it. */
export const RESERVATION_TTL_MS = 60 * 60_000;

async function reserved(
  db: Db,
  organizationId: number,
  feature: QuotaFeature,
  periodStart: string,
  now: Date,
) {
  const [row] = await db
    .select({ reserved: sql<number>`coalesce(sum(${quotaReservations.amount}), 0)::int` })
    .from(quotaReservations)
    .where(
      and(
        eq(quotaReservations.organizationId, organizationId),
        eq(quotaReservations.feature, feature),
        eq(quotaReservations.periodStart, periodStart),
        gt(quotaReservations.createdAt, new Date(now.getTime() - RESERVATION_TTL_MS)),
      ),
    );
  return Number(row?.reserved ?? 0);
}

interface Hold {
  key: string;
  organizationId: number;
  feature: QuotaFeature;
  amount: number;
  periodStart: string;
  limit: number | null;
  now: Date;
  /** For a feature counted as it stands: its count, read once the usage row is locked. */
  counted?: () => Promise<number>;
}

/** Locks the period's usage row (creating it at 0) and answers its usage. */
async function lockUsage(db: Db, r: Pick<Hold, 'organizationId' | 'feature' | 'periodStart'>) {
  const [usage] = await db
    .insert(quotaUsage)
    .values({ organizationId: r.organizationId, feature: r.feature, periodStart: r.periodStart })
    .onConflictDoUpdate({
      target: [quotaUsage.organizationId, quotaUsage.feature, quotaUsage.periodStart],
      set: { used: sql`${quotaUsage.used}` },
    })
    .returning({ used: quotaUsage.used });
  return usage!.used;
}

/** What `quota_charge_plan` answers. */
const ChargeRow = z.object({
  is_allowed: column.bool,
  is_charged: column.bool,
  used_after: column.int,
});

export function createBillingRepository(db: Db) {
  return {
    /**
     * A quota check and charge in one statement (`quota_charge_plan`): the limit is read from the
     * plan in force inside the database, then charged within it
     * (`quota_charge_within`, migration 0026) with the period's usage row locked first. A key
     * charged before changes nothing.
     */
    chargeOnPlan: async (r: Omit<Hold, 'limit'>) => {
      const since = new Date(r.now.getTime() - RESERVATION_TTL_MS).toISOString();
      const result = await db.execute(
        sql`select * from quota_charge_plan(${r.key}, ${r.organizationId}, ${r.feature}, ${r.periodStart}, ${r.amount}, ${since}, ${r.now.toISOString()})`,
      );
      const row = parseRows(ChargeRow, result)[0]!;
      return { allowed: row.is_allowed, charged: row.is_charged, used: row.used_after };
    },

    /** The plan of an organization with its tier, and its limits with the chosen levels. */
    subscription: async (organizationId: number) => {
      const [row] = await db
        .select({ tier: tierConfigs, subscription: subscriptions })
        .from(subscriptions)
        .innerJoin(tierConfigs, eq(tierConfigs.tier, subscriptions.tier))
        .where(eq(subscriptions.organizationId, organizationId));
      if (!row) return null;
      const { tier, subscription: s } = row;
      return {
        ...s,
        tierConfig: { ...tier, tier: tier.tier as Tier },
        tier: tier.tier as Tier,
        rank: tier.rank,
        competitorCap: tier.competitorCap,
        monthlyPriceCents: tier.monthlyPriceCents,
        features: tier.features,
        limits: limitsOf({ ...tier, tier: tier.tier as Tier }, s),
      };
    },

    /** The plan the latest unpaid invoice buys (held until it is paid), with that invoice's number. */
    awaitingPayment: async (organizationId: number) => {
      const [row] = await db
        .select({ number: invoices.number, held: invoices.planOnPayment })
        .from(invoices)
        .where(and(eq(invoices.organizationId, organizationId), isNotNull(invoices.planOnPayment)))
        .orderBy(desc(invoices.createdAt), desc(invoices.id))
        .limit(1);
      return row?.held ? { ...row.held.selection, invoiceNumber: row.number } : null;
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

    /** Usage of the period plus what live reservations hold, in one query. */
    usedAndHeld: async (
      organizationId: number,
      feature: QuotaFeature,
      periodStart: string,
      now: Date,
    ) => {
      const since = new Date(now.getTime() - RESERVATION_TTL_MS);
      const [row] = await db
        .select({
          total: sql<number>`coalesce((select ${quotaUsage.used} from ${quotaUsage}
            where ${quotaUsage.organizationId} = ${organizationId} and ${quotaUsage.feature} = ${feature}
              and ${quotaUsage.periodStart} = ${periodStart}), 0)
            + coalesce(sum(${quotaReservations.amount}), 0)`,
        })
        .from(quotaReservations)
        .where(
          and(
            eq(quotaReservations.organizationId, organizationId),
            eq(quotaReservations.feature, feature),
            eq(quotaReservations.periodStart, periodStart),
            gt(quotaReservations.createdAt, since),
          ),
        );
      return Number(row?.total ?? 0);
    },

    /** Quota held by live reservations of the period. */
    reserved: (organizationId: number, feature: QuotaFeature, periodStart: string, now: Date) =>
      reserved(db, organizationId, feature, periodStart, now),

    /**
     * Holds `amount` under `key` if usage plus live reservations stay within `limit` (null:
     * unlimited). The period's usage row is locked first, so two reservations or a reservation and
     * a charge take turns. True when the key holds its reservation (also when it did before).
     */
    reserve: async (r: Hold) => {
      const charged = await lockUsage(db, r);
      const used = r.counted ? await r.counted() : charged;
      const [holding] = await db
        .select({ key: quotaReservations.key })
        .from(quotaReservations)
        .where(eq(quotaReservations.key, r.key));
      if (holding) return true;
      if (r.limit !== null) {
        const held = await reserved(db, r.organizationId, r.feature, r.periodStart, r.now);
        if (used + held + r.amount > r.limit) return false;
      }
      await db.insert(quotaReservations).values({
        key: r.key,
        organizationId: r.organizationId,
        feature: r.feature,
        periodStart: r.periodStart,
        amount: r.amount,
        createdAt: r.now,
      });
      return true;
    },

    /** Ends a reservation (charged or released); true when there was one. */
    release: async (key: string) => {
      const rows = await db
        .delete(quotaReservations)
        .where(eq(quotaReservations.key, key))
        .returning({ key: quotaReservations.key });
      return rows.length > 0;
    },

    /**
     * Records a charge under a unique key and returns the period's usage after it. A key charged
     * before changes nothing (`charged` false).
     */
    charge: async (charge: {
      key: string;
      organizationId: number;
      feature: QuotaFeature;
      amount: number;
      periodStart: string;
    }) => {
      const inserted = await db
        .insert(quotaCharges)
        .values({
          key: charge.key,
          organizationId: charge.organizationId,
          feature: charge.feature,
          amount: charge.amount,
        })
        .onConflictDoNothing()
        .returning({ key: quotaCharges.key });
      const [usage] = await db
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

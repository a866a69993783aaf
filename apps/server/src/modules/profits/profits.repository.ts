import { eq, sql } from 'drizzle-orm';
import type { ProfitFigures, ProfitSettings, SalesVelocityRange } from '@fathom/contract';
import type { Db } from '../../db/client';
import { nicheCompetitors, nicheProfits } from '../../db/schema';
import type { NicheRef, ResearchRef } from '../niches/niches.repository';

/** Statements of PROFITS. Every one names a niche the route has already checked the caller may see. */
export function createProfitsRepository(db: Db) {
  return {
    async saved(niche: NicheRef): Promise<{ settings: ProfitSettings; updatedAt: Date } | null> {
      const [row] = await db
        .select({ settings: nicheProfits.settings, updatedAt: nicheProfits.updatedAt })
        .from(nicheProfits)
        .where(eq(nicheProfits.nicheId, niche.id));
      return row ?? null;
    },

    /** The saved results the scorecard reads: net revenue share and ROI per order. */
    async shares(
      nicheId: number,
    ): Promise<{ netRevenueShare: number; roiPerOrder: number } | null> {
      const [row] = await db
        .select({
          netRevenueShare: nicheProfits.netRevenueShare,
          roiPerOrder: nicheProfits.roiPerOrder,
        })
        .from(nicheProfits)
        .where(eq(nicheProfits.nicheId, nicheId));
      return row ?? null;
    },

    /** Saves the settings with their results (the pipeline's profit columns); the later save wins. */
    async save(
      { id: nicheId }: NicheRef,
      userId: string,
      settings: ProfitSettings,
      r: ProfitFigures,
    ): Promise<Date> {
      const values = {
        settings,
        shippingMethod: settings.shippingMethod,
        landedCostCents: r.landedCostPerProductCents,
        netRevenueCents: r.netRevenuePerProductCents,
        netRevenueShare: r.netRevenuePercentPerOrder,
        breakevenPriceCents: r.breakevenSellingPriceCents,
        roiPerOrder: r.roiPercentPerOrder,
        turnsPerYear: r.turnsPerYear,
        netRevenuePerYearCents: r.netRevenuePerProductPerYearCents,
        roiPerYear: r.roiPercentPerYear,
        budgetToLaunchCents: r.budgetRequiredToLaunchCents,
        updatedBy: userId,
      };
      const [row] = await db
        .insert(nicheProfits)
        .values({ nicheId, ...values })
        .onConflictDoUpdate({
          target: nicheProfits.nicheId,
          set: { ...values, updatedAt: sql`now()` },
        })
        .returning({ updatedAt: nicheProfits.updatedAt });
      return row!.updatedAt;
    },

    /**
     * The monthly sales of a dive's competitors: lower quartile, median and upper quartile
     * (interpolated, as the niche's median sales is); null without competitors.
     */
    async salesRange(research: ResearchRef | null): Promise<SalesVelocityRange | null> {
      if (research === null) return null;
      const [row] = await db
        .select({
          q: sql<number[] | null>`percentile_cont(array[0.25, 0.5, 0.75]::float8[])
            within group (order by ${nicheCompetitors.monthlySales})`,
        })
        .from(nicheCompetitors)
        .where(eq(nicheCompetitors.researchId, research.id));
      const q = row?.q;
      if (!q || q[0] === null || q[0] === undefined) return null;
      const [lower, median, higher] = q.map((v) => Math.round(Number(v)));
      return { lower: lower!, median: median!, higher: higher! };
    },
  };
}

export type ProfitsRepository = ReturnType<typeof createProfitsRepository>;

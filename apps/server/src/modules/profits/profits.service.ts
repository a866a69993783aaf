import {
  feeTable,
  marketplace,
  PROFIT_MESSAGES,
  settingsFigures,
  type FeeTable,
  type NicheProfits,
  type ProfitFigures,
  type ProfitSettings,
  type SalesVelocityRange,
} from '@fathom/contract';
import { invalid } from '../../lib/errors';
import { latestResearch } from '../niches/niches.repository';
import type { Niche } from '../niches/niches.service';
import type { ProfitsRepository } from './profits.repository';

/** Freight per unit and door-to-shelf days a new niche starts from, by shipping method. */
const DEFAULT_SHIPPING: ProfitSettings['shipping'] = {
  airAmz: { costPerUnitCents: 250, leadTimeDays: 10 },
  oceanfclamz: { costPerUnitCents: 60, leadTimeDays: 45 },
  oceanfcl3pl: { costPerUnitCents: 75, leadTimeDays: 55 },
  oceanLclamz: { costPerUnitCents: 90, leadTimeDays: 50 },
  oceanLcl3pl: { costPerUnitCents: 105, leadTimeDays: 60 },
};
const DEFAULT_PRICE_CENTS = 2_000;

/** A niche's settings until someone saves them: its median price and sales, common costs. */
export function defaultSettings(
  niche: Pick<Niche, 'medianPriceCents'>,
  table: FeeTable,
  range: SalesVelocityRange | null,
): ProfitSettings {
  const price =
    niche.medianPriceCents && niche.medianPriceCents > 0
      ? niche.medianPriceCents
      : DEFAULT_PRICE_CENTS;
  return {
    sellingPriceCents: price,
    productCostCents: Math.round(price / 5),
    unitsPerOrder: 500,
    shippingMethod: 'oceanLclamz',
    shipping: DEFAULT_SHIPPING,
    dutyRateBps: 0,
    referralCategory: table.referral[0]!.id,
    sizeTier: table.fba[0]!.id,
    ppcLaunchBudgetCents: 200_000,
    salesVelocity: range?.median ?? null,
  };
}

/** The results of saved settings; refuses a category or tier the marketplace lacks. */
function figuresOf(table: FeeTable, s: ProfitSettings): ProfitFigures {
  const answer = settingsFigures(table, s);
  if ('error' in answer) throw invalid(answer.error);
  return answer.figures;
}

type Listener = (niche: Niche) => Promise<void>;

/**
 * PROFITS (docs/metrics.md "Profits"): a niche's settings, their results, and the pipeline's
 * profit columns. Offered only in marketplaces with a fee table.
 */
export function createProfitsService({ repo }: { repo: ProfitsRepository }) {
  const listeners: Listener[] = [];

  async function answer(
    niche: Niche,
    saved: { settings: ProfitSettings; updatedAt: Date } | null,
  ): Promise<NicheProfits> {
    const tld = niche.marketplace;
    const table = feeTable(tld);
    const range = await repo.salesRange(latestResearch(niche));
    if (!table)
      return {
        marketplace: tld,
        supported: false,
        settings: null,
        saved: false,
        results: null,
        salesVelocityRange: range,
        updatedAt: null,
      };
    const settings = saved?.settings ?? defaultSettings(niche, table, range);
    return {
      marketplace: tld,
      supported: true,
      settings,
      saved: saved !== null,
      results: figuresOf(table, settings),
      salesVelocityRange: range,
      updatedAt: saved?.updatedAt.toISOString() ?? null,
    };
  }

  return {
    async get(niche: Niche): Promise<NicheProfits> {
      return answer(niche, await repo.saved(niche));
    },

    async save(niche: Niche, userId: string, settings: ProfitSettings): Promise<NicheProfits> {
      const tld = niche.marketplace;
      const table = feeTable(tld);
      if (!table) throw invalid(PROFIT_MESSAGES.notSupported(marketplace(tld).name));
      const figures = figuresOf(table, settings);
      const updatedAt = await repo.save(niche, userId, settings, figures);
      for (const listener of listeners) await listener(niche);
      return answer(niche, { settings, updatedAt });
    },

    /** Net revenue share and ROI per order of the saved settings, for the scorecard. */
    shares: (nicheId: number) => repo.shares(nicheId),

    /** Called after every save (the scorecard's profitability answers follow the results). */
    onSaved(listener: Listener): void {
      listeners.push(listener);
    },
  };
}

export type ProfitsService = ReturnType<typeof createProfitsService>;

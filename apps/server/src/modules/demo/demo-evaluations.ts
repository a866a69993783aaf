import type { ProfitSettings, ScorecardBody } from '@fathom/contract';
import type { NichesService } from '../niches/niches.service';
import type { ProfitsService } from '../profits/profits.service';
import type { ScorecardService } from '../scorecard/scorecard.service';
import { DEMO_NICHES } from './demo-niches';

export interface DemoEvaluationDeps {
  niches: Pick<NichesService, 'resolve'>;
  profits: Pick<ProfitsService, 'save'>;
  scorecard: Pick<ScorecardService, 'save'>;
}

const SHIPPING: ProfitSettings['shipping'] = {
  airAmz: { costPerUnitCents: 260, leadTimeDays: 12 },
  oceanfclamz: { costPerUnitCents: 55, leadTimeDays: 42 },
  oceanfcl3pl: { costPerUnitCents: 70, leadTimeDays: 52 },
  oceanLclamz: { costPerUnitCents: 85, leadTimeDays: 48 },
  oceanLcl3pl: { costPerUnitCents: 100, leadTimeDays: 58 },
};

const settings = (over: Partial<ProfitSettings>): ProfitSettings => ({
  sellingPriceCents: 2499,
  productCostCents: 450,
  unitsPerOrder: 600,
  shippingMethod: 'oceanLclamz',
  shipping: SHIPPING,
  dutyRateBps: 400,
  referralCategory: 'homeKitchen',
  sizeTier: 'largeStandard1lb',
  ppcLaunchBudgetCents: 250_000,
  salesVelocity: 350,
  ...over,
});

const yes = (...ids: string[]) => Object.fromEntries(ids.map((id) => [id, 'yes' as const]));
const no = (...ids: string[]) => Object.fromEntries(ids.map((id) => [id, 'no' as const]));
const ALL = [
  'demandYearRound',
  'competitionNoBigBrand',
  'differentiationComplaints',
  'differentiationFeature',
  'profitabilityBudget',
  'riskCompliance',
  'riskSturdy',
];

/**
 * PROFITS and scorecards of a few demo niches, by marketplace and label: a complete positive evaluation, one in
 * progress without a sales velocity, one finished early with an important question open ('*'),
 * a negative one, and PROFITS in the United Kingdom.
 */
const DEMO_EVALUATIONS: Record<string, { profits?: ProfitSettings; scorecard?: ScorecardBody }> = {
  'com french press': {
    profits: settings({ sellingPriceCents: 2999, productCostCents: 520 }),
    scorecard: { answers: { ...yes(...ALL), competitionNoBigBrand: 'no' } },
  },
  'com meat thermometer': {
    profits: settings({ sizeTier: 'smallStandard', salesVelocity: null, shippingMethod: 'airAmz' }),
    scorecard: { answers: yes('demandYearRound', 'riskSturdy') },
  },
  'com yoga mat': {
    profits: settings({
      referralCategory: 'sportsOutdoors',
      sizeTier: 'largeStandard3lb',
      sellingPriceCents: 3499,
      productCostCents: 900,
      shippingMethod: 'oceanfcl3pl',
    }),
    scorecard: { answers: yes('demandYearRound', 'differentiationFeature'), finished: true },
  },
  'com wireless charger': { scorecard: { answers: no(...ALL) } },
  'co.uk knife sharpener': {
    profits: settings({ sellingPriceCents: 1899, productCostCents: 380, sizeTier: 'smallParcel' }),
  },
};

/** Saves the demo evaluations as their owner would, through PROFITS and the scorecard. */
export async function seedEvaluations(
  { niches, profits, scorecard }: DemoEvaluationDeps,
  ownerId: string,
  nicheIds: number[],
): Promise<void> {
  for (const [i, demo] of DEMO_NICHES.entries()) {
    const evaluation = DEMO_EVALUATIONS[`${demo.marketplace} ${demo.label}`];
    if (!evaluation) continue;
    const { niche } = await niches.resolve(ownerId, nicheIds[i]!, true);
    if (evaluation.profits) await profits.save(niche, ownerId, evaluation.profits);
    if (evaluation.scorecard) await scorecard.save(niche, ownerId, evaluation.scorecard);
  }
}

import {
  competitionStrengthBand,
  launchKeywordsBand,
  medianDaysListedBand,
  medianReviewCountBand,
  relevantKeywordsBand,
  type BandColor,
} from '../display';

/**
 * The product scorecard's questions (docs/metrics.md "Product scorecard"): five sections, each
 * question answered by the user (Yes is the favourable answer) or from the niche's data, with a
 * weight and, for some, marked important.
 */
export const SCORECARD_SECTIONS = [
  ['demand', 'Demand'],
  ['competition', 'Competition'],
  ['differentiation', 'Differentiation'],
  ['profitability', 'Profitability'],
  ['risk', 'Risk'],
] as const;
export type ScorecardSection = (typeof SCORECARD_SECTIONS)[number][0];

/** How an answer counts: +weight, 0 or −weight. */
export type Verdict = 'favorable' | 'neutral' | 'unfavorable';

/** What the data questions read: the niche's figures and its saved profit results. */
export interface ScorecardFacts {
  totalSvOfVisibleKeywords: number;
  medianSales: number | null;
  competitionStrength: number | null;
  medianReviewCount: number | null;
  medianDaysListed: number | null;
  numLaunchKeywords: number;
  numRelevantKeywords: number;
  percentVeryStrongCompetitors: number | null;
  netRevenuePercentPerOrder: number | null;
  roiPercentPerOrder: number | null;
}

interface Base {
  id: string;
  section: ScorecardSection;
  text: string;
  weight: 1 | 2 | 3;
  important: boolean;
}
export interface UserQuestion extends Base {
  source: 'user';
}
export interface DataQuestion extends Base {
  source: 'data';
  /** The figure the answer is read from, as the page shows it; null when the data lacks it. */
  figure: (facts: ScorecardFacts) => number | null;
  /**
   * How the figure reads, as everywhere else it is shown: a count, a score from 0 to 1 (0.71), a
   * share of a whole (20%) or a return as PROFITS gives it (25.34%).
   */
  unit: 'count' | 'score' | 'share' | 'return';
  verdict: (figure: number) => Verdict;
}
export type ScorecardQuestion = UserQuestion | DataQuestion;

/** A colour band as a verdict: green and yellow favourable, orange neutral, red unfavourable. */
const byBand =
  (band: (v: number) => BandColor) =>
  (v: number): Verdict => {
    const color = band(v);
    return color === 'red' ? 'unfavorable' : color === 'orange' ? 'neutral' : 'favorable';
  };

/** At least `good` is favourable, below `poor` unfavourable, neutral between. */
const atLeast =
  (good: number, poor: number) =>
  (v: number): Verdict =>
    v >= good ? 'favorable' : v < poor ? 'unfavorable' : 'neutral';

const user = (
  section: ScorecardSection,
  id: string,
  text: string,
  weight: 1 | 2 | 3,
  important = false,
): UserQuestion => ({ id, section, text, weight, important, source: 'user' });

export const SCORECARD_QUESTIONS: readonly ScorecardQuestion[] = [
  {
    id: 'demandSearchVolume',
    section: 'demand',
    text: 'Do the visible keywords have a total search volume of at least 20,000?',
    weight: 2,
    important: false,
    source: 'data',
    unit: 'count',
    figure: (f) => f.totalSvOfVisibleKeywords,
    verdict: atLeast(20_000, 5_000),
  },
  {
    id: 'demandMedianSales',
    section: 'demand',
    text: 'Do the competitors sell at least 300 units a month (median)?',
    weight: 3,
    important: true,
    source: 'data',
    unit: 'count',
    figure: (f) => f.medianSales,
    verdict: atLeast(300, 100),
  },
  user('demand', 'demandYearRound', 'Does demand hold through the year (not seasonal)?', 1),
  {
    id: 'competitionStrength',
    section: 'competition',
    text: 'Is the competition strength below 0.60?',
    weight: 3,
    important: true,
    source: 'data',
    unit: 'score',
    figure: (f) => f.competitionStrength,
    verdict: byBand(competitionStrengthBand),
  },
  {
    id: 'competitionReviews',
    section: 'competition',
    text: 'Do the competitors have fewer than 800 reviews (median)?',
    weight: 2,
    important: false,
    source: 'data',
    unit: 'count',
    figure: (f) => f.medianReviewCount,
    verdict: byBand(medianReviewCountBand),
  },
  {
    id: 'competitionDaysListed',
    section: 'competition',
    text: 'Have the competitors been listed for more than 365 days (median)?',
    weight: 1,
    important: false,
    source: 'data',
    unit: 'count',
    figure: (f) => f.medianDaysListed,
    verdict: byBand(medianDaysListedBand),
  },
  {
    id: 'competitionLaunchKeywords',
    section: 'competition',
    text: 'Are there at least 20 launch keywords?',
    weight: 2,
    important: false,
    source: 'data',
    unit: 'count',
    figure: (f) => f.numLaunchKeywords,
    verdict: byBand(launchKeywordsBand),
  },
  {
    id: 'competitionVeryStrong',
    section: 'competition',
    text: 'Are fewer than 20% of the competitors very strong?',
    weight: 2,
    important: false,
    source: 'data',
    unit: 'share',
    figure: (f) => f.percentVeryStrongCompetitors,
    verdict: (v) => (v < 0.2 ? 'favorable' : v > 0.4 ? 'unfavorable' : 'neutral'),
  },
  user('competition', 'competitionNoBigBrand', 'Is the niche free of a dominant big brand?', 2),
  user(
    'differentiation',
    'differentiationComplaints',
    "Do the competitors' reviews name problems your product would fix?",
    3,
    true,
  ),
  user(
    'differentiation',
    'differentiationFeature',
    'Can you add a feature, design or bundle the competitors lack?',
    2,
  ),
  {
    id: 'differentiationRelevantKeywords',
    section: 'differentiation',
    text: 'Are there at least 60 relevant keywords to rank for?',
    weight: 1,
    important: false,
    source: 'data',
    unit: 'count',
    figure: (f) => f.numRelevantKeywords,
    verdict: byBand(relevantKeywordsBand),
  },
  {
    id: 'profitabilityMargin',
    section: 'profitability',
    text: 'Does the product keep at least 25% of its price as net revenue (PROFITS)?',
    weight: 3,
    important: true,
    source: 'data',
    unit: 'return',
    figure: (f) => f.netRevenuePercentPerOrder,
    verdict: atLeast(0.25, 0.1),
  },
  {
    id: 'profitabilityRoi',
    section: 'profitability',
    text: 'Does an order return at least 100% of its cost (ROI per order, PROFITS)?',
    weight: 2,
    important: false,
    source: 'data',
    unit: 'return',
    figure: (f) => f.roiPercentPerOrder,
    verdict: atLeast(1, 0.5),
  },
  user('profitability', 'profitabilityBudget', 'Can you fund the budget required to launch?', 2),
  user(
    'risk',
    'riskCompliance',
    'Is the product free of patents, trademarks and certification requirements?',
    3,
    true,
  ),
  user('risk', 'riskSturdy', 'Is the product sturdy: not fragile, perishable or hazardous?', 1),
];

export const SCORECARD_QUESTION_IDS = SCORECARD_QUESTIONS.map((q) => q.id);
export const USER_QUESTION_IDS = SCORECARD_QUESTIONS.filter((q) => q.source === 'user').map(
  (q) => q.id,
);

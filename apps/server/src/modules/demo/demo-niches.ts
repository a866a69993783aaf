import type { MarketplaceTld, Role } from '@fathom/contract';
import { KNOWN_ASINS } from '@fathom/market/simulated';

/** Spaces of the demo organization and who is granted them (team managers see every niche). */
export const DEMO_SPACES = {
  Kitchen: ['member', 'teamManager'],
  Outdoor: ['teamManager'],
  'Home & Office': ['member'],
} as const satisfies Record<string, readonly Role[]>;
export type DemoSpace = keyof typeof DEMO_SPACES;

export const DEMO_LABELS = ['Evaluate', 'Launch candidate', 'Rejected'] as const;
export type DemoLabel = (typeof DEMO_LABELS)[number];

/** A niche of the demo pipeline, as a team would have left it. */
export interface DemoNiche {
  marketplace: MarketplaceTld;
  /** The niche's name: the product type its hero sells. */
  label: string;
  hero: string;
  spaces?: DemoSpace[];
  labels?: DemoLabel[];
  /** Demo members it is assigned to, by role. */
  assignees?: Role[];
  notes?: string;
  /** A Scheduled AutoDive of the niche's competitors. */
  schedule?: 'Weekly' | 'Biweekly' | 'Monthly';
  hasRankIssue?: boolean;
  /**
   * Keyword list edits a seller would have made: keywords excluded in EXACT, phrases excluded,
   * and keywords added by hand (marked Manual), applied by the niche's first dive.
   */
  keywordLists?: { excludedKeywords: string[]; excludedPhrases: string[]; added: string[] };
}

const known = (marketplace: MarketplaceTld, label: string, rest: Partial<DemoNiche> = {}) => ({
  marketplace,
  label,
  hero: KNOWN_ASINS[marketplace].strongHero,
  ...rest,
});

/**
 * The demo pipeline: the documented best seller of every marketplace (docs/data-sources.md) and,
 * in com, co.uk, de and ca, the first organic result for other product types on the simulated
 * market's search pages. Ten of the niches are in Outdoor only, which the plain member is not
 * granted; one of them is assigned to the plain member, who sees it all the same.
 */
export const DEMO_NICHES: DemoNiche[] = [
  known('com', 'garlic press', {
    spaces: ['Kitchen'],
    labels: ['Launch candidate'],
    assignees: ['owner', 'member'],
    notes:
      'Best seller has 4.6 stars but most competitors list zinc alloy: a stainless steel press with a peeler could stand out. Ask two suppliers for samples.',
    schedule: 'Weekly',
    keywordLists: {
      excludedKeywords: ['kitchen accessories'],
      excludedPhrases: ['zinc alloy'],
      added: ['garlic rocker'],
    },
  }),
  {
    marketplace: 'com',
    label: 'french press',
    hero: 'B03330XX4T',
    spaces: ['Kitchen'],
    labels: ['Evaluate'],
    assignees: ['member'],
    notes: 'Glass breakage is the top complaint in reviews. Check packaging costs.',
    keywordLists: {
      excludedKeywords: ['kitchen gadgets'],
      excludedPhrases: ['for camping'],
      added: ['french press 8 cup'],
    },
  },
  {
    marketplace: 'com',
    label: 'meat thermometer',
    hero: 'B06XMD7CEA',
    spaces: ['Kitchen'],
    labels: ['Evaluate'],
  },
  {
    marketplace: 'com',
    label: 'salad spinner',
    hero: 'B034NSV10L',
    spaces: ['Kitchen'],
    labels: ['Rejected'],
    notes: 'Bulky to ship and sales dip in winter: not for now.',
  },
  { marketplace: 'com', label: 'spatula set', hero: 'B0OF0WNYTU', labels: ['Evaluate'] },
  {
    marketplace: 'com',
    label: 'yoga mat',
    hero: 'B04X7U6CRW',
    spaces: ['Outdoor'],
    labels: ['Launch candidate'],
    assignees: ['teamManager'],
    schedule: 'Biweekly',
  },
  {
    marketplace: 'com',
    label: 'water bottle',
    hero: 'B0I4V9RN3Q',
    spaces: ['Outdoor'],
    assignees: ['member'],
    notes: 'Priya: compare insulated steel against glass before the next review.',
  },
  {
    marketplace: 'com',
    label: 'camping hammock',
    hero: 'B03CVLXO5V',
    spaces: ['Outdoor'],
    labels: ['Evaluate'],
    notes: 'Ranks of the colour variations looked off on the last dive: dive again to confirm.',
    hasRankIssue: true,
  },
  { marketplace: 'com', label: 'dog leash', hero: 'B0DSYILPJV', assignees: ['owner'] },
  {
    marketplace: 'com',
    label: 'laptop stand',
    hero: 'B0D51S4NLC',
    spaces: ['Home & Office'],
    labels: ['Launch candidate'],
    assignees: ['owner'],
    notes: 'Aluminium stands sell at twice the price of plastic ones with similar reviews.',
    schedule: 'Monthly',
  },
  {
    marketplace: 'com',
    label: 'desk organizer',
    hero: 'B0IZ3BS3LB',
    spaces: ['Home & Office'],
    labels: ['Evaluate'],
  },
  { marketplace: 'com', label: 'wireless charger', hero: 'B0X7XDQ16P', labels: ['Rejected'] },
  known('co.uk', 'cutting board', {
    spaces: ['Kitchen'],
    labels: ['Launch candidate'],
    assignees: ['teamManager'],
    notes: 'UK launch first: bamboo boards with juice grooves.',
    keywordLists: {
      excludedKeywords: ['kitchen accessories'],
      excludedPhrases: ['glass'],
      added: ['chopping board large'],
    },
  }),
  {
    marketplace: 'co.uk',
    label: 'knife sharpener',
    hero: 'B0O53LUORL',
    spaces: ['Kitchen'],
    labels: ['Evaluate'],
  },
  { marketplace: 'co.uk', label: 'shower caddy', hero: 'B0F746LM1F', assignees: ['member'] },
  {
    marketplace: 'co.uk',
    label: 'garden hose nozzle',
    hero: 'B08OWOMCAU',
    spaces: ['Outdoor'],
    labels: ['Evaluate'],
  },
  {
    marketplace: 'co.uk',
    label: 'solar path lights',
    hero: 'B06X9ARMPV',
    spaces: ['Outdoor'],
    labels: ['Rejected'],
  },
  known('de', 'ice cube tray', { spaces: ['Kitchen'], labels: ['Evaluate'], schedule: 'Weekly' }),
  {
    marketplace: 'de',
    label: 'measuring cups',
    hero: 'B0J2K1D9UN',
    spaces: ['Kitchen', 'Home & Office'],
  },
  {
    marketplace: 'de',
    label: 'resistance bands',
    hero: 'B02U3L4IQ7',
    spaces: ['Outdoor'],
    assignees: ['teamManager'],
  },
  {
    marketplace: 'de',
    label: 'drawer organizer',
    hero: 'B0IA7HU0CS',
    spaces: ['Home & Office'],
    labels: ['Launch candidate'],
  },
  { marketplace: 'de', label: 'cat scratching post', hero: 'B0L0ZDMXT3', labels: ['Evaluate'] },
  known('ca', 'yoga mat', {
    spaces: ['Outdoor'],
    labels: ['Launch candidate'],
    assignees: ['owner', 'teamManager'],
  }),
  { marketplace: 'ca', label: 'jump rope', hero: 'B0DGQG64IT', spaces: ['Outdoor'] },
  { marketplace: 'ca', label: 'slow feeder dog bowl', hero: 'B0SXAK1VPM' },
  known('com.mx', 'mouse pad', { spaces: ['Home & Office'] }),
  known('fr', 'knife sharpener', { spaces: ['Kitchen'], labels: ['Rejected'] }),
  known('es', 'dog leash'),
  known('it', 'throw pillow covers', { spaces: ['Home & Office'], labels: ['Evaluate'] }),
  known('nl', 'resistance bands', { spaces: ['Outdoor'] }),
  known('in', 'plant pots', { spaces: ['Outdoor'], labels: ['Evaluate'] }),
  known('co.jp', 'drawer organizer', {
    spaces: ['Home & Office', 'Kitchen'],
    labels: ['Launch candidate'],
  }),
  known('com.au', 'vegetable chopper', { spaces: ['Kitchen'], labels: ['Evaluate'] }),
];

/** The demo niches whose hero is followed by a Rank Radar (a kitchen product in three marketplaces). */
export const DEMO_TRACKED: readonly { marketplace: MarketplaceTld; label: string }[] = [
  { marketplace: 'com', label: 'garlic press' },
  { marketplace: 'co.uk', label: 'cutting board' },
  { marketplace: 'de', label: 'ice cube tray' },
];

/** The tracked demo niches' ids (in DEMO_NICHES order, as seeded) and heroes. */
export function demoTrackers(nicheIds: readonly number[]): { nicheId: number; asin: string }[] {
  return DEMO_TRACKED.map(({ marketplace, label }) => {
    const index = DEMO_NICHES.findIndex((n) => n.marketplace === marketplace && n.label === label);
    return { nicheId: nicheIds[index]!, asin: DEMO_NICHES[index]!.hero };
  });
}

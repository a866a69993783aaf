import type { QuotaFeature, Tier } from './dive/quota';

/** Add-ons a tier may offer (spec §3 tierAddonActionConfig): the seller-system bundle. */
export const ADDONS = ['ssBundle'] as const;
export type Addon = (typeof ADDONS)[number];
export const ADDON_LABELS: Record<Addon, string> = { ssBundle: 'Seller System bundle' };

/** Tier names as screens, messages and invoices write them. */
export const TIER_NAMES: Record<Tier, string> = {
  starter: 'Starter',
  standard: 'Standard',
  enterprise: 'Enterprise',
};

/** Quota features as a sentence names them ('Reduce niches from 26 to 25'). */
export const QUOTA_FEATURE_NAMES: Record<QuotaFeature, string> = {
  DIVED_ASINS: 'Dive ASINs',
  RANK_RADAR_KEYWORDS: 'Rank Radar search terms',
  AI_COPYWRITER_PROMPTS: 'AI copywriter prompts',
  PRODUCT_BRIEF_ASINS: 'Product brief ASINs',
  NUMBER_OF_NICHES: 'niches',
};

/** Quota features as headings and table rows name them ('Niches'). */
export const QUOTA_FEATURE_LABELS = Object.fromEntries(
  Object.entries(QUOTA_FEATURE_NAMES).map(([f, name]) => [
    f,
    name.charAt(0).toUpperCase() + name.slice(1),
  ]),
) as Record<QuotaFeature, string>;

export const RECURRENCES = ['monthly', 'yearly'] as const;
export type Recurrence = (typeof RECURRENCES)[number];

/** An annual price is shown as a monthly figure: the year's price divided by this. */
export const MONTHS_PER_YEAR = 12;

/** One purchasable level of a quota: its limit and what it adds to the tier's price. */
export interface TierLevel {
  quantity: number;
  monthlyPriceCents: number;
  annualPriceCents: number;
}

export interface TierAddonConfig {
  addon: Addon;
  monthlyPriceCents: number;
  annualPriceCents: number;
  /** Not offered with annual payment. */
  disabledForAnnual: boolean;
  /** Hidden under early-bird pricing. */
  disabledForEarlyBird: boolean;
}

/**
 * Quota features screens show (usage, plans, limits, levels): those a feature of the product
 * uses. AI_COPYWRITER_PROMPTS and PRODUCT_BRIEF_ASINS stay in the catalogue (spec §3) but nothing
 * in the product uses them, so no screen shows or sells them.
 */
export const SHOWN_QUOTA_FEATURES = [
  'DIVED_ASINS',
  'RANK_RADAR_KEYWORDS',
  'NUMBER_OF_NICHES',
] as const satisfies readonly QuotaFeature[];

/**
 * Add-ons screens offer: those that unlock a feature of the product. The Seller System bundle
 * unlocks none yet, so no screen offers it.
 */
export const SHOWN_ADDONS: readonly Addon[] = [];

/** What the server and the subscription page say about plan changes. */
export const SUBSCRIPTION_MESSAGES = {
  noPendingChange: 'The subscription has no scheduled change to cancel',
  alreadyOnPlan: 'The subscription already has this plan',
} as const;

/** What a plan change asks for (spec §7 invoice preview and update subscription). */
export interface PlanSelection {
  tier: Tier;
  /** Chosen limit per quota feature, for features with levels; absent: the tier's own limit. */
  levels: Partial<Record<QuotaFeature, number>>;
  recurrence: Recurrence;
  addons: Addon[];
}

/** A tier's own prices under early-bird pricing (levels and add-ons keep their prices). */
export interface EarlyBirdPrice {
  monthlyPriceCents: number;
  annualPriceCents: number;
}

export interface PricedTier {
  tier: Tier;
  rank: number;
  monthlyPriceCents: number;
  annualPriceCents: number;
  /** null or absent: the tier has no early-bird price. */
  earlyBirdPrice?: EarlyBirdPrice | null;
  limits: Record<QuotaFeature, number | null>;
  levels: Partial<Record<QuotaFeature, TierLevel[]>>;
  addons: TierAddonConfig[];
}

/** Spec §4 change types; `null` when nothing differs. NEW is labelled Subscribe. */
export type ChangeType = 'NEW' | 'UPGRADE' | 'DOWNGRADE' | 'UPDATE';
export const CHANGE_TYPE_LABELS: Record<ChangeType, string> = {
  NEW: 'Subscribe',
  UPGRADE: 'Upgrade',
  DOWNGRADE: 'Downgrade',
  UPDATE: 'Update',
};

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/** The limit a selection gives a feature: the chosen level, or the tier's own limit. */
export function limitOf(
  tier: PricedTier,
  selection: Pick<PlanSelection, 'levels'>,
  f: QuotaFeature,
) {
  const chosen = selection.levels[f];
  if (chosen !== undefined && tier.levels[f]?.some((l) => l.quantity === chosen)) return chosen;
  return tier.limits[f];
}

/** The limits of every quota feature under a selection. */
export function limitsOf(tier: PricedTier, selection: Pick<PlanSelection, 'levels'>) {
  return Object.fromEntries(
    Object.keys(tier.limits).map((f) => [f, limitOf(tier, selection, f as QuotaFeature)]),
  ) as Record<QuotaFeature, number | null>;
}

/** Levels that differ from the tier's own limits only (a level equal to the base is no level). */
function chosenLevels(tier: PricedTier, selection: Pick<PlanSelection, 'levels'>) {
  return Object.entries(selection.levels)
    .filter(([f, q]) => tier.levels[f as QuotaFeature]?.some((l) => l.quantity === q))
    .map(([f, q]) => `${f}=${q}`)
    .sort();
}

/**
 * Spec §4: NEW without a current (paid) subscription; UPGRADE or DOWNGRADE by tier rank; UPDATE
 * for the same tier with other levels, payment period or add-ons; null when nothing differs.
 */
export function changeTypeOf(
  current: { selection: PlanSelection; tier: PricedTier } | null,
  selected: { selection: PlanSelection; tier: PricedTier },
): ChangeType | null {
  if (!current) return 'NEW';
  if (selected.tier.rank > current.tier.rank) return 'UPGRADE';
  if (selected.tier.rank < current.tier.rank) return 'DOWNGRADE';
  const a = current.selection;
  const b = selected.selection;
  const same =
    a.recurrence === b.recurrence &&
    sameSet(a.addons, b.addons) &&
    sameSet(chosenLevels(current.tier, a), chosenLevels(selected.tier, b));
  return same ? null : 'UPDATE';
}

/** Add-ons a tier offers for a payment period (and early-bird pricing, which hides some). */
export function availableAddons(
  tier: PricedTier,
  recurrence: Recurrence,
  earlyBird = false,
): TierAddonConfig[] {
  return tier.addons.filter(
    (a) =>
      !(recurrence === 'yearly' && a.disabledForAnnual) && !(earlyBird && a.disabledForEarlyBird),
  );
}

/**
 * The tier as early-bird pricing offers it (spec §2 `?eb`, internal users only): its early-bird
 * prices where it has them, without the add-ons disabled under early-bird pricing.
 */
export function earlyBirdTier<T extends PricedTier>(tier: T): T {
  const price = tier.earlyBirdPrice;
  return {
    ...tier,
    ...(price && {
      monthlyPriceCents: price.monthlyPriceCents,
      annualPriceCents: price.annualPriceCents,
    }),
    addons: tier.addons.filter((a) => !a.disabledForEarlyBird),
  };
}

/**
 * Spec §4: a selection keeps only the add-ons its tier offers for its payment period, and levels
 * its tier has. Selecting a tier or annual payment goes through this.
 */
export function normalizeSelection(
  tier: PricedTier,
  selection: PlanSelection,
  earlyBird = false,
): PlanSelection {
  const offered = availableAddons(tier, selection.recurrence, earlyBird).map((a) => a.addon);
  const levels = Object.fromEntries(
    Object.entries(selection.levels).filter(([f, q]) =>
      tier.levels[f as QuotaFeature]?.some((l) => l.quantity === q),
    ),
  );
  return { ...selection, levels, addons: selection.addons.filter((a) => offered.includes(a)) };
}

/** What a selection costs for one payment period (a month or a year), in cents. */
export function periodPriceCents(tier: PricedTier, selection: PlanSelection): number {
  const yearly = selection.recurrence === 'yearly';
  let total = yearly ? tier.annualPriceCents : tier.monthlyPriceCents;
  for (const [f, q] of Object.entries(selection.levels)) {
    const level = tier.levels[f as QuotaFeature]?.find((l) => l.quantity === q);
    if (level) total += yearly ? level.annualPriceCents : level.monthlyPriceCents;
  }
  for (const addon of selection.addons) {
    const config = tier.addons.find((a) => a.addon === addon);
    if (config) total += yearly ? config.annualPriceCents : config.monthlyPriceCents;
  }
  return total;
}

/** A period's price as a monthly figure: an annual price divided by the months of a year. */
export function monthlyFigureCents(periodCents: number, recurrence: Recurrence): number {
  return recurrence === 'yearly' ? Math.round(periodCents / MONTHS_PER_YEAR) : periodCents;
}

/** '$99.00' */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** Spec §9 usage gauge: warning colour from 60%, tooltip warning from 70%. */
export const GAUGE_WARNING_PERCENT = 60;
export const TOOLTIP_WARNING_PERCENT = 70;
/** Spec §9: the usage icon changes at these percentages. */
export const USAGE_ICON_STEPS = [10, 25, 50, 75, 90, 95, 100] as const;

/** Used share of a quota in percent (0 for unlimited); over the limit reads above 100. */
export function usagePercent(used: number, limit: number | null): number {
  if (limit === null) return 0;
  if (limit === 0) return 100;
  return (used / limit) * 100;
}

/** The icon step a usage percentage has reached (0 below 10%). */
export function usageIconStep(percent: number): number {
  let step = 0;
  for (const s of USAGE_ICON_STEPS) if (percent >= s) step = s;
  return step;
}

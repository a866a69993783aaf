/**
 * Sales, best-sellers ranks and ratings.
 *
 * A product type sells units in proportion to its head term's demand (seasonal, trending); a
 * product's share is exp(1.3 x strength) over the sum for all listed products of its type, so
 * the strongest products, which also rank best, sell most. The top-level best-sellers rank
 * follows the usual power law of Amazon categories (units a day = top seller's units x
 * rank^-0.74); the narrow category's rank is the product's place among its type. Ratings
 * accumulate towards the family's potential as it ages.
 */
import type { DayState } from './dynamics';
import { SALES_SKEW, demandFactor, fillType } from './dynamics';
import { hash3, roughGauss } from './rng';
import type { Family, World } from './world';

/** Monthly units bought per monthly search of a type's head term. */
const UNITS_PER_SEARCH = 0.9;
const BSR_EXPONENT = 0.74;
const BSR_FLOOR = 2_500_000;

/** Units a buyable product sells on the day (unrounded); 0 when not listed. */
export function unitsPerDay(world: World, state: DayState, product: number): number {
  const record = world.products[product];
  if (!record) return 0;
  const weight = fillType(world, state, record.type);
  const strength = state.strength[product] ?? Number.NaN;
  if (Number.isNaN(strength) || weight <= 0) return 0;
  const category = world.catalog.types[record.type]?.category ?? 0;
  const typeDaily =
    ((world.typeDemand[record.type] ?? 0) *
      UNITS_PER_SEARCH *
      demandFactor(world, record.type, category, state.day)) /
    30.44;
  return (typeDaily * Math.exp(SALES_SKEW * strength)) / weight;
}

/** Rank in the top-level category, or null when the product sells nothing that day. */
export function categoryRank(world: World, state: DayState, product: number): number | null {
  const units = unitsPerDay(world, state, product);
  if (units <= 0) return null;
  const record = world.products[product];
  const category = world.catalog.categories[world.catalog.types[record?.type ?? 0]?.category ?? 0];
  const top = (category?.spec.topSellerUnits ?? 5000) * world.profile.scale;
  const noise = Math.exp(0.05 * roughGauss(hash3(world.key ^ 0xb5, product, state.day)));
  return Math.max(1, Math.min(BSR_FLOOR, Math.round((top / units) ** (1 / BSR_EXPONENT) * noise)));
}

/** Rank among the listed products of the same type, or null when not listed. */
export function typeRank(world: World, state: DayState, product: number): number | null {
  const type = world.products[product]?.type ?? 0;
  let ranks = state.typeRanks.get(type);
  if (!ranks) {
    fillType(world, state, type);
    const listed = (world.typeMembers[type] ?? []).filter(
      (p) => !Number.isNaN(state.strength[p] ?? Number.NaN),
    );
    listed.sort((a, b) => (state.strength[b] ?? 0) - (state.strength[a] ?? 0) || a - b);
    ranks = new Map(listed.map((p, i) => [p, i + 1]));
    state.typeRanks.set(type, ranks);
  }
  return ranks.get(product) ?? null;
}

/** The product that carries a listing's ranks: itself, or a parent's best-selling child. */
export function rankCarrier(world: World, state: DayState, product: number): number {
  const record = world.products[product];
  if (record?.kind !== 'parent') return product;
  const family = world.families[record.family] as Family;
  let best = family.members[0] ?? product;
  for (const member of family.members) {
    if (unitsPerDay(world, state, member) > unitsPerDay(world, state, best)) best = member;
  }
  return best;
}

/** Ratings count on a day, shared by the whole family. */
export function reviewCount(world: World, product: number, day: number): number {
  const family = world.families[world.products[product]?.family ?? 0] as Family;
  const age = day - family.listDay;
  if (age < 0) return 0;
  return Math.round(family.reviewCap * (1 - Math.exp(-age / 700)));
}

/**
 * How the world changes from day to day, as pure functions of (world, day).
 *
 * Product strength (log scale) = base strength
 *   + slow drift (smooth noise over about 75 days, family-wide)
 *   + faster drift (about 16 days, family-wide) and a little per-product wobble (about 9 days)
 *   + launch ramp (a new listing starts at a quarter of its strength and grows over ~4 months)
 *   + events: in any four-week block a family has a 14% chance of a 2-10 day event, either a
 *     stock-out or suppression (strength / 4) or a deal or viral spell (strength x 2.2).
 * Search volume = the term's base volume x the type's seasonality x its yearly trend x a slow
 * per-term wobble. Daily searches add weekday rhythm and day-to-day noise.
 */
import { dayOfYear, parseDay, weekday } from './dates';
import { hash2, hash3, unit, valueNoise } from './rng';
import type { Season } from './vocabulary';
import type { World } from './world';

/**
 * Product strengths on one day, worked out one product type at a time when first asked for: a
 * search page or a product view needs a few of the world's types.
 */
export interface DayState {
  day: number;
  /**
   * Per product: log strength, NaN before listing and for parents. Set only for the types filled
   * so far (fillType); the others read NaN.
   */
  strength: Float32Array;
  /**
   * Per type, NaN until filled: the sum of exp(SALES_SKEW x strength) over its listed buyable
   * products.
   */
  typeWeight: Float64Array;
  /** Per type, filled on demand: each listed product's rank by strength within the type. */
  typeRanks: Map<number, Map<number, number>>;
}

/** How sharply sales concentrate on the strongest products. */
export const SALES_SKEW = 1.3;

const TREND_ORIGIN = parseDay('2024-01-01');

function eventLog(familyKey: number, day: number): number {
  let total = 0;
  const block = Math.floor(day / 28);
  for (let b = block - 1; b <= block; b++) {
    const h = hash2(familyKey ^ 0x0e7e, b);
    if (unit(h) >= 0.14) continue;
    const shape = hash2(h, b);
    const start = b * 28 + (shape % 28);
    const length = 2 + ((shape >>> 8) % 9);
    if (day >= start && day < start + length) total += (shape >>> 16) % 100 < 55 ? -1.39 : 0.79;
  }
  return total;
}

/** Log strength of a buyable product on a day, or NaN if it is not listed yet. */
export function productStrength(world: World, product: number, day: number): number {
  const age = day - (world.productListDay[product] ?? 0);
  if (age < 0) return Number.NaN;
  const family = world.productFamily[product] ?? 0;
  const familyKey = hash2(world.key, family);
  const productKey = hash2(world.key ^ 0x9d, product);
  return (
    (world.productBaseLog[product] ?? 0) +
    0.35 * valueNoise(familyKey, day / 75) +
    0.15 * valueNoise(familyKey ^ 0x16, day / 16) +
    0.1 * valueNoise(productKey, day / 9) +
    Math.log(Math.min(1, 0.25 + age / 160)) +
    eventLog(familyKey, day)
  );
}

/** A day's state with no type filled yet. */
export function newDayState(world: World, day: number): DayState {
  return {
    day,
    strength: new Float32Array(world.products.length).fill(Number.NaN),
    typeWeight: new Float64Array(world.catalog.types.length).fill(Number.NaN),
    typeRanks: new Map(),
  };
}

/** Fills the strengths of a type's products on the state's day, once; returns the type's weight. */
export function fillType(world: World, state: DayState, type: number): number {
  const known = state.typeWeight[type];
  if (known === undefined) return 0;
  if (!Number.isNaN(known)) return known;
  let sum = 0;
  for (const product of world.typeMembers[type] ?? []) {
    const s = productStrength(world, product, state.day);
    state.strength[product] = s;
    if (!Number.isNaN(s)) sum += Math.exp(SALES_SKEW * s);
  }
  state.typeWeight[type] = sum;
  return sum;
}

const SEASONS: Record<Season, { peak: number; width: number; amplitude: number }> = {
  none: { peak: 0, width: 1, amplitude: 0 },
  gifting: { peak: 340, width: 25, amplitude: 1.2 },
  summer: { peak: 180, width: 50, amplitude: 0.6 },
  winter: { peak: 15, width: 45, amplitude: 0.5 },
  newyear: { peak: 8, width: 25, amplitude: 0.8 },
  spring: { peak: 110, width: 40, amplitude: 0.7 },
  school: { peak: 225, width: 20, amplitude: 0.9 },
};

/** Seasonal demand multiplier, averaging 1 over the year. */
export function seasonality(season: Season, day: number): number {
  const { peak, width, amplitude } = SEASONS[season];
  if (amplitude === 0) return 1;
  const d = Math.abs(dayOfYear(day) - peak);
  const distance = Math.min(d, 365 - d) / width;
  const mean = 1 + (amplitude * width * Math.sqrt(Math.PI)) / 365;
  return (1 + amplitude * Math.exp(-distance * distance)) / mean;
}

/** Demand multiplier of a product type (or, for -1, a category's broad terms) on a day. */
export function demandFactor(world: World, type: number, category: number, day: number): number {
  if (type < 0) {
    const types = world.catalog.categories[category]?.types ?? [];
    const first = world.catalog.types[types[0] ?? 0];
    return first ? seasonality(first.spec.season, day) : 1;
  }
  const spec = world.catalog.types[type]?.spec;
  const trend = Math.exp((world.typeTrend[type] ?? 0) * ((day - TREND_ORIGIN) / 365));
  return (spec ? seasonality(spec.season, day) : 1) * trend;
}

/** Estimated monthly searches of a term as of a day (unrounded). */
export function termVolumeOn(world: World, term: number, day: number): number {
  const info = world.catalog.terms[term];
  if (!info) return 0;
  const wobble = Math.exp(0.12 * valueNoise(hash2(world.key ^ 0x5e, term), day / 40));
  return (
    (world.termVolume[term] ?? 0) * demandFactor(world, info.type, info.category, day) * wobble
  );
}

/** Monthly search volume as reported: whole searches, at least 5. */
export function reportedVolume(volume: number): number {
  return Math.max(5, Math.round(volume));
}

const WEEKDAY_RHYTHM = [1.1, 0.97, 0.96, 0.96, 0.97, 0.98, 1.06];

/** Searches of a term on one day (unrounded). */
export function dailySearches(world: World, term: number, day: number): number {
  const noise = 0.9 + 0.2 * unit(hash3(world.key ^ 0xd5, term, day));
  return (termVolumeOn(world, term, day) / 30.44) * (WEEKDAY_RHYTHM[weekday(day)] ?? 1) * noise;
}

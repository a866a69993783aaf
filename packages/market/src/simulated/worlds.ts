/**
 * Lazily built worlds, shared by every simulated market of the process: a marketplace's world
 * is generated on first use (about 50 ms) and kept; a day's product strengths are computed a
 * product type at a time on first use and kept in a bounded cache.
 */
import type { MarketplaceTld } from '@fathom/contract';
import type { Catalog } from './catalog';
import { buildCatalog } from './catalog';
import type { DayState } from './dynamics';
import { newDayState } from './dynamics';
import { Lru } from './lru';
import type { World } from './world';
import { buildWorld } from './world';

/** Room for every marketplace of one seed plus a few worlds of other seeds. */
const catalogs = new Lru<number, Catalog>(4);
const worlds = new Lru<string, World>(16);
const dayStates = new WeakMap<World, Lru<number, DayState>>();

export function normalizeSeed(seed: number): number {
  if (!Number.isFinite(seed)) throw new RangeError(`Invalid seed ${seed}`);
  return Math.trunc(seed) >>> 0;
}

export function getCatalog(seed: number): Catalog {
  return catalogs.getOrCreate(seed, () => buildCatalog(seed));
}

export function getWorld(seed: number, tld: MarketplaceTld): World {
  return worlds.getOrCreate(`${seed}|${tld}`, () => buildWorld(getCatalog(seed), tld));
}

export function getDayState(world: World, day: number): DayState {
  let cache = dayStates.get(world);
  if (!cache) {
    cache = new Lru(128);
    dayStates.set(world, cache);
  }
  return cache.getOrCreate(day, () => newDayState(world, day));
}

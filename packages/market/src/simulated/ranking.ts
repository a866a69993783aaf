/**
 * Organic and sponsored ranking of a term's candidates on a day.
 *
 * Organic score = the candidate's fixed relevance (term-index.ts) + the product's strength that
 * day (dynamics.ts) + a small daily jitter (+-0.1). Candidates not listed yet, or still below
 * their indexing ramp, do not rank. The top 100 by score are the organic results.
 *
 * Sponsored: a family that advertises bids, each month, on a share of its terms (adCoverage).
 * Its ad score = advertising intensity + half its relevance + 0.3 x strength + a launch boost
 * in its first 90 days + a larger daily jitter (bids and budgets move more than ranks). The best
 * scores fill the page's sponsored slots, more of them for high-volume terms.
 *
 * Ranks of one product can be counted without sorting the page (organicRank, sponsoredRank),
 * which keeps reverse ASIN fast; whole pages are sorted (computePage).
 */
import type { Catalog } from './catalog';
import { closestTerm, normalizeTerm } from './catalog';
import { monthIndex } from './dates';
import type { DayState } from './dynamics';
import { fillType, termVolumeOn } from './dynamics';
import { sponsoredSlots, sponsoredVisibility, organicVisibility } from './funnel';
import { hash2, hash4, hashString, roughGauss, unit } from './rng';
import type { Candidates } from './term-index';
import { candidates } from './term-index';
import type { Family, World } from './world';

export const ORGANIC_DEPTH = 100;

/** A term as queried: a known term, or free text ranked like its closest known term. */
export interface TermRef {
  id: number;
  text: string;
  /** 0 for a known term; otherwise a hash of the text that reshuffles the ranking a little. */
  salt: number;
  /** Search volume relative to the known term. */
  volumeFactor: number;
}

export function resolveTerm(catalog: Catalog, text: string): TermRef | null {
  const normalized = normalizeTerm(text);
  const id = catalog.termIds.get(normalized);
  if (id !== undefined) return { id, text: normalized, salt: 0, volumeFactor: 1 };
  const closest = closestTerm(catalog, normalized);
  if (!closest) return null;
  const salt = hashString(normalized) | 1;
  return { id: closest.id, text: normalized, salt, volumeFactor: 0.02 + 0.2 * unit(salt) };
}

/** Everything the ranking of one day needs. */
export interface RankDay {
  world: World;
  day: number;
  month: number;
  state: DayState;
}

export function rankDay(world: World, state: DayState): RankDay {
  return { world, day: state.day, month: monthIndex(state.day), state };
}

/** One term on one day: what scoring the term's candidates needs. */
export interface TermDay extends RankDay {
  ref: TermRef;
  c: Candidates;
}

/** A term on a day, with the strengths of its candidates' types filled in the day's state. */
export function termDay(d: RankDay, ref: TermRef, c = candidates(d.world, ref.id)): TermDay {
  for (const type of c.types) fillType(d.world, d.state, type);
  return { world: d.world, day: d.day, month: d.month, state: d.state, ref, c };
}

/**
 * Organic score of candidate k before the day's jitter, or NaN when it does not rank that day.
 * The full score (organicScore) lies within organicSpread of it, so a rank can be counted
 * without the jitter's hash for candidates far above or below.
 */
function organicBase(t: TermDay, k: number): number {
  const { world, day, state, c } = t;
  const product = c.product[k] ?? 0;
  const strength = state.strength[product] ?? Number.NaN;
  if (Number.isNaN(strength)) return Number.NaN;
  const age = day - (world.productListDay[product] ?? 0);
  if ((c.ramp[k] ?? 0) >= Math.min(256, 20.48 + (age * 256) / 75)) return Number.NaN;
  return (c.score[k] ?? 0) + strength;
}

/** How far organicScore can lie from organicBase: the jitter, plus a free-text term's reshuffle. */
function organicSpread(ref: TermRef): number {
  return (ref.salt === 0 ? 0.1 : 0.1 + 0.3 * 2 * 1.7320508) + 1e-9;
}

/** Organic score of candidate k, or NaN when it does not rank that day. */
export function organicScore(t: TermDay, k: number): number {
  const { world, day, ref, c } = t;
  let score = organicBase(t, k);
  if (Number.isNaN(score)) return score;
  const product = c.product[k] ?? 0;
  score += 0.2 * (unit(hash4(world.key ^ ref.salt, ref.id, product, day)) - 0.5);
  if (ref.salt !== 0) score += 0.3 * roughGauss(hash2(ref.salt, world.productFamily[product] ?? 0));
  return score;
}

/** Ad score of candidate k, or NaN when it does not advertise on the term that day. */
export function adScore(t: TermDay, k: number): number {
  const { world, day, state, ref, c } = t;
  const product = c.product[k] ?? 0;
  if (!world.products[product]?.advertised) return Number.NaN;
  const strength = state.strength[product] ?? Number.NaN;
  if (Number.isNaN(strength)) return Number.NaN;
  const family = world.families[world.productFamily[product] ?? 0] as Family;
  if (unit(hash4(world.key ^ 0xad, ref.id, family.index, t.month)) >= family.adCoverage) {
    return Number.NaN;
  }
  const age = day - (world.productListDay[product] ?? 0);
  const launch = 0.69 * Math.max(0, 1 - age / 90);
  const jitter = 0.6 * (unit(hash4(world.key ^ 0xad2 ^ ref.salt, ref.id, product, day)) - 0.5);
  return family.adLog + 0.5 * (c.score[k] ?? 0) + 0.3 * strength + launch + jitter;
}

export function termVolume(t: TermDay): number {
  return termVolumeOn(t.world, t.ref.id, t.day) * t.ref.volumeFactor;
}

/** How many candidates beat candidate k under a score function, stopping once past `limit`. */
function countAhead(t: TermDay, k: number, limit: number, score: typeof organicScore) {
  const own = score(t, k);
  if (Number.isNaN(own)) return null;
  const product = t.c.product[k] ?? 0;
  let rank = 1;
  for (let i = 0; i < t.c.length; i++) {
    if (i === k) continue;
    const s = score(t, i);
    if (s > own || (s === own && (t.c.product[i] ?? 0) < product)) {
      if (++rank > limit) return null;
    }
  }
  return rank;
}

/**
 * Organic rank (1..100) of candidate k, or null: countAhead's answer, scoring in full only the
 * candidates whose base is within twice the spread of k's score.
 */
export function organicRank(t: TermDay, k: number): number | null {
  const own = organicScore(t, k);
  if (Number.isNaN(own)) return null;
  const spread = organicSpread(t.ref);
  const product = t.c.product[k] ?? 0;
  let rank = 1;
  for (let i = 0; i < t.c.length; i++) {
    if (i === k) continue;
    const base = organicBase(t, i);
    if (!(base + spread >= own)) continue; // does not rank, or below whatever its jitter
    if (base - spread <= own) {
      const s = organicScore(t, i);
      if (!(s > own || (s === own && (t.c.product[i] ?? 0) < product))) continue;
    }
    if (++rank > ORGANIC_DEPTH) return null;
  }
  return rank;
}

/** Sponsored rank of candidate k, or null. */
export function sponsoredRank(t: TermDay, k: number, slots: number): number | null {
  return countAhead(t, k, slots, adScore);
}

export interface Page {
  /** Product indexes in organic order. */
  organic: number[];
  /** Product indexes in sponsored order. */
  sponsored: number[];
  /** Product indexes by impressions, with their share in percent. */
  impressions: { product: number; share: number }[];
  volume: number;
}

function ranked(t: TermDay, limit: number, score: typeof organicScore): number[] {
  const scored: { product: number; score: number }[] = [];
  for (let k = 0; k < t.c.length; k++) {
    const s = score(t, k);
    if (!Number.isNaN(s)) scored.push({ product: t.c.product[k] ?? 0, score: s });
  }
  scored.sort((a, b) => b.score - a.score || a.product - b.product);
  return scored.slice(0, limit).map((e) => e.product);
}

export function computePage(t: TermDay): Page {
  const volume = termVolume(t);
  const organic = ranked(t, ORGANIC_DEPTH, organicScore);
  const sponsored = ranked(t, sponsoredSlots(volume), adScore);
  const weight = new Map<number, number>();
  organic.forEach((p, i) => weight.set(p, organicVisibility(i + 1)));
  sponsored.forEach((p, i) => weight.set(p, (weight.get(p) ?? 0) + sponsoredVisibility(i + 1)));
  let total = 0;
  for (const w of weight.values()) total += w;
  const impressions = [...weight]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([product, w]) => ({ product, share: Math.round((10000 * w) / total) / 100 }));
  return { organic, sponsored, impressions, volume };
}

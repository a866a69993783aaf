/**
 * Generation of a marketplace's product families, type by type.
 *
 * A family's traits are drawn from the type's random stream in a fixed order: weak or not,
 * variation family or not, listing date, base strength, indexing breadth, brand, advertising,
 * price, rating, reviews and conversion. The showcase roles (documented ASINs) then override a
 * few traits, after the draws, so they never shift the families that follow.
 */
import { SHOWCASE_FAMILIES, asinFor } from './asins';
import type { Term, TypeInfo } from './catalog';
import { catalogTypeIndex } from './catalog';
import { parseDay } from './dates';
import { localPrice } from './profiles';
import { Rng, hash3 } from './rng';
import type { Family, ProductKind, ProductRecord, World } from './world';

const FAMILIES_PER_TYPE = [80, 95] as const;
const HISTORY_START = parseDay('2014-01-01');
const HISTORY_SPAN = parseDay('2026-06-30') - HISTORY_START;
const FUTURE_START = parseDay('2026-07-01');
const FUTURE_SPAN = parseDay('2030-12-31') - FUTURE_START;
/** Brand prominence within a category: a few brands own many listings. */
const BRAND_WEIGHTS = Array.from({ length: 48 }, (_, i) => 1 / (i + 2) ** 1.05);

type Role = keyof typeof SHOWCASE_FAMILIES | null;

interface Builder {
  world: World;
  rng: Rng;
  info: TypeInfo;
  /** ASINs reserved for the showcase products, by owner (type:family:slot). */
  reserved: Map<string, string>;
}

/** The product's ASIN; on the (rare) clash with an ASIN already taken, the next salt's. */
function assignAsin(b: Builder, family: number, slot: number): string {
  const { seed, profile, asinIndex } = b.world;
  const owner = `${b.info.index}:${family}:${slot}`;
  for (let salt = 0; ; salt++) {
    const asin = asinFor(seed, profile.index, b.info.index, family, slot, salt);
    const reservedFor = b.reserved.get(asin);
    if (!asinIndex.has(asin) && (reservedFor === undefined || reservedFor === owner)) return asin;
  }
}

/** The modifiers a family really has: at most one per group, a weak listing only one or two. */
function pickMask(rng: Rng, info: TypeInfo, weak: boolean): number {
  let mask = 0;
  const picked: number[] = [];
  for (const group of info.groups) {
    const before = info.modifiers[group[0] ?? 0]?.before ?? false;
    if (rng.chance(before ? 0.55 : 0.4)) picked.push(rng.pick(group));
  }
  if (picked.length === 0) picked.push(rng.int(info.modifiers.length));
  for (const i of weak ? picked.slice(0, 1 + rng.int(2)) : picked) mask |= 1 << i;
  return mask;
}

function indexes(list: readonly unknown[]): number[] {
  return list.map((_, i) => i);
}

function pickColor(rng: Rng, colors: readonly string[]): number {
  return colors.length > 0 ? rng.int(colors.length) : -1;
}

/** Colour/size pairs of a family's children (one pair for a standalone product). */
function variationsOf(rng: Rng, info: TypeInfo, variation: boolean, showcase: boolean) {
  const { colors, sizes } = info.spec;
  if (!variation) {
    const color = pickColor(rng, colors);
    const size = sizes.length > 0 && rng.chance(0.4) ? rng.int(sizes.length) : -1;
    return [[color, size]] as [number, number][];
  }
  const colorCount = Math.min(colors.length, 2 + rng.int(4));
  const sizeCount = Math.min(sizes.length, 2 + rng.int(2));
  const chosenColors = rng.sample(indexes(colors), showcase ? 4 : colorCount);
  const chosenSizes = rng.sample(indexes(sizes), sizeCount).sort((x, y) => x - y);
  const mode = rng.next();
  if (showcase || (colors.length >= 2 && (sizes.length < 2 || mode < 0.6))) {
    return chosenColors.map((c) => [c, -1] as [number, number]);
  }
  if (colors.length < 2 || mode < 0.88) {
    return chosenSizes.map((s) => [pickColor(rng, colors), s] as [number, number]);
  }
  const pairs: [number, number][] = [];
  for (const c of chosenColors.slice(0, 2)) {
    for (const s of chosenSizes.slice(0, 2)) pairs.push([c, s]);
  }
  return pairs;
}

/** The few long-tail terms a weak listing is indexed for, its own features' terms first. */
function weakTermsOf(rng: Rng, world: World, info: TypeInfo, mask: number, count: number) {
  const exact: number[] = [];
  const other: number[] = [];
  for (let t = info.termStart; t < info.termEnd; t++) {
    const term = world.catalog.terms[t] as Term;
    if (term.kind === 'head' || term.kind === 'synonym' || term.kind === 'brand') continue;
    if (term.mask !== 0 && (term.mask & mask) === term.mask) exact.push(t);
    else other.push(t);
  }
  const chosen = rng.sample(exact, count);
  return [...chosen, ...rng.sample(other, count - chosen.length)].sort((x, y) => x - y);
}

/** The random traits of a family, with the showcase role applied. */
function drawTraits(rng: Rng, info: TypeInfo, role: Role) {
  const canVary = info.spec.colors.length >= 2 || info.spec.sizes.length >= 2;
  const weak = rng.chance(0.13);
  const variation = !weak && canVary && rng.chance(0.33);
  const listDay = rng.chance(0.86)
    ? HISTORY_START + Math.floor(HISTORY_SPAN * Math.sqrt(rng.next()))
    : FUTURE_START + Math.floor(FUTURE_SPAN * rng.next());
  const baseLog = weak ? -1.6 + 0.4 * rng.gauss() : 0.9 * rng.gauss();
  const traits = {
    weak,
    variation,
    listDay,
    baseLog,
    // Better products are indexed for a larger share of their type's terms.
    breadth: Math.min(0.97, Math.max(0.3, 0.62 + 0.15 * baseLog + 0.2 * (rng.next() - 0.5))),
    brand: weak ? 16 + rng.int(32) : rng.weighted(BRAND_WEIGHTS),
    advertises: !weak && rng.chance(0.62),
    adLog: Math.log(0.5 + 1.5 * rng.next()),
    adCoverage: 0.3 + 0.6 * rng.next(),
    price: rng.next(),
    rating: rng.next(),
    reviews: rng.next(),
    cvr: rng.next(),
    cart: rng.next(),
  };
  if (role === 'strongHero') {
    Object.assign(traits, { weak: false, variation: false, baseLog: 2.6, breadth: 0.97 });
    Object.assign(traits, { brand: rng.int(4), advertises: true, adCoverage: 0.85, rating: 0.9 });
    traits.listDay = parseDay('2019-04-01') + rng.int(120);
  } else if (role === 'weakHero') {
    Object.assign(traits, {
      weak: true,
      variation: false,
      baseLog: -1.5,
      breadth: 0.3,
      advertises: false,
    });
    traits.listDay = parseDay('2022-02-01') + rng.int(90);
  } else if (role === 'variationParent') {
    Object.assign(traits, {
      weak: false,
      variation: true,
      baseLog: 1.4,
      breadth: 0.9,
      advertises: true,
    });
    traits.listDay = parseDay('2020-05-01') + rng.int(60);
  }
  return traits;
}

/** What the products of one family are made from. */
interface FamilyDraft {
  b: Builder;
  /** The family's position within its type (part of its ASINs). */
  f: number;
  family: Family;
  advertises: boolean;
  usd: number;
  /** Popularity of each child, most popular (featured) first. */
  shares: number[];
}

function addProduct(
  d: FamilyDraft,
  kind: ProductKind,
  slot: number,
  color: number,
  size: number,
  day: number,
) {
  const { world, rng } = d.b;
  const product: ProductRecord = {
    index: world.products.length,
    asin: assignAsin(d.b, d.f, slot),
    kind,
    family: d.family.index,
    type: d.family.type,
    color,
    size,
    price: localPrice(d.usd * (1 + 0.18 * Math.max(0, size)), world.profile),
    listDay: day,
    baseLog:
      d.family.baseLog +
      0.8 * Math.log((d.shares[Math.max(0, slot - 1)] ?? 1) / (d.shares[0] ?? 1)),
    advertised: d.advertises && (slot <= 1 || rng.chance(0.5)),
  };
  world.products.push(product);
  world.asinIndex.set(product.asin, product.index);
  return product.index;
}

function addFamily(b: Builder, f: number, role: Role) {
  const { world, rng, info } = b;
  const { spec } = info;
  const t = drawTraits(rng, info, role);
  const mask = pickMask(rng, info, t.weak);
  const pairs = variationsOf(rng, info, t.variation, role === 'variationParent');
  let colorBits = 0;
  let sizeBits = 0;
  for (const [color, size] of pairs) {
    if (color >= 0) colorBits |= 1 << color;
    if (size >= 0) sizeBits |= 1 << size;
  }
  const cvr = 0.07 + 0.06 / (1 + Math.exp(-t.baseLog)) + 0.04 * t.cvr;
  const rating = t.weak
    ? 3.2 + 1.1 * t.rating
    : Math.min(4.8, Math.max(3.4, 4.0 + 0.25 * Math.tanh(t.baseLog) + 0.5 * (t.rating - 0.45)));
  const marketReach = 0.3 + 0.7 * Math.sqrt(world.profile.scale);
  const family: Family = {
    index: world.families.length,
    type: info.index,
    brand: t.brand,
    mask,
    colorBits,
    sizeBits,
    weak: t.weak,
    weakTerms: t.weak ? weakTermsOf(rng, world, info, mask, role ? 3 : 1 + rng.int(5)) : [],
    breadth: t.breadth,
    baseLog: t.baseLog,
    listDay: t.listDay,
    adLog: t.advertises ? t.adLog : Number.NEGATIVE_INFINITY,
    adCoverage: t.adCoverage,
    cvr,
    cartRate: cvr * (1.8 + 0.8 * t.cart),
    rating: Math.round(rating * 10) / 10,
    reviewCap: Math.round(900 * Math.exp(1.15 * t.baseLog) * (0.5 + t.reviews) * marketReach),
    parent: -1,
    members: [],
    synonym: rng.chance(0.7) ? rng.pick(spec.synonyms) : null,
    benefits: rng.sample(spec.benefits, t.weak ? 1 : 2),
  };
  world.families.push(family);

  const [low, high] = spec.price;
  const usd = Math.min(
    high * 1.3,
    low * (high / low) ** (0.15 + 0.7 * t.price) * Math.exp(0.08 * t.baseLog),
  );
  // Children split the family's demand unevenly; the first (featured) child is the most popular.
  const shares = pairs.map(() => Math.exp(0.6 * rng.gauss())).sort((x, y) => y - x);
  const draft: FamilyDraft = { b, f, family, advertises: t.advertises, usd, shares };
  if (!t.variation) {
    const [color, size] = pairs[0] ?? [-1, -1];
    family.members.push(addProduct(draft, 'standalone', 0, color, size, t.listDay));
    return;
  }
  family.parent = addProduct(draft, 'parent', 0, -1, -1, t.listDay);
  pairs.forEach(([color, size], i) => {
    // Some colours or sizes are added to a family later.
    const later = i > 0 && role === null && rng.chance(0.35);
    const day = t.listDay + (later ? rng.int(400) : 0);
    family.members.push(addProduct(draft, 'child', i + 1, color, size, day));
  });
}

/** Adds every family and product of the world, type by type. */
export function generateFamilies(world: World): void {
  const { seed, profile, catalog } = world;
  // The showcase ASINs are reserved first so that no other product can ever take them.
  const reserved = new Map<string, string>();
  const showcase = catalogTypeIndex(profile.showcaseType);
  for (const family of Object.values(SHOWCASE_FAMILIES)) {
    reserved.set(asinFor(seed, profile.index, showcase, family, 0), `${showcase}:${family}:0`);
  }
  const roles = Object.entries(SHOWCASE_FAMILIES) as [Exclude<Role, null>, number][];
  for (const info of catalog.types) {
    const rng = new Rng(hash3(seed, profile.index, info.index));
    const b: Builder = { world, rng, info, reserved };
    const [least, most] = FAMILIES_PER_TYPE;
    const count = least + rng.int(most - least + 1);
    for (let f = 0; f < count; f++) {
      const role = info.index === showcase ? (roles.find(([, at]) => at === f)?.[0] ?? null) : null;
      world.typeFamilies[info.index]?.push(world.families.length);
      addFamily(b, f, role);
    }
  }
}

/**
 * One marketplace's world: its catalogue of products, generated once from (seed, marketplace).
 *
 * Each product type holds 80 to 95 families. A family is a standalone product or a variation
 * parent with two to five children (colours and/or sizes). A family has a base strength
 * (log-normal: a few best sellers, many middling products), a listing date (most listed between
 * 2014 and mid-2026, some only later, so new listings keep appearing), a set of modifiers it
 * really has (its 'features', which also make its title), a brand, price, rating, advertising
 * habits and conversion rates. About one family in eight is weak: a poor listing that Amazon
 * indexes for five terms or fewer. In each marketplace's showcase type, families 0, 1 and 2 are
 * set up as the documented strong hero, weak hero and variation parent.
 */
import type { MarketplaceTld } from '@fathom/contract';
import type { Catalog } from './catalog';
import { generateFamilies } from './families';
import { buildTitle, pluralName, titleCase } from './listing';
import type { MarketProfile } from './profiles';
import { marketProfile } from './profiles';
import { gauss, hash2, hash3 } from './rng';
import type { Candidates } from './term-index';

export type ProductKind = 'standalone' | 'parent' | 'child';

export interface Family {
  index: number;
  type: number;
  brand: number;
  /** Modifier bits the family's products really have. */
  mask: number;
  /** Colour and size indexes present in the family, as bits. */
  colorBits: number;
  sizeBits: number;
  weak: boolean;
  /** The few terms a weak family is indexed for. */
  weakTerms: number[];
  /** Share of relevant terms Amazon indexes the family for, once established. */
  breadth: number;
  baseLog: number;
  listDay: number;
  /** Log advertising intensity, -Infinity when the family does not advertise. */
  adLog: number;
  /** Share of its terms the family bids on in a given month. */
  adCoverage: number;
  /** Orders per click and cart adds per click. */
  cvr: number;
  cartRate: number;
  rating: number;
  /** Ratings the family gathers when fully established. */
  reviewCap: number;
  /** Product index of the parent, or -1 for a standalone family. */
  parent: number;
  /** Buyable products: the children, or the standalone product itself. Featured child first. */
  members: number[];
  /** Title choices shared by the family's products: another name for it, and selling points. */
  synonym: string | null;
  benefits: string[];
}

export interface ProductRecord {
  index: number;
  asin: string;
  kind: ProductKind;
  family: number;
  type: number;
  color: number;
  size: number;
  /** Price in hundredths of the marketplace currency. */
  price: number;
  listDay: number;
  baseLog: number;
  advertised: boolean;
}

export interface World {
  seed: number;
  /** Hash of (seed, marketplace) that salts every random choice of the world. */
  key: number;
  profile: MarketProfile;
  catalog: Catalog;
  families: Family[];
  products: ProductRecord[];
  asinIndex: Map<string, number>;
  typeFamilies: number[][];
  /** Buyable products (standalone and children) of each type, in index order. */
  typeMembers: number[][];
  /** Hot per-product fields, for the ranking loops. */
  productFamily: Int32Array;
  productListDay: Int32Array;
  productBaseLog: Float32Array;
  /** Monthly searches of each term before seasonality and trend. */
  termVolume: Float32Array;
  /**
   * Monthly searches of each product type's head term before seasonality and trend; the type's
   * unit sales are proportional to it.
   */
  typeDemand: Float64Array;
  /** Yearly growth rate of each product type's demand. */
  typeTrend: Float64Array;
  /** Best-sellers category ids: top-level per category, narrow per type. */
  categoryIds: string[];
  typeCategoryIds: string[];
  /** Each term's candidates, filled on first use (term-index.ts). */
  candidates: (Candidates | undefined)[];
}

function termVolumes(world: World): Float32Array {
  const { seed, key, catalog, profile } = world;
  const volumes = new Float32Array(catalog.terms.length);
  const categoryDemand = catalog.categories.map((c) => {
    const demands = c.spec.types.map((t) => t.demand);
    return (1.5 * demands.reduce((sum, d) => sum + d, 0)) / Math.max(1, demands.length);
  });
  for (const term of catalog.terms) {
    const head = term.kind === 'head' || term.kind === 'category';
    const noise = Math.exp((head ? 0.15 : 0.55) * gauss(hash2(seed, term.id)));
    const local = Math.exp(0.25 * gauss(hash2(key, term.id)));
    const demand =
      term.type >= 0
        ? (world.typeDemand[term.type] ?? 0)
        : (categoryDemand[term.category] ?? 0) * profile.scale;
    volumes[term.id] = demand * term.weight * noise * local;
  }
  return volumes;
}

export function buildWorld(catalog: Catalog, tld: MarketplaceTld): World {
  const profile = marketProfile(tld);
  const seed = catalog.seed;
  const key = hash2(seed, 0x7743 + profile.index);
  const types = catalog.types.length;
  const categoryId = (salt: number) => String(1_000_000 + (hash3(seed, key, salt) % 900_000_000));
  const world: World = {
    seed,
    key,
    profile,
    catalog,
    families: [],
    products: [],
    asinIndex: new Map(),
    typeFamilies: catalog.types.map(() => []),
    typeMembers: catalog.types.map(() => []),
    productFamily: new Int32Array(0),
    productListDay: new Int32Array(0),
    productBaseLog: new Float32Array(0),
    termVolume: new Float32Array(0),
    typeDemand: Float64Array.from(catalog.types, (t) => {
      const popularity = Math.exp(0.3 * gauss(hash3(seed, key, t.index)));
      return t.spec.demand * popularity * profile.scale;
    }),
    typeTrend: Float64Array.from(
      { length: types },
      (_, t) => 0.06 * gauss(hash3(seed, key, 0x7d + t)),
    ),
    categoryIds: catalog.categories.map((c) => categoryId(c.index)),
    typeCategoryIds: catalog.types.map((t) => categoryId(1000 + t.index)),
    candidates: new Array<Candidates | undefined>(catalog.terms.length),
  };

  generateFamilies(world);
  if (world.products.length > 0xffff) throw new Error('Too many products for the term index');
  for (const family of world.families) world.typeMembers[family.type]?.push(...family.members);
  world.productFamily = Int32Array.from(world.products, (p) => p.family);
  world.productListDay = Int32Array.from(world.products, (p) => p.listDay);
  world.productBaseLog = Float32Array.from(world.products, (p) => p.baseLog);
  world.termVolume = termVolumes(world);
  return world;
}

/** Name of a product type's best-sellers category: 'Garlic Presses'. */
export function typeCategoryName(world: World, type: number): string {
  return titleCase(pluralName(world.catalog.types[type]?.spec.name ?? 'products'));
}

export function brandName(world: World, family: Family): string {
  return (
    world.catalog.categories[world.catalog.types[family.type]?.category ?? 0]?.brands[
      family.brand
    ] ?? 'Generic'
  );
}

/** A product's listing title: brand, the family's features and choices, its own colour and size. */
export function productTitle(world: World, product: ProductRecord): string {
  const family = world.families[product.family] as Family;
  const info = world.catalog.types[product.type];
  const modifiers = (before: boolean) =>
    (info?.modifiers ?? [])
      .filter((m, i) => m.before === before && family.mask & (1 << i))
      .map((m) => m.text);
  return buildTitle({
    brand: brandName(world, family),
    features: modifiers(true),
    typeName: info?.spec.name ?? '',
    suffixes: modifiers(false),
    synonym: family.synonym,
    benefits: family.benefits,
    color: product.kind === 'parent' ? null : (info?.spec.colors[product.color] ?? null),
    size: product.kind === 'parent' ? null : (info?.spec.sizes[product.size] ?? null),
  });
}

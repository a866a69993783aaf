/**
 * Turning the model's product indexes into the provider's result types: products, reverse ASIN
 * rows, search result pages, keyword ranks, BSR series and sales estimates.
 */
import type {
  BsrHistory,
  BsrSeries,
  KeywordRank,
  PriceHistory,
  Product,
  ReverseAsinTerm,
  SalesEstimate,
  SearchResultsPage,
  VariationAttributes,
} from '../provider';
import { formatDay } from './dates';
import { reportedVolume, termVolumeOn } from './dynamics';
import { TOP_OF_SEARCH_SLOTS, sponsoredSlots } from './funnel';
import { titleCase } from './listing';
import type { Page, RankDay, TermRef } from './ranking';
import { organicRank, sponsoredRank, termDay, termVolume } from './ranking';
import { categoryRank, rankCarrier, reviewCount, typeRank, unitsPerDay } from './sales';
import { termRanges } from './term-index';
import type { Family, ProductRecord, World } from './world';
import { brandName, productTitle, typeCategoryName } from './world';
import { getDayState } from './worlds';

export function normalizeAsin(asin: string): string {
  return asin.trim().toUpperCase();
}

export function findProduct(world: World, asin: string): ProductRecord | null {
  const index = world.asinIndex.get(normalizeAsin(asin));
  return index === undefined ? null : (world.products[index] ?? null);
}

/** The product of an ASIN if it is listed on the day. */
export function listedProduct(world: World, asin: string, day: number): ProductRecord | null {
  const product = findProduct(world, asin);
  return product && product.listDay <= day ? product : null;
}

/** A product's buyable members: itself, or a parent's children (those listed by `day`). */
export function members(world: World, product: ProductRecord, day = Infinity): number[] {
  if (product.kind !== 'parent') return [product.index];
  const family = world.families[product.family] as Family;
  return family.members.filter((m) => (world.products[m]?.listDay ?? Infinity) <= day);
}

function attributes(world: World, product: ProductRecord): VariationAttributes {
  const spec = world.catalog.types[product.type]?.spec;
  const result: VariationAttributes = {};
  const color = spec?.colors[product.color];
  const size = spec?.sizes[product.size];
  if (color) result.color = titleCase(color);
  if (size) result.size = size;
  return result;
}

function categoryOf(world: World, product: ProductRecord) {
  const category = world.catalog.types[product.type]?.category ?? 0;
  return {
    id: world.categoryIds[category] ?? '',
    name: world.catalog.categories[category]?.spec.name ?? '',
  };
}

export function productView(world: World, product: ProductRecord, day: number): Product {
  const { tld, currency } = world.profile;
  const state = getDayState(world, day);
  const family = world.families[product.family] as Family;
  const category = categoryOf(world, product);
  const carrier = rankCarrier(world, state, product.index);
  const bsr: Product['bsr'] = [];
  const main = categoryRank(world, state, carrier);
  const narrow = typeRank(world, state, carrier);
  if (main !== null) bsr.push({ categoryId: category.id, categoryName: category.name, rank: main });
  if (narrow !== null) {
    const categoryId = world.typeCategoryIds[product.type] ?? '';
    bsr.push({ categoryId, categoryName: typeCategoryName(world, product.type), rank: narrow });
  }
  const parent = world.products[family.parent];
  const children = parent ? members(world, parent, day) : [];
  const prices = members(world, product, day).map((m) => world.products[m]?.price ?? 0);
  return {
    asin: product.asin,
    amazonTld: tld,
    title: productTitle(world, product),
    brand: brandName(world, family),
    landingImageUrl: `/api/products/${tld}/${product.asin}/image.svg`,
    currency,
    price: Math.min(...prices),
    rating: family.rating,
    reviewCount: reviewCount(world, product.index, day),
    firstListedDate: formatDay(product.listDay),
    category: category.name,
    productType: world.catalog.types[product.type]?.spec.name ?? '',
    parentAsin: product.kind === 'child' ? (parent?.asin ?? null) : null,
    variationAttributes: product.kind === 'child' ? attributes(world, product) : null,
    variations: children.map((m) => {
      const child = world.products[m] as ProductRecord;
      return { asin: child.asin, attributes: attributes(world, child) };
    }),
    bsr,
  };
}

/** The terms a product (or, for a parent, any listed child) ranks for on the day. */
export function reverseAsinTerms(world: World, d: RankDay, product: ProductRecord) {
  const buyable = members(world, product, d.day);
  const terms: ReverseAsinTerm[] = [];
  for (const [start, end] of termRanges(world, product.index)) {
    for (let t = start; t < end; t++) {
      const ref: TermRef = {
        id: t,
        text: world.catalog.terms[t]?.text ?? '',
        salt: 0,
        volumeFactor: 1,
      };
      const row: ReverseAsinTerm = {
        term: ref.text,
        searchVolume: 0,
        organicRank: null,
        sponsoredRank: null,
        rankingAsin: null,
      };
      const td = termDay(d, ref);
      let slots = -1;
      for (const member of buyable) {
        const k = td.c.indexOf(member);
        if (k < 0) continue;
        if (slots < 0) slots = sponsoredSlots(termVolume(td));
        const organic = organicRank(td, k);
        const sponsored = sponsoredRank(td, k, slots);
        if (organic !== null && (row.organicRank === null || organic < row.organicRank)) {
          row.organicRank = organic;
          row.rankingAsin = world.products[member]?.asin ?? null;
        }
        if (sponsored !== null && (row.sponsoredRank === null || sponsored < row.sponsoredRank)) {
          row.sponsoredRank = sponsored;
        }
      }
      if (row.organicRank === null && row.sponsoredRank === null) continue;
      row.searchVolume = reportedVolume(termVolumeOn(world, t, d.day));
      terms.push(row);
    }
  }
  return terms.sort((a, b) => b.searchVolume - a.searchVolume || a.term.localeCompare(b.term));
}

export function pageView(world: World, ref: TermRef, page: Page, date: string): SearchResultsPage {
  const asin = (p: number) => world.products[p]?.asin ?? '';
  return {
    term: ref.text,
    date,
    searchVolume: reportedVolume(page.volume),
    organic: page.organic.map((p, i) => ({ rank: i + 1, asin: asin(p) })),
    sponsored: page.sponsored.map((p, i) => ({
      sponsoredRank: i + 1,
      asin: asin(p),
      slot: i < TOP_OF_SEARCH_SLOTS ? 'TOP_OF_SEARCH' : 'REST_OF_SEARCH',
    })),
    impressions: page.impressions.map((e, i) => ({
      asin: asin(e.product),
      impressionRank: i + 1,
      impressionShare: e.share,
    })),
  };
}

/** Positions of a product (a parent: its best child) on a page, or null when not on it. */
export function keywordRank(
  world: World,
  page: Page,
  product: ProductRecord,
  ref: TermRef,
  day: number,
): KeywordRank | null {
  const row: KeywordRank = {
    asin: product.asin,
    term: ref.text,
    date: formatDay(day),
    organicRank: null,
    sponsoredRank: null,
    impressionRank: null,
    impressionShare: null,
    rankingAsin: null,
  };
  for (const member of members(world, product, day)) {
    const organic = page.organic.indexOf(member) + 1 || null;
    const sponsored = page.sponsored.indexOf(member) + 1 || null;
    const impression = page.impressions.findIndex((e) => e.product === member) + 1 || null;
    if (organic !== null && (row.organicRank === null || organic < row.organicRank)) {
      row.organicRank = organic;
      row.rankingAsin = world.products[member]?.asin ?? null;
    }
    if (sponsored !== null && (row.sponsoredRank === null || sponsored < row.sponsoredRank)) {
      row.sponsoredRank = sponsored;
    }
    if (impression !== null && (row.impressionRank === null || impression < row.impressionRank)) {
      row.impressionRank = impression;
      row.impressionShare = page.impressions[impression - 1]?.share ?? null;
    }
  }
  return row.organicRank === null && row.sponsoredRank === null ? null : row;
}

export function bsrHistoryView(world: World, product: ProductRecord, days: number[]): BsrHistory {
  const category = categoryOf(world, product);
  const main: BsrSeries = { categoryId: category.id, categoryName: category.name, points: [] };
  const narrow: BsrSeries = {
    categoryId: world.typeCategoryIds[product.type] ?? '',
    categoryName: typeCategoryName(world, product.type),
    points: [],
  };
  for (const day of days) {
    const date = formatDay(day);
    const state = getDayState(world, day);
    const carrier = rankCarrier(world, state, product.index);
    const listed = product.listDay <= day;
    main.points.push({ date, rank: listed ? categoryRank(world, state, carrier) : null });
    narrow.points.push({ date, rank: listed ? typeRank(world, state, carrier) : null });
  }
  return { asin: product.asin, series: [main, narrow] };
}

/** The product's price on each day: productView's price, null before it (or any child) is listed. */
export function priceHistoryView(
  world: World,
  product: ProductRecord,
  days: number[],
): PriceHistory {
  const points = days.map((day) => {
    const listed = product.listDay <= day ? members(world, product, day) : [];
    const prices = listed.map((m) => world.products[m]?.price ?? 0);
    return { date: formatDay(day), price: prices.length ? Math.min(...prices) : null };
  });
  return { asin: product.asin, currency: world.profile.currency, points };
}

/** Monthly units and revenue at the day's rate; a parent adds up its children. */
export function salesView(world: World, product: ProductRecord, day: number): SalesEstimate {
  const state = getDayState(world, day);
  let units = 0;
  let revenue = 0;
  for (const member of members(world, product, day)) {
    const monthly = Math.round(unitsPerDay(world, state, member) * 30.44);
    units += monthly;
    revenue += monthly * (world.products[member]?.price ?? 0);
  }
  return {
    asin: product.asin,
    date: formatDay(day),
    unitsPerMonth: units,
    revenuePerMonth: revenue,
    currency: world.profile.currency,
  };
}

/**
 * The Sponsored Products search-term report of an advertised product.
 *
 * Every row comes from the same auction that fills the search results' sponsored slots: on each
 * day the product holds a sponsored rank for a term, it gets impressions (searches that day x
 * visibility of the slot), clicks (searches x click rate of the slot, never more than the
 * impressions), orders (clicks x the family's conversion rate, never more than the clicks), sales
 * (orders x price) and spend (clicks x cost per click). Each seller runs four campaigns per
 * product type (exact, phrase, broad, auto); which one serves a search term is fixed per
 * (term, family), and a fifth of exact-served terms are also caught by the auto campaign.
 */
import type { PpcMatchType, PpcTimeUnit } from '../seller-reports';
import type { Term } from './catalog';
import { formatDay } from './dates';
import { dailySearches } from './dynamics';
import {
  sponsoredClickRate,
  sponsoredSlots,
  sponsoredVisibility,
  TOP_OF_SEARCH_SLOTS,
} from './funnel';
import { titleCase } from './listing';
import type { RankDay, TermRef } from './ranking';
import { sponsoredRank, termDay, termVolume } from './ranking';
import { hash2, hash3, hash4, roundBy, unit } from './rng';
import { candidates, termRanges } from './term-index';
import type { Family, World } from './world';
import { brandName } from './world';

export interface PpcRow {
  startDay: number;
  endDay: number;
  campaignName: string;
  adGroupName: string;
  product: number;
  matchType: PpcMatchType;
  targeting: string;
  searchTerm: string;
  impressions: number;
  clicks: number;
  spend: number;
  sales: number;
  orders: number;
}

interface Targeting {
  matchType: PpcMatchType;
  targeting: string;
  adGroupName: string;
  /** Share of the term's traffic this targeting wins. */
  share: number;
}

const CAMPAIGN_LABEL: Record<PpcMatchType, string> = {
  EXACT: 'Exact',
  PHRASE: 'Phrase',
  BROAD: 'Broad',
  AUTO: 'Auto',
};

function autoTargeting(u: number, share: number): Targeting {
  const targeting = u < 0.85 ? 'close-match' : 'loose-match';
  return { matchType: 'AUTO', targeting, adGroupName: 'Auto Targeting', share };
}

/** How a family's campaigns catch a search term. */
function targetingsOf(world: World, term: Term, family: Family): Targeting[] {
  const u = unit(hash3(world.key ^ 0x7a, term.id, family.index));
  if (term.type < 0) return [autoTargeting(u, 1)];
  const spec = world.catalog.types[term.type]?.spec;
  const name = spec?.name ?? term.text;
  const important =
    term.kind === 'head' || term.kind === 'synonym' || (world.termVolume[term.id] ?? 0) >= 800;
  if (important && u < 0.7) {
    const exact: Targeting = {
      matchType: 'EXACT',
      targeting: term.text,
      adGroupName: 'Top Keywords',
      share: 1,
    };
    if (u >= 0.14) return [exact];
    const v = unit(hash3(world.key ^ 0x7b, term.id, family.index));
    return [{ ...exact, share: 0.8 }, autoTargeting(v, 0.2)];
  }
  // Phrase keywords are the head terms; misspellings and other variants reach broad match.
  const head = [name, ...(spec?.synonyms ?? [])].find((h) => term.text.includes(h));
  if (u < 0.45 && head) {
    return [{ matchType: 'PHRASE', targeting: head, adGroupName: `Phrase - ${head}`, share: 1 }];
  }
  if (u < 0.7) {
    return [{ matchType: 'BROAD', targeting: name, adGroupName: 'Broad Research', share: 1 }];
  }
  return [autoTargeting(u, 1)];
}

/** Cost per click in minor units for a term and slot. */
function costPerClick(world: World, term: number, type: number, slot: number): number {
  const typeCpc = 0.6 + 1.6 * unit(hash2(world.key ^ 0xc9, type));
  const termCpc = 0.6 + 0.8 * unit(hash2(world.key ^ 0xc9c, term));
  const placement = slot <= TOP_OF_SEARCH_SLOTS ? 1.25 : 0.8;
  const { fx, priceLevel } = world.profile;
  return Math.max(1, Math.round(typeCpc * termCpc * placement * fx * priceLevel * 100));
}

/** Daily rows of one advertised product over a range of ranking days. */
export function ppcRows(world: World, product: number, days: RankDay[]): PpcRow[] {
  const record = world.products[product];
  if (!record?.advertised) return [];
  const family = world.families[record.family] as Family;
  const brand = brandName(world, family);
  const typeName = titleCase(world.catalog.types[record.type]?.spec.name ?? '');
  const rows: PpcRow[] = [];
  for (const [start, end] of termRanges(world, product)) {
    for (let t = start; t < end; t++) {
      const c = candidates(world, t);
      const k = c.indexOf(product);
      if (k < 0) continue;
      const term = world.catalog.terms[t] as Term;
      const ref: TermRef = { id: t, text: term.text, salt: 0, volumeFactor: 1 };
      let targetings: Targeting[] | null = null;
      for (const d of days) {
        const td = termDay(d, ref, c);
        const slot = sponsoredRank(td, k, sponsoredSlots(termVolume(td)));
        if (slot === null) continue;
        targetings ??= targetingsOf(world, term, family);
        const searches = dailySearches(world, t, d.day);
        const cpc = costPerClick(world, t, record.type, slot);
        targetings.forEach((target, i) => {
          const h = hash4(world.key ^ 0x99c, t, product, d.day * 4 + i);
          const reach = searches * target.share;
          const impressions = roundBy(reach * sponsoredVisibility(slot), h);
          const clicks = Math.min(
            impressions,
            roundBy(reach * sponsoredClickRate(slot), hash2(h, 1)),
          );
          const orders = Math.min(clicks, roundBy(clicks * family.cvr, hash2(h, 2)));
          if (impressions === 0) return;
          rows.push({
            startDay: d.day,
            endDay: d.day,
            campaignName: `${brand} ${typeName} - SP ${CAMPAIGN_LABEL[target.matchType]}`,
            adGroupName: target.adGroupName,
            product,
            matchType: target.matchType,
            targeting: target.targeting,
            searchTerm: term.text,
            impressions,
            clicks,
            spend: clicks * cpc,
            sales: orders * record.price,
            orders,
          });
        });
      }
    }
  }
  return rows;
}

/** Rows in report order; SUMMARY adds each targeting's days into one row for the range. */
export function shapeReport(rows: PpcRow[], unitOfTime: PpcTimeUnit, from: number, to: number) {
  const order = (a: PpcRow, b: PpcRow) =>
    a.startDay - b.startDay ||
    a.campaignName.localeCompare(b.campaignName) ||
    a.adGroupName.localeCompare(b.adGroupName) ||
    a.searchTerm.localeCompare(b.searchTerm) ||
    a.product - b.product;
  if (unitOfTime === 'DAILY') return rows.sort(order);
  const summary = new Map<string, PpcRow>();
  for (const row of rows) {
    const key = [
      row.campaignName,
      row.adGroupName,
      row.product,
      row.targeting,
      row.searchTerm,
    ].join('|');
    const found = summary.get(key);
    if (!found) {
      summary.set(key, { ...row, startDay: from, endDay: to });
      continue;
    }
    found.impressions += row.impressions;
    found.clicks += row.clicks;
    found.spend += row.spend;
    found.sales += row.sales;
    found.orders += row.orders;
  }
  return [...summary.values()].sort(order);
}

export function rowDates(startDay: number, endDay: number) {
  return { startDate: formatDay(startDay), endDate: formatDay(endDay) };
}

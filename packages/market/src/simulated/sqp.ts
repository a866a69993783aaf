/**
 * Search Query Performance (Brand Analytics), weekly.
 *
 * Weeks run Sunday to Saturday. A week's report is released on the Wednesday after it ends:
 * before that it is NOT_PUBLISHED, on the release day it is IN_PROGRESS (downloading), then
 * COMPLETED. One week in twenty fails to download at first and is FAILED for three days until
 * the automatic retry; one in a hundred stays FAILED. Weeks that ended more than two years before
 * the reading date are TOO_OLD.
 *
 * A row exists for each query the ASIN was shown for during the week (organic top 100 or a
 * sponsored slot), except some low-volume queries Amazon leaves out. Query volume is the week's
 * searches; totals follow the market-wide funnel per search; the ASIN's counts are the searches
 * of each day times its visibility and click rate at that day's ranks (funnel.ts), then its cart
 * add and conversion rates. ASIN counts never exceed totals, and each stage never exceeds the
 * one before it.
 */
import type { SqpFunnelStage, SqpRow, SqpWeekStatus } from '../seller-reports';
import type { Term } from './catalog';
import { weekday } from './dates';
import { dailySearches } from './dynamics';
import { PER_SEARCH, asinClickRate, asinVisibility, sponsoredSlots } from './funnel';
import type { RankDay, TermRef } from './ranking';
import { organicRank, sponsoredRank, termDay, termVolume } from './ranking';
import { hash2, hash4, roundBy, unit } from './rng';
import { candidates, termRanges } from './term-index';
import type { Family, World } from './world';

const RELEASE_DELAY = 4; // Saturday + 4 = Wednesday
const RETRY_DAYS = 3;
const TOO_OLD_DAYS = 730;

/** End days (Saturdays) of the weeks overlapping a range. */
export function weekEnds(from: number, to: number): number[] {
  const ends: number[] = [];
  for (let end = from + ((6 - weekday(from) + 7) % 7); end - 6 <= to; end += 7) ends.push(end);
  return ends;
}

export function weekStatus(world: World, end: number, asOf: number): SqpWeekStatus {
  const release = end + RELEASE_DELAY;
  if (asOf < release) return 'NOT_PUBLISHED';
  if (asOf - end > TOO_OLD_DAYS) return 'TOO_OLD';
  const luck = unit(hash2(world.key ^ 0x5a, end));
  if (luck < 0.01) return 'FAILED';
  if (luck < 0.05 && asOf < release + RETRY_DAYS) return 'FAILED';
  if (asOf === release) return 'IN_PROGRESS';
  return 'COMPLETED';
}

/** A row of the report, without the ASIN and week it belongs to. */
export type SqpRowData = Omit<SqpRow, 'asin' | 'startDate' | 'endDate'>;

function stage(total: number, asin: number): SqpFunnelStage {
  const share = total > 0 ? Math.round((10000 * asin) / total) / 100 : 0;
  return { totalCount: total, asinCount: asin, asinShare: share };
}

/** Rows of one buyable product for a week (`days`: its seven ranking days). */
export function sqpRows(world: World, product: number, days: RankDay[]): SqpRowData[] {
  const record = world.products[product];
  const end = days[days.length - 1]?.day ?? 0;
  if (!record) return [];
  const family = world.families[record.family] as Family;
  const rows: SqpRowData[] = [];
  for (const [start, stop] of termRanges(world, product)) {
    for (let t = start; t < stop; t++) {
      const c = candidates(world, t);
      const k = c.indexOf(product);
      if (k < 0) continue;
      const term = world.catalog.terms[t] as Term;
      const ref: TermRef = { id: t, text: term.text, salt: 0, volumeFactor: 1 };
      let volume = 0;
      let seen = 0;
      let clicked = 0;
      let daysWithData = 0;
      for (const d of days) {
        const searches = dailySearches(world, t, d.day);
        volume += searches;
        const td = termDay(d, ref, c);
        const organic = organicRank(td, k);
        const sponsored = sponsoredRank(td, k, sponsoredSlots(termVolume(td)));
        if (organic === null && sponsored === null) continue;
        daysWithData++;
        seen += searches * asinVisibility(organic, sponsored);
        clicked += searches * asinClickRate(organic, sponsored);
      }
      const h = hash4(world.key ^ 0x5d, t, product, end);
      const queryVolume = Math.round(volume);
      // Amazon leaves some queries out of the report, more often the rare ones.
      if (daysWithData === 0 || queryVolume < 1 || unit(h) < (queryVolume < 20 ? 0.3 : 0.06)) {
        continue;
      }
      const jitter = (salt: number) => 0.9 + 0.2 * unit(hash2(h, salt));
      const totals = {
        impressions: Math.round(volume * PER_SEARCH.impressions * jitter(1)),
        clicks: Math.round(volume * PER_SEARCH.clicks * jitter(2)),
        cartAdds: Math.round(volume * PER_SEARCH.cartAdds * jitter(3)),
        purchases: Math.round(volume * PER_SEARCH.purchases * jitter(4)),
      };
      const round = (x: number, salt: number) => roundBy(x, hash2(h, salt));
      const impressions = Math.min(totals.impressions, queryVolume, round(seen, 5));
      const clicks = Math.min(totals.clicks, impressions, round(clicked, 6));
      const cartAdds = Math.min(totals.cartAdds, clicks, round(clicked * family.cartRate, 7));
      const purchases = Math.min(totals.purchases, cartAdds, round(clicked * family.cvr, 8));
      rows.push({
        searchQuery: term.text,
        searchQueryScore: 0,
        searchQueryVolume: queryVolume,
        numberOfDaysWithData: daysWithData,
        impressions: stage(totals.impressions, impressions),
        clicks: stage(totals.clicks, clicks),
        cartAdds: stage(totals.cartAdds, cartAdds),
        purchases: stage(totals.purchases, purchases),
      });
    }
  }
  rows.sort(
    (a, b) =>
      b.searchQueryVolume - a.searchQueryVolume || a.searchQuery.localeCompare(b.searchQuery),
  );
  rows.forEach((row, i) => (row.searchQueryScore = i + 1));
  return rows;
}

import {
  addDays,
  daysBetween,
  marketplaceDate,
  RANK_PER_VARIATION_DEFAULT_DAYS,
  RANK_PER_VARIATION_MAX_DAYS,
  RANK_PER_VARIATION_MIN_ASINS,
  type VariationRanks,
} from '@fathom/contract';
import type { MarketDataProvider } from '@fathom/market';
import type { Membership } from '../../lib/identity';
import { invalid, notFoundMessage } from '../../lib/errors';
import type { AccessibleTracker } from './rank-radar.repository';
import type { RankRadarService } from './rank-radar.service';

export interface VariationDeps {
  rankRadar: Pick<RankRadarService, 'termsOf'>;
  market: MarketDataProvider;
  now?: () => Date;
}

/** Rank per variation: the organic rank of each of a tracker's ASINs per term and day. */
export function createVariationService(deps: VariationDeps) {
  const now = deps.now ?? (() => new Date());
  return {
    async rankPerVariation(
      member: Membership,
      tracker: AccessibleTracker,
      body: { keywordIds: number[]; from?: string | undefined; to?: string | undefined },
    ) {
      if (tracker.asins.length < RANK_PER_VARIATION_MIN_ASINS)
        throw invalid('Rank per variation needs a product with at least 2 ASINs');
      const tld = tracker.marketplace;
      const to = body.to ?? tracker.lastCollectedDate ?? marketplaceDate(tld, now());
      const from = body.from ?? addDays(to, -(RANK_PER_VARIATION_DEFAULT_DAYS - 1));
      if (from > to) throw invalid('The start date must not be after the end date');
      const dates = daysBetween(from, to);
      if (dates.length > RANK_PER_VARIATION_MAX_DAYS)
        throw invalid(`Choose at most ${RANK_PER_VARIATION_MAX_DAYS} days`);
      const known = new Map(
        (await deps.rankRadar.termsOf(tracker, body.keywordIds)).map((t) => [t.id, t.keyword]),
      );
      const missing = body.keywordIds.filter((k) => !known.has(k));
      if (missing.length) throw notFoundMessage('Search term not found in this Rank Radar');
      const terms = body.keywordIds.map((keywordId) => ({
        keywordId,
        keyword: known.get(keywordId)!,
      }));
      const ranks = await deps.market.keywordRanks({ orgId: member.organizationId }, tld, {
        asins: tracker.asins,
        terms: terms.map((t) => t.keyword),
        from,
        to,
      });
      const day = new Map(dates.map((d, i) => [d, i]));
      return {
        dates,
        keywords: terms.map(({ keywordId, keyword }) => {
          const rows = new Map<string | null, (number | null)[]>(
            [...tracker.asins, null].map((asin) => [asin, dates.map(() => null)]),
          );
          const best = (row: (number | null)[], i: number, rank: number) => {
            const held = row[i];
            row[i] = held === null || held === undefined ? rank : Math.min(held, rank);
          };
          for (const r of ranks) {
            const i = day.get(r.date);
            if (r.term !== keyword || i === undefined || r.organicRank === null) continue;
            // A parent's rank is held by one of its children; a rank held by no tracked ASIN is
            // the no-ASIN bucket's.
            const holder =
              r.rankingAsin && rows.has(r.rankingAsin)
                ? r.rankingAsin
                : rows.has(r.asin) && r.rankingAsin === r.asin
                  ? r.asin
                  : null;
            best(rows.get(holder)!, i, r.organicRank);
          }
          const variations: VariationRanks[] = [...rows].map(([asin, organicRank]) => ({
            asin,
            organicRank,
          }));
          return { keywordId, keyword, variations };
        }),
      };
    },
  };
}

export type VariationService = ReturnType<typeof createVariationService>;

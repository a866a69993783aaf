import {
  AD_DATA_DEFAULT_DAYS,
  AD_DATA_MAX_DAYS,
  addDays,
  daysBetween,
  marketplaceDate,
  normalizeSearchTerm,
  type AdDataResponse,
} from '@fathom/contract';
import { invalid, notFoundMessage } from '../../lib/errors';
import type { AccessibleTracker } from '../rank-radar/rank-radar.repository';
import type { RankRadarService } from '../rank-radar/rank-radar.service';
import { addCampaign, addSums, adDataOf, campaignsOf, emptySums } from './ppc.metrics';
import type { PpcCampaignSums, PpcRepository } from './ppc.repository';

export interface PpcServiceDeps {
  rankRadar: Pick<RankRadarService, 'termsOf'>;
  repo: PpcRepository;
  now?: () => Date;
}

/** PPC data of a tracker's search terms, read from the facts the daily import stores. */
export function createPpcService(deps: PpcServiceDeps) {
  const now = deps.now ?? (() => new Date());
  return {
    /** Per term, the adData and campaigns of the range (spec §3 adData, "PPC campaign row"). */
    async adData(
      tracker: AccessibleTracker,
      body: { keywordIds: number[]; from?: string | undefined; to?: string | undefined },
    ): Promise<AdDataResponse> {
      const tld = tracker.marketplace;
      const to = body.to ?? tracker.lastCollectedDate ?? marketplaceDate(tld, now());
      const from = body.from ?? addDays(to, -(AD_DATA_DEFAULT_DAYS - 1));
      if (from > to) throw invalid('The start date must not be after the end date');
      if (daysBetween(from, to).length > AD_DATA_MAX_DAYS)
        throw invalid(`Choose at most ${AD_DATA_MAX_DAYS} days`);
      const ids = [...new Set(body.keywordIds)];
      // The terms' texts are needed by their sums alone: the ranks and days are read meanwhile.
      const named = deps.rankRadar.termsOf(tracker, ids).then((rows) => {
        const known = new Map(rows.map((t) => [t.id, t.keyword]));
        if (ids.some((k) => !known.has(k)))
          throw notFoundMessage('Search term not found in this Rank Radar');
        return ids.map((keywordId) => ({
          keywordId,
          keyword: known.get(keywordId)!,
          term: normalizeSearchTerm(known.get(keywordId)!),
        }));
      });
      const [{ terms, sums }, ranks, collected] = await Promise.all([
        named.then(async (terms) => ({
          terms,
          sums: await deps.repo.campaignSums(
            tracker,
            [...new Set(terms.map((t) => t.term))],
            from,
            to,
          ),
        })),
        deps.repo.impressionRanks(tracker, ids, from, to),
        deps.repo.collectedDays(tracker, from, to),
      ]);
      const sumsByTerm = new Map<string, PpcCampaignSums[]>();
      for (const row of sums) {
        const list = sumsByTerm.get(row.searchTerm) ?? [];
        list.push(row);
        sumsByTerm.set(row.searchTerm, list);
      }
      const rankOf = new Map(ranks.map((r) => [r.keywordId, r]));
      const total = emptySums();
      let withData = 0;
      const keywords = terms.map(({ keywordId, keyword, term }) => {
        const rows = sumsByTerm.get(term) ?? [];
        const s = emptySums();
        for (const row of rows) addCampaign(s, row);
        s.rankSum = rankOf.get(keywordId)?.rankSum ?? 0;
        s.ranked = rankOf.get(keywordId)?.ranked ?? 0;
        s.rankDays = collected;
        addSums(total, s);
        if (rows.length) withData += 1;
        return { keywordId, keyword, adData: adDataOf(s), campaigns: campaignsOf(rows, tld) };
      });
      return {
        from,
        to,
        keywords,
        aggregate: adDataOf(total),
        totalAdDataKeywordCount: withData,
      };
    },
  };
}

export type PpcService = ReturnType<typeof createPpcService>;

import {
  addDays,
  BSR_DEFAULT_DAYS,
  BSR_MAX_DAYS,
  daysBetween,
  marketplaceDate,
  type BsrCategory,
  type BsrLine,
  type BsrSettings,
} from '@fathom/contract';
import type { MarketDataProvider } from '@fathom/market';
import type { Membership } from '../../lib/identity';
import { invalid } from '../../lib/errors';
import type { BsrRepository } from './bsr.repository';
import type { AccessibleTracker } from './rank-radar.repository';

export interface BsrDeps {
  repo: BsrRepository;
  market: MarketDataProvider;
  now?: () => Date;
}

const DEFAULT_SETTINGS: BsrSettings = { selectedCategoryId: null, asinVisibility: {} };

/** The BSR chart of a tracker: daily best-sellers ranks of its ASINs and each member's settings. */
export function createBsrService(deps: BsrDeps) {
  const now = deps.now ?? (() => new Date());

  return {
    async chart(
      member: Membership,
      tracker: AccessibleTracker,
      window: { from?: string; to?: string },
    ) {
      const tld = tracker.marketplace;
      const to = window.to ?? marketplaceDate(tld, now());
      const from = window.from ?? addDays(to, -(BSR_DEFAULT_DAYS - 1));
      if (from > to) throw invalid('The start date must not be after the end date');
      const dates = daysBetween(from, to);
      if (dates.length > BSR_MAX_DAYS) throw invalid(`Choose at most ${BSR_MAX_DAYS} days`);
      const histories = await deps.market.bsrHistory({ orgId: member.organizationId }, tld, {
        asins: tracker.asins,
        from,
        to,
      });
      const categories = new Map<string, BsrCategory>();
      const lines: BsrLine[] = [];
      for (const history of histories)
        history.series.forEach((series, i) => {
          if (!categories.has(series.categoryId))
            categories.set(series.categoryId, {
              categoryId: series.categoryId,
              categoryName: series.categoryName,
              level: i === 0 ? 'top' : 'narrow',
            });
          const byDate = new Map(series.points.map((p) => [p.date, p.rank]));
          lines.push({
            asin: history.asin,
            categoryId: series.categoryId,
            ranks: dates.map((d) => byDate.get(d) ?? null),
          });
        });
      const sorted = [...categories.values()].sort((a, b) =>
        a.level === b.level
          ? a.categoryName.localeCompare(b.categoryName)
          : a.level === 'top'
            ? -1
            : 1,
      );
      return {
        from,
        to,
        dates,
        categories: sorted,
        lines,
        setting: (await deps.repo.settings(tracker, member.userId)) ?? DEFAULT_SETTINGS,
      };
    },

    async saveSettings(member: Membership, tracker: AccessibleTracker, next: BsrSettings) {
      const unknown = Object.keys(next.asinVisibility).filter((a) => !tracker.asins.includes(a));
      if (unknown.length) throw invalid(`Not an ASIN of this Rank Radar: ${unknown.join(', ')}`);
      await deps.repo.save(tracker, member.userId, next);
      return next;
    },
  };
}

export type BsrService = ReturnType<typeof createBsrService>;

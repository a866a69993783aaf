import {
  addDays,
  marketplaceDate,
  SQP_IMPORT_WEEKS,
  type MarketplaceTld,
  type SqpWeekStatus,
} from '@fathom/contract';
import type { MarketDataProvider, SellerConnection } from '@fathom/market';
import { sqpWeekEnds } from '@fathom/market/amazon';
import type { FastifyBaseLogger } from 'fastify';
import type { Attempt } from '../../jobs/registry';
import type { AmazonConnectionsService } from '../amazon-connections/amazon-connections.service';
import type { TrackerRef } from '../rank-radar/rank-radar.repository';
import { FINAL_WEEK_STATUSES, type SqpRepository } from './sqp.repository';

export interface SqpImportDeps {
  repo: SqpRepository;
  connections: Pick<AmazonConnectionsService, 'connected' | 'markSynced'> &
    Partial<Pick<AmazonConnectionsService, 'sellerData'>>;
  market: MarketDataProvider;
  log?: FastifyBaseLogger;
  now?: () => Date;
}

/** The first day of the import's 13 weeks before a marketplace-local day. */
export const importStart = (today: string) => addDays(today, -(SQP_IMPORT_WEEKS * 7 - 1));

/**
 * The first day of the oldest week of the range some ASIN lacks a final status for: Amazon allows
 * a seller account about 20 reports a day, so final weeks are not asked again.
 */
function firstOpenWeek(from: string, today: string, asins: string[], final: Set<string>): string {
  const open = sqpWeekEnds(from, today).find((end) => asins.some((a) => !final.has(`${a}|${end}`)));
  return open ? addDays(open, -6) : today;
}

/**
 * The weekly SQP import: for each Selling Partner connection, each active tracker of its
 * organization in its marketplace and each tracked ASIN, the weeks of the last 13 that are not
 * final yet are read and stored. A download that still fails on the job's last try stores those
 * weeks FAILED and keeps the rows already stored.
 */
export function createSqpImport(deps: SqpImportDeps) {
  const now = deps.now ?? (() => new Date());

  async function importTracker(
    orgId: number,
    tld: MarketplaceTld,
    connection: SellerConnection,
    tracker: TrackerRef & { asins: string[] },
    attempt: Attempt,
  ): Promise<boolean> {
    const today = marketplaceDate(tld, now());
    const from = importStart(today);
    const stored = await deps.repo.weeks(tracker, from, addDays(today, 6));
    const final = new Set(
      stored
        .filter((w) => FINAL_WEEK_STATUSES.includes(w.status))
        .map((w) => `${w.asin}|${w.endDate}`),
    );
    let report;
    try {
      // Amazon's Reports API for a connection made through Login with Amazon, else the market.
      const source = (await deps.connections.sellerData?.(connection)) ?? deps.market;
      report = await source.searchQueryPerformance({ orgId, connection }, tld, {
        asins: tracker.asins,
        from: source === deps.market ? from : firstOpenWeek(from, today, tracker.asins, final),
        to: today,
        asOf: today,
      });
    } catch (error) {
      if (!attempt.isLast) throw error;
      deps.log?.warn(
        { err: error, trackerId: tracker.id },
        'SQP download failed; weeks stored FAILED',
      );
      const open = stored.filter((w) => !final.has(`${w.asin}|${w.endDate}`));
      for (const w of open) await deps.repo.storeWeek(tracker.id, { ...w, status: 'FAILED' }, null);
      return false;
    }
    for (const week of report.weeks) {
      for (const asin of tracker.asins) {
        if (final.has(`${asin}|${week.endDate}`)) continue;
        const status: SqpWeekStatus = week.status;
        const rows =
          status === 'COMPLETED'
            ? report.rows
                .filter((r) => r.asin === asin && r.endDate === week.endDate)
                .map((r) => ({
                  searchQuery: r.searchQuery.trim().replace(/\s+/g, ' ').toLowerCase(),
                  searchQueryScore: r.searchQueryScore,
                  searchQueryVolume: r.searchQueryVolume,
                  daysWithData: r.numberOfDaysWithData,
                  impressionsTotal: r.impressions.totalCount,
                  impressionsAsin: r.impressions.asinCount,
                  clicksTotal: r.clicks.totalCount,
                  clicksAsin: r.clicks.asinCount,
                  cartAddsTotal: r.cartAdds.totalCount,
                  cartAddsAsin: r.cartAdds.asinCount,
                  purchasesTotal: r.purchases.totalCount,
                  purchasesAsin: r.purchases.asinCount,
                }))
            : null;
        await deps.repo.storeWeek(tracker.id, { asin, endDate: week.endDate, status }, rows);
      }
    }
    return true;
  }

  return {
    /** Runs the import; with a tracker id, only that tracker (when its organization is connected). */
    async run(payload: { trackerId?: number | undefined }, attempt: Attempt): Promise<void> {
      let failure: Error | null = null;
      for (const account of await deps.connections.connected('sp-api')) {
        const tld = account.marketplace;
        const trackers = await deps.repo.trackersToImport(account.orgId, tld, payload.trackerId);
        let complete = true;
        for (const tracker of trackers) {
          try {
            complete =
              (await importTracker(account.orgId, tld, account.connection, tracker, attempt)) &&
              complete;
          } catch (error) {
            failure = error instanceof Error ? error : new Error(String(error));
            complete = false;
          }
        }
        if (complete && trackers.length)
          await deps.connections.markSynced(account.connection.id, now());
      }
      if (failure) throw failure;
    },
  };
}

export type SqpImport = ReturnType<typeof createSqpImport>;

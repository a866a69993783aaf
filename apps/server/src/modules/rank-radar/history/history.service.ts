import type { Writable } from 'node:stream';
import {
  marketplaceDate,
  MAX_TRACKER_KEYWORDS,
  type RankHistoryExportFormat,
  type RankHistoryImportResult,
} from '@fathom/contract';
import { invalid } from '../../../lib/errors';
import type { Membership } from '../../../lib/identity';
import type { BillingService } from '../../billing/billing.service';
import type { UnitOfWork } from '../../unit-of-work';
import { NoRoom, type AccessibleTracker } from '../rank-radar.repository';
import { noRoomMessage, refuseArchived } from '../rank-radar.service';
import { writeHistoryCsv, writeHistoryXlsx, type HistoryBatches } from './history-export';
import { readHistoryFile } from './history-import';
import { mergeIntoDays } from './history-merge';
import type { HistoryRepository } from './history.repository';

/** Days the export reads at a time: 500 terms make 7,000 rows a read. */
const EXPORT_DAYS_PER_READ = 14;

/** A tracker's rank history as a file. */
export function createHistoryService(deps: {
  repo: HistoryRepository;
  billing: Pick<BillingService, 'quota'>;
  work: UnitOfWork;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const batches =
    (tracker: AccessibleTracker): HistoryBatches =>
    async (consume) => {
      let after: string | null = null;
      for (;;) {
        const rows = await deps.repo.days(tracker, after, EXPORT_DAYS_PER_READ);
        if (rows.length === 0) return;
        await consume(rows);
        after = rows[rows.length - 1]!.day;
      }
    };

  return {
    /** The name of the tracker's export file. */
    exportFileName(tracker: AccessibleTracker, format: RankHistoryExportFormat) {
      const name = tracker.asin.replace(/[^A-Za-z0-9]/g, '');
      return `rank-history-${name}-${tracker.id}.${format}`;
    },

    /** Writes every stored day of the tracker to `out` as it is read, then ends it. */
    export(tracker: AccessibleTracker, format: RankHistoryExportFormat, out: Writable) {
      return format === 'csv'
        ? writeHistoryCsv(out, batches(tracker))
        : writeHistoryXlsx(out, batches(tracker));
    },

    /**
     * Imports a history file into the tracker, all or nothing: its terms the tracker lacks are
     * added within the search-term quota (refused as a whole when they do not fit), and its rows
     * fill the term days without stored data, in one transaction.
     */
    async import(
      member: Membership,
      tracker: AccessibleTracker,
      format: RankHistoryExportFormat,
      file: Buffer,
    ): Promise<RankHistoryImportResult> {
      refuseArchived(tracker);
      const today = marketplaceDate(tracker.marketplace, now());
      const rows = await readHistoryFile(file, format, today);
      const terms = [...new Set(rows.map((r) => r.term))];
      const days = rows.map((r) => r.day).sort();
      const [from, to] = [days[0]!, days[days.length - 1]!];
      const volumeOf = new Map(
        rows.flatMap((r) => (r.searchVolume === null ? [] : [[r.term, r.searchVolume]])),
      );
      const { limit } = await deps.billing.quota(member.organizationId, 'RANK_RADAR_KEYWORDS');
      return deps.work.run(async ({ rankHistory: history, rankTrackers: trackers }) => {
        const { added } = await trackers
          .addWithinQuota({
            organizationId: member.organizationId,
            limit,
            perTracker: MAX_TRACKER_KEYWORDS,
            tracker,
            terms: terms.map((keyword) => ({ keyword, searchVolume: null, relevancy: null })),
            source: 'manual',
          })
          .catch((error: unknown) => {
            throw error instanceof NoRoom ? invalid(noRoomMessage(error)) : error;
          });
        await history.lockTracker(tracker);
        const tracked = await history.terms(tracker, terms);
        const merged = mergeIntoDays({
          rows,
          terms: tracked,
          stored: await history.packedDays(tracker, from, to),
          collections: await history.collections(tracker, from, to),
        });
        await history.writeDays(tracker, merged.writes);
        await history.updateTerms(
          tracked.map((t) => ({
            keywordId: t.id,
            searchVolume: volumeOf.get(t.keyword) ?? null,
            firstSeen: merged.firstSeen.get(t.id) ?? null,
          })),
        );
        return {
          rowsRead: rows.length,
          daysFilled: merged.filled,
          daysSkipped: merged.skipped,
          termsAdded: added,
        };
      });
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;

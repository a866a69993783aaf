import type { Writable } from 'node:stream';
import type { RankHistoryExportFormat } from '@fathom/contract';
import type { Membership } from '../../../lib/identity';
import type { RankRadarService } from '../rank-radar.service';
import { writeHistoryCsv, writeHistoryXlsx, type HistoryBatches } from './history-export';
import type { HistoryRepository } from './history.repository';

/** Days the export reads at a time: 500 terms make 7,000 rows a read. */
const EXPORT_DAYS_PER_READ = 14;

/** A tracker's rank history as a file. */
export function createHistoryService(deps: {
  repo: HistoryRepository;
  rankRadar: Pick<RankRadarService, 'get'>;
}) {
  const batches =
    (trackerId: number): HistoryBatches =>
    async (consume) => {
      let after: string | null = null;
      for (;;) {
        const rows = await deps.repo.days(trackerId, after, EXPORT_DAYS_PER_READ);
        if (rows.length === 0) return;
        await consume(rows);
        after = rows[rows.length - 1]!.day;
      }
    };

  return {
    /** The tracker the member may see, or a not-found error; then its file name. */
    async exportFileName(member: Membership, trackerId: number, format: RankHistoryExportFormat) {
      const tracker = await deps.rankRadar.get(member, trackerId);
      const name = tracker.asin.replace(/[^A-Za-z0-9]/g, '');
      return `rank-history-${name}-${trackerId}.${format}`;
    },

    /** Writes every stored day of the tracker to `out` as it is read, then ends it. */
    export(trackerId: number, format: RankHistoryExportFormat, out: Writable) {
      return format === 'csv'
        ? writeHistoryCsv(out, batches(trackerId))
        : writeHistoryXlsx(out, batches(trackerId));
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;

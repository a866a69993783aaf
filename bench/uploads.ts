/**
 * The upload gate (apps/server/src/lib/uploads): how long the security probe's zip bombs take to
 * be refused and how much the process grows meanwhile, and the same for the largest file the
 * Rank Radar history import accepts (500 terms × 400 days, as .xlsx and CSV, written by the
 * export). Reads go through `readHistoryFile`, what the import route calls once the body is in.
 * `npx tsx bench/uploads.ts`; prints `name=value` lines.
 */
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { addDays } from '@fathom/contract';
import { readHistoryFile } from '../apps/server/src/modules/rank-radar/history/history-import';
import {
  writeHistoryCsv,
  writeHistoryXlsx,
  type HistoryBatches,
} from '../apps/server/src/modules/rank-radar/history/history-export';
import type { HistoryRow } from '../apps/server/src/modules/rank-radar/history/history.repository';
import { oneCellSheet, sameRowSheet, workbookOf } from '../apps/server/src/test/zip-files';
import { round1 } from './stats';
import { withServerNodeFlags } from './server';

withServerNodeFlags();

const MB = 1024 * 1024;
const TODAY = '2026-12-01';
const TERMS = 500;
const DAYS = 400;

/** Reads the file as the import does: its time, the process's peak growth, the longest stall. */
async function measure(name: string, bytes: Buffer, format: 'csv' | 'xlsx') {
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  const outcome = await readHistoryFile(bytes, format, TODAY).then(
    (rows) => `${rows.length} rows`,
    (error: Error) => error.message,
  );
  const ms = performance.now() - started;
  loop.disable();
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(`${name}_file_kb=${Math.round(bytes.length / 1024)}`);
  console.log(`${name}_ms=${round1(ms)}`);
  console.log(`${name}_rss_growth_mb=${round1((peak - base) / MB)}`);
  console.log(`${name}_event_loop_stall_max_ms=${round1(loop.max / 1e6)}`);
  console.error(`${name}: ${outcome}`);
}

/** The export of TERMS terms over DAYS days, a day at a time. */
const batches: HistoryBatches = async (consume) => {
  for (let d = 0; d < DAYS; d += 1) {
    const day = addDays(TODAY, -DAYS + d);
    const rows: HistoryRow[] = Array.from({ length: TERMS }, (_, i) => ({
      keyword: `garden hose ${i} feet heavy duty`,
      day,
      organic: 1 + ((i + d) % 100),
      sponsored: (i + d) % 3 === 0 ? null : 1 + ((i * d) % 60),
      impression: null,
      searchVolume: 1000 + i,
      topAsin: 'B000000001',
    }));
    await consume(rows);
  }
};

const exported = async (write: typeof writeHistoryCsv) => {
  const out = new PassThrough();
  const [bytes] = await Promise.all([buffer(out), write(out, batches)]);
  return bytes;
};

// Warm up: the first workbook read loads exceljs.
await measure('warmup', await workbookOf(await sameRowSheet(MB / 2)), 'xlsx');

await measure('bomb_250mb_sheet', await workbookOf(await sameRowSheet(250 * MB)), 'xlsx');
await measure('bomb_150mb_cell', await workbookOf(await oneCellSheet(150 * MB)), 'xlsx');
await measure('bomb_50mb_sheet', await workbookOf(await sameRowSheet(50 * MB)), 'xlsx');
const lying = { ...(await sameRowSheet(250 * MB)), declaredSize: 5 * MB };
await measure('bomb_250mb_declared_5mb', await workbookOf(lying), 'xlsx');
await measure('history_200k_rows_xlsx', await exported(writeHistoryXlsx), 'xlsx');
await measure('history_200k_rows_csv', await exported(writeHistoryCsv), 'csv');

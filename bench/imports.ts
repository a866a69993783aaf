/**
 * The importers (packages/market/src/importers) behind the upload gate's readers: a 300,000-row
 * Helium 10 Cerebro CSV and a 100,000-row Sponsored Products search term workbook (written with
 * exceljs's streaming writer into a temporary file), each read through `sheetRows` and
 * `openTabularImport` as the import does, records streamed in batches and counted, nothing kept.
 * `npx tsx bench/imports.ts`; prints `cerebro_rows_per_s=`, `xlsx_rows_per_s=` and
 * `import_peak_rss_mb=` lines. The files are written, and each is imported, by a process of its
 * own (with the server's V8 options): the peak is the larger of the two importing processes' peak
 * resident memory, file bytes included. Rows per CPU second are printed on stderr, for machines
 * busy with other work.
 */
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { openTabularImport } from '@fathom/market';
import { sheetRows } from '../apps/server/src/lib/uploads/spreadsheet';
import { round1 } from './stats';
import { withServerNodeFlags } from './server';

withServerNodeFlags();

const MB = 1024 * 1024;
const CEREBRO_ROWS = 300_000;
const XLSX_ROWS = 100_000;
const ASINS = ['B0C1GARL1C', 'B0D2PRESS2', 'B0E3MINCE3'];

const CEREBRO_HEADER = [
  'Keyword Phrase',
  'ABA Total Click Share',
  'ABA Total Conv. Share',
  'Keyword Sales',
  'Cerebro IQ Score',
  'Search Volume',
  'Search Volume Trend',
  'H10 PPC Sugg. Bid',
  'Sponsored ASINs',
  'Competing Products',
  'CPR',
  'Title Density',
  'Competitor Rank (avg)',
  'Ranking Competitors (count)',
  ...ASINS,
];

const ST_HEADER = [
  'Date',
  'Portfolio name',
  'Currency',
  'Campaign Name',
  'Ad Group Name',
  'Targeting',
  'Match Type',
  'Customer Search Term',
  'Impressions',
  'Clicks',
  'Click-Thru Rate (CTR)',
  'Cost Per Click (CPC)',
  'Spend',
  '7 Day Total Sales',
  'Total Advertising Cost of Sales (ACoS)',
  '7 Day Total Orders (#)',
];

const rank = (i: number, k: number) =>
  (i * (k + 7)) % 320 === 0 ? '-' : String(1 + ((i * (k + 3)) % 300));

async function writeCerebroCsv(file: string): Promise<void> {
  const out = createWriteStream(file);
  out.write(`${CEREBRO_HEADER.join(',')}\n`);
  for (let i = 0; i < CEREBRO_ROWS; i += 1) {
    const volume = 100 + ((i * 7919) % 90_000);
    const line = [
      `garlic press ${i} stainless steel`,
      `${(i % 40) + 0.5}%`,
      `${(i % 30) + 0.25}%`,
      String(i % 900),
      String(i % 2000),
      `"${volume.toLocaleString('en-US')}"`,
      `${(i % 60) - 30}%`,
      `$${(0.5 + (i % 200) / 100).toFixed(2)}`,
      String(i % 50),
      `"${(1000 + (i % 9000)).toLocaleString('en-US')}"`,
      String(i % 120),
      String(i % 20),
      `${(i % 90) + 0.5}`,
      String(i % 4),
      ...ASINS.map((_, k) => rank(i, k)),
    ].join(',');
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

async function writeSearchTermXlsx(file: string): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Sponsored Product Search Term R');
  sheet.addRow(ST_HEADER).commit();
  for (let i = 0; i < XLSX_ROWS; i += 1) {
    const clicks = i % 40;
    const spend = Math.round(clicks * (40 + (i % 90))) / 100;
    sheet
      .addRow([
        new Date(Date.UTC(2024, 4, 1 + (i % 30))),
        '',
        'USD',
        `Campaign ${i % 50}`,
        `Ad group ${i % 200}`,
        i % 3 === 0 ? 'close-match' : `garlic press ${i % 500}`,
        i % 3 === 0 ? '-' : 'EXACT',
        `garlic press ${i} heavy duty`,
        100 + (i % 5000),
        clicks,
        clicks / (100 + (i % 5000)),
        clicks ? spend / clicks : 0,
        spend,
        (i % 7) * 19.99,
        0.2,
        i % 7,
      ])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}

if (process.argv[2] === '--write') {
  // The files are written by a process of their own, so the import's memory is measured alone.
  await writeCerebroCsv(process.argv[3]!);
  await writeSearchTermXlsx(process.argv[4]!);
  process.exit(0);
}

if (process.argv[2] === '--import') {
  // Each file is imported by a process of its own, so neither import's garbage counts for the other.
  const [format, file, rows, expected] = process.argv.slice(3) as [
    'csv' | 'xlsx',
    string,
    string,
    string,
  ];
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const bytes = readFileSync(file);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const reader = await openTabularImport(sheetRows(bytes, format, { unreadable: 'unreadable' }));
  let records = 0;
  for await (const batch of reader.records()) records += batch.length;
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  if (reader.format !== expected || reader.problemCount() > 0)
    throw new Error(`${format}: read as ${reader.format} with ${reader.problemCount()} problems`);
  const cpuSeconds = (used.user + used.system) / 1e6;
  console.error(
    `${format}: ${round1(bytes.length / MB)} MB, ${rows} rows, ${records} records in ${round1(seconds)} s ` +
      `(${round1(cpuSeconds)} s of CPU: ${Math.round(Number(rows) / cpuSeconds)} rows per CPU second), peak ${round1(peak / MB)} MB`,
  );
  console.log(JSON.stringify({ rate: Number(rows) / seconds, peak }));
  process.exit(0);
}

/** Imports the file in a process of its own: its rows per second and the process's peak RSS. */
function importRun(format: 'csv' | 'xlsx', file: string, rows: number, expected: string) {
  const run = spawnSync(
    process.execPath,
    [...process.execArgv, process.argv[1]!, '--import', format, file, String(rows), expected],
    { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`importing the ${format} file failed`);
  return JSON.parse(run.stdout) as { rate: number; peak: number };
}

const dir = mkdtempSync(path.join(tmpdir(), 'fathom-bench-imports-'));
try {
  const csvFile = path.join(dir, 'cerebro.csv');
  const xlsxFile = path.join(dir, 'search-term.xlsx');
  const written = spawnSync(
    process.execPath,
    [...process.execArgv, process.argv[1]!, '--write', csvFile, xlsxFile],
    { stdio: 'inherit' },
  );
  if (written.status !== 0) throw new Error('writing the files failed');
  const cerebro = importRun('csv', csvFile, CEREBRO_ROWS, 'helium10-cerebro');
  const workbook = importRun('xlsx', xlsxFile, XLSX_ROWS, 'ads-sp-search-term');
  console.log(`cerebro_rows_per_s=${Math.round(cerebro.rate)}`);
  console.log(`xlsx_rows_per_s=${Math.round(workbook.rate)}`);
  console.log(`import_peak_rss_mb=${round1(Math.max(cerebro.peak, workbook.peak) / MB)}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

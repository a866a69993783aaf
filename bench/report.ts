/**
 * `npm run bench:report`: writes the figures of the last `npm run bench:check` run
 * (bench/.last-check.json) into the table of docs/scaling.md, between its bench:check markers,
 * with the run's date, commit and machine load, and adds the run to the history there.
 * The figures are therefore those of a run of committed code, never typed by hand.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Verdict } from './check-budgets';
import { repoRoot } from './server';

interface LastCheck {
  date: string;
  commit: string;
  dirty: boolean;
  cpus: number;
  load: [number, number];
  seconds: number;
  passed: boolean;
  figures: Record<string, number>;
  verdicts: Verdict[];
}

/** The figures of the table, their meaning and the target the project holds them to. */
const ROWS: [figure: string, what: string, target: string][] = [
  ['health_rps_pg', '`/api/health`, requests a second (10 connections)', ''],
  ['authed_read_rps_pg', 'authenticated read (spaces), requests a second', '≥ 3,000'],
  ['authed_read_alone_ms_pg', 'the same read, one at a time (fastest tenth), ms', ''],
  ['niches_list_p99_ms_pg', 'niche list of the demo organization (100+ niches), p99 ms', '≤ 25'],
  ['niches_list_alone_ms_pg', 'the same list, one at a time (fastest tenth), ms', ''],
  ['keywords_1000x50_p99_ms_pg', '1,000 keywords × 50 competitors, p99 ms', '≤ 100'],
  ['keywords_1000x50_alone_ms_pg', 'the same keywords, one at a time (fastest tenth), ms', ''],
  ['plain_select_p95_ms_pg', 'plain indexed select of 1,000 niches (baseline), ms', ''],
  ['pipeline_p95_ms_pg', 'pipeline page 1 among 100,000 niches, p95 ms', '≤ 30'],
  ['heatmap_500x90_p95_ms_pg', 'Rank Radar heatmap 500 terms × 90 days, p95 ms', '≤ 40'],
  ['ad_data_p95_ms', 'ad data 500 terms × 90 days, p95 ms', '≤ 40'],
  ['sqp_data_p95_ms', 'SQP data 500 terms × 13 weeks, p95 ms', '≤ 40'],
  ['settings_save_p95_ms', 'keyword settings save (1,000 keywords), p95 ms', '≤ 60'],
];

const SCALING = path.join(repoRoot, 'docs', 'scaling.md');
const TABLE = ['<!-- bench:check table -->', '<!-- /bench:check table -->'] as const;
const HISTORY = ['<!-- bench:check history -->', '<!-- /bench:check history -->'] as const;

const number = (n: number) => n.toLocaleString('en-US');

/** Replaces what lies between two marker lines of `text`. */
function between(text: string, [open, close]: readonly [string, string], body: string) {
  const start = text.indexOf(open);
  const end = text.indexOf(close);
  if (start < 0 || end < start) throw new Error(`markers ${open} ... ${close} not found`);
  return `${text.slice(0, start + open.length)}\n${body}\n${text.slice(end)}`;
}

function table(run: LastCheck): string {
  const budgetOf = new Map(run.verdicts.map((v) => [v.figure, v]));
  const lines = [
    `Taken by \`npm run bench:check\` on ${run.date.slice(0, 16).replace('T', ' ')} UTC, commit ` +
      `${run.commit}${run.dirty ? ' (with uncommitted changes)' : ''}, on ${run.cpus} cores at a ` +
      `load average of ${run.load[0]} to ${run.load[1]}; the check ${run.passed ? 'passed' : 'failed'}.`,
    '',
    '| figure | what | target | this run | ratio to baseline (budget) |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const [figure, what, target] of ROWS) {
    const verdict = budgetOf.get(figure);
    const ratio = verdict ? `${verdict.value} (${verdict.max})` : '';
    lines.push(
      `| \`${figure}\` | ${what} | ${target} | ${number(run.figures[figure] ?? NaN)} | ${ratio} |`,
    );
  }
  return lines.join('\n');
}

const HISTORY_HEADER =
  '| date (UTC) | commit | load | check | health rps | read rps | list p99 | keywords p99 | ' +
  'pipeline p95 | heatmap p95 | ad data p95 | SQP p95 | save p95 |';

function historyLine(run: LastCheck): string {
  const f = run.figures;
  return (
    `| ${run.date.slice(0, 16).replace('T', ' ')} | ${run.commit}${run.dirty ? '+' : ''} | ` +
    `${run.load[0]}–${run.load[1]} | ${run.passed ? 'passed' : 'failed'} | ` +
    [
      'health_rps_pg',
      'authed_read_rps_pg',
      'niches_list_p99_ms_pg',
      'keywords_1000x50_p99_ms_pg',
      'pipeline_p95_ms_pg',
      'heatmap_500x90_p95_ms_pg',
      'ad_data_p95_ms',
      'sqp_data_p95_ms',
      'settings_save_p95_ms',
    ]
      .map((name) => number(f[name] ?? NaN))
      .join(' | ') +
    ' |'
  );
}

const run = JSON.parse(
  readFileSync(path.join(repoRoot, 'bench', '.last-check.json'), 'utf8'),
) as LastCheck;
const scaling = between(readFileSync(SCALING, 'utf8'), TABLE, table(run));
const start = scaling.indexOf(HISTORY[0]) + HISTORY[0].length;
// The runs already listed: the table's lines after its header and separator.
const earlier = scaling
  .slice(start, scaling.indexOf(HISTORY[1]))
  .trim()
  .split('\n')
  .filter((line) => line.startsWith('|'))
  .slice(2);
const history = [
  HISTORY_HEADER,
  HISTORY_HEADER.replace(/[^|]/g, '-'),
  ...earlier,
  historyLine(run),
];
writeFileSync(SCALING, between(scaling, HISTORY, history.join('\n')));
console.log(`docs/scaling.md now shows the run of ${run.date} (${run.commit})`);

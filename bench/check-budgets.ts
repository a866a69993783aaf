/**
 * The budgets of `npm run bench:check`: each figure as a ratio to a baseline timed in the same
 * round on the same machine (`/api/health` for the HTTP figures, a plain indexed select for the
 * in-process ones), so that a slower or busier machine moves both and the ratio holds, while a
 * slower code path moves the ratio. The budgets leave room above the ratios measured on
 * 2026-12-07 (docs/scaling.md "Regression guard"); those of the keyword list, heatmap, ad and SQP
 * data and settings save were lowered after the cuts described in docs/scaling.md "Over-budget
 * figures". A clean-clone CI run of the same day at noise 50% measured heatmap 4.07, ad data 2.9,
 * SQP data 2.95, settings save 1.27, niche list alone 2.61 and keywords alone 6.47: every budget
 * sits about 1.7 times above its figure, so a run whose noise is 10% still passes; a path that
 * becomes twice as costly fails in a quiet run (noise 10%), and one five times as costly (the
 * read's regression of 2026-12) in any.
 */
import type { DataRound } from './check-data';
import type { HttpRound } from './check-http';

export interface Budget<R> {
  /** The figure it guards, as the benches name it. */
  figure: string;
  /** What the ratio says. */
  ratio: string;
  of: (round: R) => number;
  max: number;
}

const NICHES_LIST_ALONE_MAX = 4.5;
const KEYWORDS_ALONE_MAX = 11;

export const HTTP_BUDGETS: Budget<HttpRound>[] = [
  {
    figure: 'authed_read_rps_pg',
    ratio: '/api/health requests a second per authenticated read a second (10 connections)',
    of: (r) => r.health_rps / r.authed_read_rps,
    max: 2,
  },
  {
    figure: 'authed_read_alone_ms_pg',
    ratio:
      'the fastest tenth of authenticated reads over that of /api/health, one request at a time',
    of: (r) => r.authed_read_alone_ms / r.health_alone_ms,
    max: 2.5,
  },
  // A heavy answer is judged one request at a time: under 20 connections its rate against the
  // health check's swings with the machine's load (a ratio of 9 at a load of 11, 48 at 5), as
  // the tiny health answer gains far more from a quiet machine than a megabyte of JSON does.
  {
    figure: 'niches_list_alone_ms_pg',
    ratio: 'the fastest tenth of niche lists over that of /api/health, one request at a time',
    of: (r) => r.niches_list_alone_ms / r.health_alone_ms,
    max: NICHES_LIST_ALONE_MAX,
  },
  {
    figure: 'keywords_1000x50_alone_ms_pg',
    ratio: 'the fastest tenth of 1,000-keyword lists over that of /api/health, one at a time',
    of: (r) => r.keywords_1000x50_alone_ms / r.health_alone_ms,
    max: KEYWORDS_ALONE_MAX,
  },
];

/** The read's budgets alone: what the self-test's slowed read must break. */
export const READ_BUDGETS = HTTP_BUDGETS.slice(0, 2);

export const DATA_BUDGETS: Budget<DataRound>[] = [
  {
    figure: 'pipeline_p95_ms_pg',
    ratio: 'pipeline page 1 over a plain indexed select of 1,000 niches',
    of: (r) => r.pipeline / r.plain_select,
    max: 1,
  },
  {
    figure: 'heatmap_500x90_p95_ms_pg',
    ratio: 'heatmap of 500 terms x 90 days over the plain select',
    of: (r) => r.heatmap_500x90 / r.plain_select,
    max: 7,
  },
  {
    figure: 'ad_data_p95_ms',
    ratio: 'ad data of 500 terms x 90 days over the plain select',
    of: (r) => r.ad_data / r.plain_select,
    max: 5,
  },
  {
    figure: 'sqp_data_p95_ms',
    ratio: 'SQP data of 500 terms x 13 weeks over the plain select',
    of: (r) => r.sqp_data / r.plain_select,
    max: 5,
  },
  {
    figure: 'settings_save_p95_ms',
    ratio: 'keyword settings save (1,000 keywords) over the plain select',
    of: (r) => r.settings_save / r.plain_select,
    max: 2.2,
  },
];

/** Noise is never taken below this (a quiet run) nor above it (a run too noisy to say much). */
export const NOISE_FLOOR = 0.1;
export const NOISE_CEILING = 0.5;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * The machine's noise in this run: how far the baseline itself moved from round to round (the
 * largest over `baselines` of max / min - 1), within the floor and the ceiling.
 */
export function noiseOf(baselines: number[][]): number {
  const spread = Math.max(...baselines.map((v) => Math.max(...v) / Math.min(...v) - 1));
  return Math.min(NOISE_CEILING, Math.max(NOISE_FLOOR, spread));
}

export interface Verdict {
  figure: string;
  ratio: string;
  /** The median over the rounds. */
  value: number;
  max: number;
  noise: number;
  ok: boolean;
}

/** Each budget against the rounds: over budget when the median ratio passes max x (1 + noise). */
export function judge<R>(budgets: Budget<R>[], rounds: R[], noise: number): Verdict[] {
  return budgets.map((b) => {
    const value = Math.round(median(rounds.map(b.of)) * 100) / 100;
    return {
      figure: b.figure,
      ratio: b.ratio,
      value,
      max: b.max,
      noise,
      ok: value <= b.max * (1 + noise),
    };
  });
}

export { median };

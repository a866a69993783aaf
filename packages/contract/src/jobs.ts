import { z } from 'zod';
import { MARKETPLACE_TLDS } from './marketplaces';

/**
 * Every background job: its name, payload schema and queue options. The server's job registry
 * refuses to start unless each has exactly one handler.
 */
export interface JobDefinition<P extends z.ZodType = z.ZodType> {
  payload: P;
  retryLimit: number;
  retryDelaySeconds: number;
  /** Longest an attempt may stay active before the queue fails it (and retries it if it may). */
  expireInSeconds: number;
  /**
   * A working process refreshes its claim every half of this; a claim not refreshed for this long
   * (the process was killed) is failed and retried. The queue library's minimum is 10.
   */
  heartbeatSeconds?: number;
  /** The job that hears of an attempt lost for good: its payload is sent there after the last try. */
  deadLetter?: string;
  /**
   * Every job is sent with a singletonKey, and at most one job per key is queued or active: a
   * second send of the same key meanwhile is dropped (the queue's 'exclusive' policy).
   */
  singleton?: true;
  /** Cron expression (UTC) for jobs the queue schedules itself. */
  cron?: string;
  /** Jobs of this name a working process runs at once (one worker each). */
  concurrency: number;
  /** Jobs a worker takes per fetch; it runs them one after another and settles each on its own. */
  batchSize: number;
}

export function defineJob<P extends z.ZodType>(definition: JobDefinition<P>): JobDefinition<P> {
  return definition;
}

/** Dive jobs: a killed worker's dive is picked up again within about a minute (docs/decisions/operations.md). */
const DIVE_JOB = {
  retryLimit: 2,
  retryDelaySeconds: 5,
  expireInSeconds: 600,
  heartbeatSeconds: 30,
  deadLetter: 'dives.lost',
  concurrency: 1,
  batchSize: 1,
} as const;

export const JOBS = {
  /** Finds a hero's best competitors (Niche Dive discovery). */
  'dives.discover': defineJob({ payload: z.object({ diveRunId: z.uuid() }), ...DIVE_JOB }),
  /** Builds or rebuilds a niche from the discovered competitors. */
  'dives.dive': defineJob({ payload: z.object({ diveRunId: z.uuid() }), ...DIVE_JOB }),
  /** A dive job whose every attempt was lost (its workers died): the run fails visibly. */
  'dives.lost': defineJob({
    payload: z.object({ diveRunId: z.uuid() }),
    retryLimit: 2,
    retryDelaySeconds: 5,
    expireInSeconds: 60,
    concurrency: 1,
    batchSize: 1,
  }),
  /** Starts every Scheduled AutoDive that is due, once per due date. */
  'dives.schedule-tick': defineJob({
    payload: z.object({}),
    retryLimit: 0,
    retryDelaySeconds: 0,
    expireInSeconds: 60,
    cron: '* * * * *',
    concurrency: 1,
    batchSize: 1,
  }),
  /** Queues each marketplace's daily rank collection once its local day has begun. */
  'rank-radar.tick': defineJob({
    payload: z.object({}),
    retryLimit: 0,
    retryDelaySeconds: 0,
    expireInSeconds: 60,
    cron: '*/10 * * * *',
    concurrency: 1,
    batchSize: 1,
  }),
  /**
   * Collects one marketplace-local day of ranks for every active tracker of the marketplace that
   * lacks it; a tracker's day is claimed and stored in one transaction, so it is stored once.
   */
  'rank-radar.collect': defineJob({
    payload: z.object({
      marketplace: z.enum(MARKETPLACE_TLDS),
      day: z.iso.date(),
      /** Only this tracker (a new tracker's first day); every due tracker when absent. */
      trackerId: z.number().int().positive().optional(),
    }),
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 900,
    heartbeatSeconds: 30,
    concurrency: 1,
    batchSize: 1,
  }),
  /**
   * E-mails one tracker's rank alerts of a day to each creator of its e-mailing rules, once per
   * recipient: a recipient is marked sent only once the mail server took the message, so a failed
   * send is tried again and nobody gets the digest twice.
   */
  'rank-radar.alert-digest': defineJob({
    payload: z.object({ trackerId: z.number().int().positive(), day: z.iso.date() }),
    retryLimit: 5,
    retryDelaySeconds: 300,
    expireInSeconds: 300,
    singleton: true,
    concurrency: 1,
    batchSize: 1,
  }),
  /**
   * Tracks a product of a demo niche and fills its Rank Radar with the ranks of past days read
   * from the market (the demo organization's history). Waits, by retrying, until the niche's
   * first dive has finished; each day is stored once, so a retry continues where it stopped.
   */
  'rank-radar.demo-history': defineJob({
    payload: z.object({
      organizationId: z.number().int().positive(),
      userId: z.string().min(1).max(200),
      nicheId: z.number().int().positive(),
      asin: z.string().min(10).max(10),
      days: z.number().int().min(1).max(366),
    }),
    retryLimit: 40,
    retryDelaySeconds: 15,
    expireInSeconds: 900,
    concurrency: 1,
    batchSize: 1,
  }),
  /**
   * Imports the days of a range an organization's Ads connection in a marketplace has not
   * imported yet, one day after another by the daily import (a Rank Radar's past days: the
   * demo's history). Nothing without a working connection.
   */
  'ads-data.ppc-history': defineJob({
    payload: z.object({
      organizationId: z.number().int().positive(),
      marketplace: z.enum(MARKETPLACE_TLDS),
      from: z.iso.date(),
      to: z.iso.date(),
    }),
    retryLimit: 2,
    retryDelaySeconds: 300,
    expireInSeconds: 1800,
    heartbeatSeconds: 30,
    singleton: true,
    concurrency: 1,
    batchSize: 1,
  }),
  /** Queues each Amazon Ads connection's PPC import of its marketplace's day that has just ended. */
  'ads-data.ppc-tick': defineJob({
    payload: z.object({}),
    retryLimit: 0,
    retryDelaySeconds: 0,
    expireInSeconds: 60,
    cron: '*/30 * * * *',
    concurrency: 1,
    batchSize: 1,
  }),
  /**
   * Imports one day of a connection's Sponsored Products search-term report into the PPC facts
   * of the organization's trackers; the day's rows are replaced, so a re-run never doubles them.
   * Retried while Amazon prepares the report or the download fails; FAILED after the last try.
   */
  'ads-data.ppc-import': defineJob({
    payload: z.object({
      connectionId: z.number().int().positive(),
      day: z.iso.date(),
    }),
    retryLimit: 8,
    retryDelaySeconds: 900,
    expireInSeconds: 900,
    heartbeatSeconds: 30,
    singleton: true,
    concurrency: 1,
    batchSize: 1,
  }),
  /**
   * Imports the weekly Search Query Performance reports of every Selling Partner connection: for
   * each active tracker of the connection's organization and marketplace, the last 13 weeks of
   * each tracked ASIN that are not final yet. A week is stored in one transaction that replaces
   * its rows, so a re-run or a second worker never doubles them.
   */
  'ads-data.sqp-import': defineJob({
    payload: z.object({
      /** Only this tracker (the demo's history); every tracker of every connection when absent. */
      trackerId: z.number().int().positive().optional(),
    }),
    retryLimit: 2,
    retryDelaySeconds: 300,
    expireInSeconds: 1800,
    heartbeatSeconds: 30,
    cron: '23 6 * * *',
    singleton: true,
    concurrency: 1,
    batchSize: 1,
  }),
  /** Deletes expired sessions, verifications, rate-limit rows and progress channels; ends idle dives. */
  'system.maintenance': defineJob({
    payload: z.object({}),
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 900,
    cron: '17 * * * *',
    concurrency: 1,
    batchSize: 1,
  }),
  /**
   * Stores every niche's figures of its marketplace's current day, once per niche and day: the
   * niche tracker's daily snapshots. Runs every hour, so each marketplace's new day is taken soon
   * after it begins; a niche already taken that day is skipped.
   */
  'niche-tracker.snapshot': defineJob({
    payload: z.object({}),
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 900,
    cron: '7 * * * *',
    concurrency: 1,
    batchSize: 1,
  }),
  /**
   * Fills a niche's tracker with its figures of past days read from the market (the demo
   * organization's history). Waits, by retrying, until the niche's first dive has finished.
   */
  'niche-tracker.backfill': defineJob({
    payload: z.object({
      nicheId: z.number().int().positive(),
      days: z.number().int().min(1).max(366),
    }),
    retryLimit: 40,
    retryDelaySeconds: 15,
    expireInSeconds: 300,
    concurrency: 1,
    batchSize: 1,
  }),
};

export type JobName = keyof typeof JOBS;
export type JobPayload<N extends JobName> = z.input<(typeof JOBS)[N]['payload']>;

import { z } from 'zod';

/**
 * Every background job: its name, payload schema and queue options. The server's job registry
 * refuses to start unless each has exactly one handler.
 */
export interface JobDefinition<P extends z.ZodType = z.ZodType> {
  payload: P;
  retryLimit: number;
  retryDelaySeconds: number;
  /** Cron expression (UTC) for jobs the queue schedules itself. */
  cron?: string;
}

export function defineJob<P extends z.ZodType>(definition: JobDefinition<P>): JobDefinition<P> {
  return definition;
}

export const JOBS = {
  /** Finds a hero's best competitors (Niche Dive discovery). */
  'dives.discover': defineJob({
    payload: z.object({ diveRunId: z.uuid() }),
    retryLimit: 2,
    retryDelaySeconds: 5,
  }),
  /** Builds or rebuilds a niche from the discovered competitors. */
  'dives.dive': defineJob({
    payload: z.object({ diveRunId: z.uuid() }),
    retryLimit: 2,
    retryDelaySeconds: 5,
  }),
  /** Starts every Scheduled AutoDive that is due, once per due date. */
  'dives.schedule-tick': defineJob({
    payload: z.object({}),
    retryLimit: 0,
    retryDelaySeconds: 0,
    cron: '* * * * *',
  }),
  /** Deletes expired sessions, verifications, rate-limit rows and progress channels. */
  'system.maintenance': defineJob({
    payload: z.object({}),
    retryLimit: 2,
    retryDelaySeconds: 60,
    cron: '17 * * * *',
  }),
};

export type JobName = keyof typeof JOBS;
export type JobPayload<N extends JobName> = z.input<(typeof JOBS)[N]['payload']>;

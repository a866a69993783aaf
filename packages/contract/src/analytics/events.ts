import { z } from 'zod';
import { userText } from '../api/bounds';
import { defineEndpoint } from '../api/endpoint';
import { OrgParams } from '../api/orgs';
import { EXPERIMENT_NAMES, EXPERIMENTS, type ExperimentAssignments } from './experiments';

/** Bounds of a product analytics batch. */
export const ANALYTICS_LIMITS = {
  batchSize: 50,
  controlLength: 120,
  valueLength: 200,
  screenLength: 300,
} as const;

const text = (max: number) => userText(max, { required: 'must not be empty' });

const common = {
  /** The organization the user was working in, if any. */
  orgId: z.number().int().positive().max(2_147_483_647).nullable(),
  /** The page's path, without its query. */
  screen: text(ANALYTICS_LIMITS.screenLength).regex(/^\//, 'must be a path starting with /'),
  /** The accessible name of the control. */
  control: text(ANALYTICS_LIMITS.controlLength),
  occurredAt: z.iso.datetime(),
};

/**
 * Pages whose views are recorded, by the path they are tracked as (spec: rank-radar-and-
 * subscriptions §2, the subscription page as /subscription/[id]) and their title.
 */
export const TRACKED_PAGES = [
  { pattern: /^\/subscription\/[^/]+\/?$/, screen: '/subscription/[id]', title: 'Subscription' },
] as const;

/**
 * Product analytics events (spec: niche-dive §7: button clicks and select changes; page views
 * of TRACKED_PAGES, whose `screen` is the tracked path and `control` the page's title).
 */
export const AnalyticsEvent = z.discriminatedUnion('name', [
  z.object({ name: z.literal('button_click'), ...common }).strict(),
  z.object({ name: z.literal('page_view'), ...common }).strict(),
  z
    .object({
      name: z.literal('select_change'),
      ...common,
      /** The option chosen, as the user saw it. */
      value: text(ANALYTICS_LIMITS.valueLength),
    })
    .strict(),
]);
export type AnalyticsEvent = z.infer<typeof AnalyticsEvent>;

export const AnalyticsBatch = z
  .object({
    events: z
      .array(AnalyticsEvent)
      .min(1, 'Send at least one event')
      .max(ANALYTICS_LIMITS.batchSize, `At most ${ANALYTICS_LIMITS.batchSize} events at once`),
  })
  .strict();
export type AnalyticsBatch = z.infer<typeof AnalyticsBatch>;

export const ExperimentAssignmentsResponse = z.object(
  Object.fromEntries(EXPERIMENT_NAMES.map((name) => [name, z.enum(EXPERIMENTS[name])])),
) as unknown as z.ZodType<ExperimentAssignments>;

/** A day as yyyy-MM-dd; PostgreSQL has no year 0. */
const ExportDay = z.iso.date().refine((d) => !d.startsWith('0000'), 'Dates start at year 1');

export const AnalyticsExportQuery = z.object({
  from: ExportDay.optional(),
  to: ExportDay.optional(),
});

/** Columns of the CSV export, in order: the event, then the user's variant of each experiment. */
export const ANALYTICS_CSV_COLUMNS = [
  'occurred_at',
  'received_at',
  'event',
  'user_id',
  'organization_id',
  'screen',
  'control',
  'value',
  ...EXPERIMENT_NAMES,
] as const;

export const analyticsEndpoints = {
  recordEvents: defineEndpoint({
    action: 'account',
    method: 'POST',
    path: '/api/analytics/events',
    summary: 'Records a batch of product analytics events of the signed-in user',
    body: AnalyticsBatch,
    response: z.object({ accepted: z.number().int() }),
  }),
  experiments: defineEndpoint({
    action: 'account',
    method: 'GET',
    path: '/api/me/experiments',
    summary: "The signed-in user's experiment variants, assigned and recorded on first request",
    response: ExperimentAssignmentsResponse,
  }),
  exportEvents: defineEndpoint({
    action: 'analytics.export',
    method: 'GET',
    path: '/api/orgs/:orgId/analytics/events.csv',
    summary: "The organization's analytics events as CSV (owners and team managers)",
    params: OrgParams,
    query: AnalyticsExportQuery,
    response: z.string(),
  }),
};

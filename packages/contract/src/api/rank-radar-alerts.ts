import { countOf } from '../display';
import { z } from 'zod';
import { IdNumber } from './bounds';
import { defineEndpoint, IdParam } from './endpoint';
import { KrtParams } from './rank-radar';

/** Rank Radar rank-change alerts: rules per tracker, evaluated after each collected day. */
export const ALERT_RULE_KINDS = ['leaves_top', 'enters_top', 'moves'] as const;
export type AlertRuleKind = (typeof ALERT_RULE_KINDS)[number];
export const ALERT_DIRECTIONS = ['either', 'up', 'down'] as const;
export type AlertDirection = (typeof ALERT_DIRECTIONS)[number];
/** N of "top N" and "by N places": 1 to 100 (ranks above 100 count as not ranked). */
export const ALERT_THRESHOLD_MAX = 100;
export const ALERT_TOP_DEFAULT = 10;
export const ALERT_MOVE_DEFAULT = 5;
/** Rules one tracker may hold. */
export const ALERT_RULES_MAX = 20;
/** Search terms one rule may name. */
export const ALERT_RULE_KEYWORDS_MAX = 200;
export const ALERTS_PAGE_SIZE = 20;
export const ALERTS_PAGE_MAX = 1_000;
/** Alerts one request may mark read. */
export const ALERTS_READ_MAX = 100;

export const ALERT_MESSAGES = {
  tooManyRules: `A Rank Radar can have at most ${ALERT_RULES_MAX} alert rules. Delete one to add another.`,
  termsNotInTracker: 'Some search terms are not in this Rank Radar',
  noTerms: 'Choose at least one search term, or all active search terms',
} as const;

/** How a rule reads: "Leaves the top 10", "Moves up by 5 places or more". */
export function alertRuleText(rule: {
  kind: AlertRuleKind;
  threshold: number;
  direction: AlertDirection;
}): string {
  if (rule.kind === 'leaves_top') return `Leaves the top ${rule.threshold}`;
  if (rule.kind === 'enters_top') return `Enters the top ${rule.threshold}`;
  const way = rule.direction === 'either' ? '' : ` ${rule.direction}`;
  return `Moves${way} by ${countOf(rule.threshold, 'place')} or more`;
}

export const AlertRuleParams = KrtParams.extend({ ruleId: IdParam });

export const AlertRule = z.object({
  id: z.number().int(),
  kind: z.enum(ALERT_RULE_KINDS),
  threshold: z.number().int(),
  direction: z.enum(ALERT_DIRECTIONS),
  /** Null: all the tracker's active search terms. */
  keywordIds: z.array(z.number().int()).nullable(),
  email: z.boolean(),
  createdAt: z.string(),
});
export type AlertRule = z.infer<typeof AlertRule>;

const threshold = z
  .number({ error: `must be a whole number from 1 to ${ALERT_THRESHOLD_MAX}` })
  .int(`must be a whole number from 1 to ${ALERT_THRESHOLD_MAX}`)
  .min(1, `must be a whole number from 1 to ${ALERT_THRESHOLD_MAX}`)
  .max(ALERT_THRESHOLD_MAX, `must be a whole number from 1 to ${ALERT_THRESHOLD_MAX}`);
const keywordIds = z
  .array(IdNumber)
  .min(1, ALERT_MESSAGES.noTerms)
  .max(ALERT_RULE_KEYWORDS_MAX, `At most ${ALERT_RULE_KEYWORDS_MAX} search terms per rule`)
  .nullable();

export const CreateAlertRuleBody = z
  .object({
    kind: z.enum(ALERT_RULE_KINDS),
    threshold: threshold.optional(),
    direction: z.enum(ALERT_DIRECTIONS).default('either'),
    keywordIds: keywordIds.default(null),
    email: z.boolean().default(false),
  })
  .strict();

export const UpdateAlertRuleBody = z
  .object({
    kind: z.enum(ALERT_RULE_KINDS).optional(),
    threshold: threshold.optional(),
    direction: z.enum(ALERT_DIRECTIONS).optional(),
    keywordIds: keywordIds.optional(),
    email: z.boolean().optional(),
  })
  .strict();

export const Alert = z.object({
  id: z.number().int(),
  ruleId: z.number().int(),
  rule: z.string(),
  keywordId: z.number().int(),
  keyword: z.string(),
  day: z.string(),
  previousRank: z.number().int().nullable(),
  rank: z.number().int().nullable(),
  read: z.boolean(),
});
export type Alert = z.infer<typeof Alert>;

export const rankRadarAlertEndpoints = {
  alertRules: defineEndpoint({
    action: 'rankRadar.view',
    method: 'GET',
    path: '/api/orgs/:orgId/krt/:krtId/alert-rules',
    summary: "A tracker's rank-change alert rules",
    params: KrtParams,
    response: z.object({ rules: z.array(AlertRule) }),
  }),
  createAlertRule: defineEndpoint({
    action: 'rankRadar.manage',
    method: 'POST',
    path: '/api/orgs/:orgId/krt/:krtId/alert-rules',
    summary: 'Add a rank-change alert rule to a tracker',
    params: KrtParams,
    body: CreateAlertRuleBody,
    response: AlertRule,
  }),
  updateAlertRule: defineEndpoint({
    action: 'rankRadar.manage',
    method: 'PATCH',
    path: '/api/orgs/:orgId/krt/:krtId/alert-rules/:ruleId',
    summary: 'Change a rank-change alert rule',
    params: AlertRuleParams,
    body: UpdateAlertRuleBody,
    response: AlertRule,
  }),
  deleteAlertRule: defineEndpoint({
    action: 'rankRadar.manage',
    method: 'DELETE',
    path: '/api/orgs/:orgId/krt/:krtId/alert-rules/:ruleId',
    summary: 'Delete a rank-change alert rule and its alerts',
    params: AlertRuleParams,
    response: z.object({ ok: z.literal(true) }),
  }),
  alerts: defineEndpoint({
    action: 'rankRadar.view',
    method: 'GET',
    path: '/api/orgs/:orgId/krt/:krtId/alerts',
    summary: "A page of a tracker's alerts, newest first, with the unread count",
    params: KrtParams,
    query: z.object({
      page: z.coerce
        .number()
        .int('page must be a whole number')
        .min(1, 'page must be 1 or more')
        .max(ALERTS_PAGE_MAX, `page must be at most ${ALERTS_PAGE_MAX}`)
        .default(1),
    }),
    response: z.object({
      alerts: z.array(Alert),
      total: z.number().int(),
      unread: z.number().int(),
      pageSize: z.number().int(),
    }),
  }),
  readAlerts: defineEndpoint({
    action: 'rankRadar.view',
    method: 'POST',
    path: '/api/orgs/:orgId/krt/:krtId/alerts/read',
    summary: 'Mark alerts read: the ones named, or all of the tracker',
    params: KrtParams,
    body: z
      .object({
        ids: z
          .array(IdNumber)
          .max(ALERTS_READ_MAX, `At most ${ALERTS_READ_MAX} alerts at once`)
          .optional(),
      })
      .strict(),
    response: z.object({ unread: z.number().int() }),
  }),
};

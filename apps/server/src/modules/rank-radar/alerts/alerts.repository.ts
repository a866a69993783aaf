import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  Alert,
  ALERT_DIRECTIONS,
  ALERT_RULE_KINDS,
  AlertRule,
  ROLES,
  type AlertDirection,
  type AlertRuleKind,
} from '@fathom/contract';
import type { Db } from '../../../db/client';
import type { AccessibleTracker } from '../rank-radar.repository';
import { intArray, textArray } from '../../../db/sql-arrays';
import { ID_ROW, NUMBERS, parseRows, RANKS } from '../../../db/rows';
import type { EvaluatedRule, NewAlert, TrackerDayRanks } from './domain/alert-evaluation';

/** Trackers evaluated per batch: bounds the ranks and alerts held at once. */
const EVALUATION_BATCH = 200;

export interface AlertRuleFields {
  kind: AlertRuleKind;
  threshold: number;
  direction: AlertDirection;
  keywordIds: number[] | null;
  email: boolean;
}

const ALERT_ROW = Alert.omit({ rule: true }).extend(
  AlertRule.pick({ kind: true, threshold: true, direction: true }).shape,
);

/** A tracker's day and its previous collected day, as the evaluation reads them. */
const DAY_RANKS_ROW = z.object({
  trackerId: z.number(),
  keywordIds: NUMBERS,
  ranks: RANKS,
  previousIds: NUMBERS,
  previousRanks: RANKS,
  termIds: NUMBERS,
}) satisfies z.ZodType<Omit<TrackerDayRanks, 'rules'>>;

const EVALUATED_RULE_ROW = z.object({
  id: z.number(),
  trackerId: z.number(),
  kind: z.enum(ALERT_RULE_KINDS),
  threshold: z.number(),
  direction: z.enum(ALERT_DIRECTIONS),
  keywordIds: z.array(z.number()).nullable(),
  email: z.boolean(),
}) satisfies z.ZodType<EvaluatedRule & { trackerId: number }>;

declare const found: unique symbol;

/** A rule as read from a tracker the caller may see: routes get it from `guards.alertRule`. */
export type TrackerAlertRule = AlertRule & { readonly [found]: true };

const RULE = sql`select id, kind, threshold, direction, keyword_ids as "keywordIds", email,
    to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt"
  from rank_alert_rules`;

/** Every SQL statement of rank-change alerts: rules, their evaluation, alerts and digests. */
export function createAlertsRepository(db: Db) {
  return {
    rules: async (tracker: AccessibleTracker) =>
      parseRows(
        AlertRule,
        await db.execute(sql`${RULE} where tracker_id = ${tracker.id} order by id`),
      ),

    rule: async (tracker: AccessibleTracker, id: number) =>
      // The one place a TrackerAlertRule is made: a rule read with its tracker's id.
      parseRows(
        AlertRule,
        await db.execute(sql`${RULE} where tracker_id = ${tracker.id} and id = ${id}`),
      )[0] as TrackerAlertRule | undefined,

    /** Adds a rule unless the tracker holds `max` already; null then. */
    create: async (
      tracker: AccessibleTracker,
      f: AlertRuleFields,
      createdBy: string | null,
      max: number,
    ) =>
      parseRows(
        ID_ROW,
        await db.execute(sql`insert into rank_alert_rules
            (tracker_id, kind, threshold, direction, keyword_ids, email, created_by)
          select ${tracker.id}, ${f.kind}, ${f.threshold}, ${f.direction},
            ${f.keywordIds ? intArray(f.keywordIds) : null}::int[], ${f.email}, ${createdBy}
          where (select count(*) from rank_alert_rules where tracker_id = ${tracker.id}) < ${max}
          returning id`),
      )[0]?.id ?? null,

    update: async (rule: TrackerAlertRule, f: AlertRuleFields) => {
      await db.execute(sql`update rank_alert_rules set kind = ${f.kind}, threshold = ${f.threshold},
        direction = ${f.direction}, email = ${f.email},
        keyword_ids = ${f.keywordIds ? intArray(f.keywordIds) : null}::int[] where id = ${rule.id}`);
    },

    remove: async (rule: TrackerAlertRule) => {
      await db.execute(sql`delete from rank_alert_rules where id = ${rule.id}`);
    },

    /**
     * The next batch of the marketplace's trackers with rules (or the one asked for), after
     * tracker `after`: of those with ranks stored for `day` and a previous collected day with its
     * ranks, both days' organic ranks, the terms the rules look at and the rules; and the tracker
     * to continue after, null at the end. Each read looks a tracker up by its key, so that none
     * depends on the planner's estimates (docs/scaling.md).
     */
    evaluationBatch: async (
      marketplace: string,
      day: string,
      after: number,
      trackerId?: number,
    ): Promise<{ days: TrackerDayRanks[]; next: number | null }> => {
      const batch = parseRows(
        ID_ROW,
        await db.execute(sql`select t.id from rank_trackers t
          where t.marketplace = ${marketplace} and t.id > ${after}
            ${trackerId ? sql`and t.id = ${trackerId}` : sql``}
            and exists (select 1 from rank_alert_rules r where r.tracker_id = t.id)
          order by t.id limit ${EVALUATION_BATCH}`),
      ).map((t) => t.id);
      const next = batch.length === EVALUATION_BATCH ? batch[batch.length - 1]! : null;
      if (batch.length === 0) return { days: [], next };
      const days = parseRows(
        DAY_RANKS_ROW,
        await db.execute(sql`select t.id as "trackerId", d.keyword_ids as "keywordIds",
            d.organic_ranks as ranks, pd.keyword_ids as "previousIds",
            pd.organic_ranks as "previousRanks",
            array(select k.id from rank_tracker_keywords k where k.tracker_id = t.id
              and k.archived_at is null and k.created_at < p.collected_at order by k.id)
              as "termIds"
          from unnest(${intArray(batch)}::int[]) as t(id)
          cross join lateral (select keyword_ids, organic_ranks from rank_days
            where tracker_id = t.id and day = ${day}::date limit 1) d
          cross join lateral (select c.day, c.collected_at from rank_collections c
            where c.tracker_id = t.id and c.day < ${day}::date and c.status = 'done'
            order by c.day desc limit 1) p
          cross join lateral (select keyword_ids, organic_ranks from rank_days
            where tracker_id = t.id and day = p.day limit 1) pd`),
      );
      if (days.length === 0) return { days: [], next };
      const ids = intArray(days.map((d) => d.trackerId));
      const rules = parseRows(
        EVALUATED_RULE_ROW,
        await db.execute(sql`select id, tracker_id as "trackerId", kind, threshold, direction,
            keyword_ids as "keywordIds", email
          from rank_alert_rules where tracker_id = any(${ids}::int[]) order by id`),
      );
      return {
        days: days.map((d) => ({ ...d, rules: rules.filter((r) => r.trackerId === d.trackerId) })),
        next,
      };
    },

    /** Adds the alerts of `day` in one statement; one already there stays. */
    addAlerts: async (day: string, alerts: readonly NewAlert[]): Promise<void> => {
      if (alerts.length === 0) return;
      await db.execute(sql`insert into rank_alerts
          (rule_id, tracker_id, keyword_id, day, previous_rank, rank)
        select u.rule_id, u.tracker_id, u.keyword_id, ${day}::date, u.previous_rank, u.rank
        from unnest(${intArray(alerts.map((a) => a.ruleId))}::int[],
          ${intArray(alerts.map((a) => a.trackerId))}::int[],
          ${intArray(alerts.map((a) => a.keywordId))}::int[],
          ${intArray(alerts.map((a) => a.previousRank))}::smallint[],
          ${intArray(alerts.map((a) => a.rank))}::smallint[])
          as u(rule_id, tracker_id, keyword_id, previous_rank, rank)
        on conflict do nothing`);
    },

    page: async (tracker: AccessibleTracker, offset: number, limit: number) =>
      parseRows(
        ALERT_ROW,
        await db.execute(sql`select a.id, a.rule_id as "ruleId", a.keyword_id as "keywordId",
            k.keyword, to_char(a.day, 'YYYY-MM-DD') as day, a.previous_rank as "previousRank",
            a.rank, a.read_at is not null as read, r.kind, r.threshold, r.direction
          from rank_alerts a
          join rank_alert_rules r on r.id = a.rule_id
          join rank_tracker_keywords k on k.id = a.keyword_id
          where a.tracker_id = ${tracker.id}
          order by a.day desc, a.id desc offset ${offset} limit ${limit}`),
      ),

    counts: async (tracker: AccessibleTracker) =>
      parseRows(
        z.object({ total: z.number(), unread: z.number() }),
        await db.execute(sql`select count(*)::int as total,
            (count(*) filter (where read_at is null))::int as unread
          from rank_alerts where tracker_id = ${tracker.id}`),
      )[0]!,

    /** Marks read the tracker's alerts of the days before `day`. */
    markReadBefore: async (tracker: AccessibleTracker, day: string) => {
      await db.execute(sql`update rank_alerts set read_at = now()
        where tracker_id = ${tracker.id} and read_at is null and day < ${day}::date`);
    },

    markRead: async (tracker: AccessibleTracker, ids: number[] | undefined) => {
      await db.execute(sql`update rank_alerts set read_at = now()
        where tracker_id = ${tracker.id} and read_at is null
        ${ids ? sql`and id = any(${intArray(ids)}::int[])` : sql``}`);
    },

    /** The day's alerts of rules that e-mail, for the digest. */
    digestAlerts: async (trackerId: number, day: string) =>
      parseRows(
        ALERT_ROW.extend({ createdBy: z.string().nullable() }),
        await db.execute(sql`select a.id, a.rule_id as "ruleId", a.keyword_id as "keywordId",
            k.keyword, to_char(a.day, 'YYYY-MM-DD') as day, a.previous_rank as "previousRank",
            a.rank, false as read, r.kind, r.threshold, r.direction, r.created_by as "createdBy"
          from rank_alerts a
          join rank_alert_rules r on r.id = a.rule_id and r.email
          join rank_tracker_keywords k on k.id = a.keyword_id
          where a.tracker_id = ${trackerId} and a.day = ${day}::date
          order by r.id, k.keyword`),
      ),

    /** Marks the tracker's digest of the day sent to a recipient; false when it was already. */
    claimDigest: async (trackerId: number, day: string, userId: string) =>
      parseRows(
        z.object({ tracker_id: z.number() }),
        await db.execute(sql`insert into rank_alert_digests (tracker_id, day, user_id)
          values (${trackerId}, ${day}::date, ${userId}) on conflict do nothing
          returning tracker_id`),
      ).length === 1,

    /** Takes the mark back when the mail server did not take the message. */
    releaseDigest: async (trackerId: number, day: string, userId: string) => {
      await db.execute(sql`delete from rank_alert_digests
        where tracker_id = ${trackerId} and day = ${day}::date and user_id = ${userId}`);
    },

    /** The tracker, and the members among `userIds` with their e-mail and role. */
    recipients: async (trackerId: number, userIds: string[]) =>
      parseRows(
        z.object({
          userId: z.string(),
          email: z.string(),
          role: z.enum(ROLES),
          organizationId: z.number(),
          title: z.string(),
        }),
        await db.execute(sql`select u.id as "userId", u.email, m.role,
            t.organization_id as "organizationId", t.title
          from rank_trackers t
          join memberships m on m.organization_id = t.organization_id
          join users u on u.id = m.user_id
          where t.id = ${trackerId} and u.id = any(${textArray(userIds)}::text[])`),
      ),
  };
}

export type AlertsRepository = ReturnType<typeof createAlertsRepository>;

import { sql } from 'drizzle-orm';
import type { Alert, AlertDirection, AlertRule, AlertRuleKind, Role } from '@fathom/contract';
import type { Db } from '../../../db/client';
import { intArray, textArray } from '../sql-arrays';
import { rowsOf } from '../../../db/rows';

export interface AlertRuleFields {
  kind: AlertRuleKind;
  threshold: number;
  direction: AlertDirection;
  keywordIds: number[] | null;
  email: boolean;
}

type AlertRow = Omit<Alert, 'rule'> & Pick<AlertRule, 'kind' | 'threshold' | 'direction'>;

const RULE = sql`select id, kind, threshold, direction, keyword_ids as "keywordIds", email,
    to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt"
  from rank_alert_rules`;

/** Every SQL statement of rank-change alerts: rules, their evaluation, alerts and digests. */
export function createAlertsRepository(db: Db) {
  return {
    rules: async (trackerId: number) =>
      rowsOf<AlertRule>(await db.execute(sql`${RULE} where tracker_id = ${trackerId} order by id`)),

    rule: async (trackerId: number, id: number) =>
      rowsOf<AlertRule>(
        await db.execute(sql`${RULE} where tracker_id = ${trackerId} and id = ${id}`),
      )[0],

    /** Adds a rule unless the tracker holds `max` already; null then. */
    create: async (trackerId: number, f: AlertRuleFields, createdBy: string | null, max: number) =>
      rowsOf<{ id: number }>(
        await db.execute(sql`insert into rank_alert_rules
            (tracker_id, kind, threshold, direction, keyword_ids, email, created_by)
          select ${trackerId}, ${f.kind}, ${f.threshold}, ${f.direction},
            ${f.keywordIds ? intArray(f.keywordIds) : null}::int[], ${f.email}, ${createdBy}
          where (select count(*) from rank_alert_rules where tracker_id = ${trackerId}) < ${max}
          returning id`),
      )[0]?.id ?? null,

    update: async (id: number, f: AlertRuleFields) => {
      await db.execute(sql`update rank_alert_rules set kind = ${f.kind}, threshold = ${f.threshold},
        direction = ${f.direction}, email = ${f.email},
        keyword_ids = ${f.keywordIds ? intArray(f.keywordIds) : null}::int[] where id = ${id}`);
    },

    remove: async (id: number) => {
      await db.execute(sql`delete from rank_alert_rules where id = ${id}`);
    },

    /**
     * Evaluates the rules of the marketplace's trackers (or one) stored for `day` against each
     * tracker's previous collected day, in one statement; an alert already there stays as it
     * was. Returns the trackers that got new alerts from rules that e-mail.
     */
    evaluate: async (marketplace: string, day: string, trackerId?: number) =>
      rowsOf<{ trackerId: number }>(
        await db.execute(sql`
        with days as (
          select d.tracker_id, d.keyword_ids, d.organic_ranks, p.collected_at,
            pd.keyword_ids as prev_ids, pd.organic_ranks as prev_ranks
          from (select distinct tracker_id from rank_alert_rules) r
          join rank_trackers t on t.id = r.tracker_id
          join rank_days d on d.tracker_id = r.tracker_id and d.day = ${day}::date
          join lateral (select c.day, c.collected_at from rank_collections c
            where c.tracker_id = d.tracker_id and c.day < d.day and c.status = 'done'
            order by c.day desc limit 1) p on true
          join rank_days pd on pd.tracker_id = d.tracker_id and pd.day = p.day
          where t.marketplace = ${marketplace}
            ${trackerId ? sql`and r.tracker_id = ${trackerId}` : sql``}
        ), cur as (
          select days.tracker_id, u.id, u.rank from days,
            unnest(days.keyword_ids, days.organic_ranks) as u(id, rank)
        ), prev as (
          select days.tracker_id, u.id, u.rank from days,
            unnest(days.prev_ids, days.prev_ranks) as u(id, rank)
        ), terms as (
          select k.tracker_id, k.id,
            case when c.rank between 1 and 100 then c.rank end as cur,
            case when p.rank between 1 and 100 then p.rank end as prev
          from days
          join rank_tracker_keywords k on k.tracker_id = days.tracker_id
            and k.archived_at is null and k.created_at < days.collected_at
          left join cur c on c.tracker_id = k.tracker_id and c.id = k.id
          left join prev p on p.tracker_id = k.tracker_id and p.id = k.id
        ), added as (
          insert into rank_alerts (rule_id, tracker_id, keyword_id, day, previous_rank, rank)
          select r.id, r.tracker_id, terms.id, ${day}::date, terms.prev, terms.cur
          from rank_alert_rules r
          join terms on terms.tracker_id = r.tracker_id
            and (r.keyword_ids is null or terms.id = any(r.keyword_ids))
          where case r.kind
            when 'leaves_top' then terms.prev <= r.threshold
              and (terms.cur is null or terms.cur > r.threshold)
            when 'enters_top' then terms.cur <= r.threshold
              and (terms.prev is null or terms.prev > r.threshold)
            else terms.cur is not null and terms.prev is not null
              and ((r.direction <> 'down' and terms.prev - terms.cur >= r.threshold)
                or (r.direction <> 'up' and terms.cur - terms.prev >= r.threshold))
          end
          on conflict do nothing
          returning tracker_id, rule_id
        )
        select distinct a.tracker_id as "trackerId" from added a
        join rank_alert_rules r on r.id = a.rule_id where r.email`),
      ).map((r) => r.trackerId),

    page: async (trackerId: number, offset: number, limit: number) =>
      rowsOf<AlertRow>(
        await db.execute(sql`select a.id, a.rule_id as "ruleId", a.keyword_id as "keywordId",
            k.keyword, to_char(a.day, 'YYYY-MM-DD') as day, a.previous_rank as "previousRank",
            a.rank, a.read_at is not null as read, r.kind, r.threshold, r.direction
          from rank_alerts a
          join rank_alert_rules r on r.id = a.rule_id
          join rank_tracker_keywords k on k.id = a.keyword_id
          where a.tracker_id = ${trackerId}
          order by a.day desc, a.id desc offset ${offset} limit ${limit}`),
      ),

    counts: async (trackerId: number) =>
      rowsOf<{ total: number; unread: number }>(
        await db.execute(sql`select count(*)::int as total,
            (count(*) filter (where read_at is null))::int as unread
          from rank_alerts where tracker_id = ${trackerId}`),
      )[0]!,

    markRead: async (trackerId: number, ids: number[] | undefined) => {
      await db.execute(sql`update rank_alerts set read_at = now()
        where tracker_id = ${trackerId} and read_at is null
        ${ids ? sql`and id = any(${intArray(ids)}::int[])` : sql``}`);
    },

    /** The day's alerts of rules that e-mail, for the digest. */
    digestAlerts: async (trackerId: number, day: string) =>
      rowsOf<AlertRow & { createdBy: string | null }>(
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
      rowsOf(
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
      rowsOf<{
        userId: string;
        email: string;
        role: Role;
        organizationId: number;
        title: string;
      }>(
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

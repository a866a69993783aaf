import {
  countOf,
  ALERT_MESSAGES,
  ALERT_MOVE_DEFAULT,
  ALERT_RULES_MAX,
  ALERT_TOP_DEFAULT,
  ALERTS_PAGE_SIZE,
  alertRuleText,
  type Alert,
  type AlertRule,
  type CreateAlertRuleBody,
  type JOBS,
  type MarketplaceTld,
  type UpdateAlertRuleBody,
  webRoutes,
} from '@fathom/contract';
import type { z } from 'zod';
import { DomainError, invalid, notFound } from '../../../lib/errors';
import type { JobQueue } from '../../../jobs/registry';
import type { Scope } from '../../../lib/scope';
import type { Mailer } from '../../mail/mailer';
import type { AccessibleTracker } from '../rank-radar.repository';
import { refuseArchived, type RankRadarService } from '../rank-radar.service';
import { alertsOfDay } from './domain/alert-evaluation';
import type { AlertRuleFields, AlertsRepository, TrackerAlertRule } from './alerts.repository';

export interface AlertsDeps {
  rankRadar: Pick<RankRadarService, 'resolve' | 'termsOf'>;
  repo: AlertsRepository;
  mailer: Pick<Mailer, 'send'>;
  /** The app's address, for the link in the digest. */
  appUrl: string;
  queue: Pick<JobQueue<typeof JOBS>, 'send'>;
}

const rankText = (rank: number | null) => (rank === null ? 'not ranked' : `#${rank}`);

/** "garlic press: #8 → not ranked (Leaves the top 10)" */
export const alertLine = (a: Pick<Alert, 'keyword' | 'previousRank' | 'rank' | 'rule'>) =>
  `${a.keyword}: ${rankText(a.previousRank)} → ${rankText(a.rank)} (${a.rule})`;

/** Rank-change alerts of Rank Radar trackers: rules, evaluation after each day, digests. */
export function createAlertsService(deps: AlertsDeps) {
  const { repo } = deps;

  /** The tracker's alert rule: the route guard of `:ruleId`. */
  async function resolve(tracker: AccessibleTracker, id: number): Promise<TrackerAlertRule> {
    const rule = await repo.rule(tracker, id);
    if (!rule) throw notFound('Alert rule');
    return rule;
  }

  async function checkTerms(tracker: AccessibleTracker, ids: number[] | null) {
    if (ids === null) return null;
    const unique = [...new Set(ids)];
    const own = await deps.rankRadar.termsOf(tracker, unique);
    if (own.length !== unique.length) throw invalid(ALERT_MESSAGES.termsNotInTracker);
    return unique.sort((a, b) => a - b);
  }

  const defaultThreshold = (kind: AlertRule['kind']) =>
    kind === 'moves' ? ALERT_MOVE_DEFAULT : ALERT_TOP_DEFAULT;

  /**
   * Sends the tracker's digest of the day to each creator of its e-mailing rules who has not had
   * it. A recipient is marked before the send and unmarked when it fails, and the error is
   * thrown so that the job tries again for them.
   */
  async function sendDigest(trackerId: number, day: string) {
    const alerts = await repo.digestAlerts(trackerId, day);
    if (alerts.length === 0) return 0;
    const creators = [...new Set(alerts.flatMap((a) => (a.createdBy ? [a.createdBy] : [])))];
    const members = await repo.recipients(trackerId, creators);
    let sent = 0;
    for (const member of members) {
      try {
        // Only a member who may still see the tracker hears of it.
        await deps.rankRadar.resolve(
          { organizationId: member.organizationId, userId: member.userId, role: member.role },
          trackerId,
          false,
        );
      } catch (error) {
        if (error instanceof DomainError) continue;
        throw error;
      }
      if (!(await repo.claimDigest(trackerId, day, member.userId))) continue;
      const mine = alerts.filter((a) => a.createdBy === member.userId);
      const lines = mine.map((a) => `- ${alertLine({ ...a, rule: alertRuleText(a) })}`);
      try {
        await deps.mailer.send({
          to: member.email,
          subject: `Rank alerts for ${member.title} on ${day}`,
          text: [
            `${countOf(mine.length, 'rank alert')} for ${member.title} on ${day}:`,
            '',
            ...lines,
            '',
            'See them in Fathom:',
            `${deps.appUrl}${webRoutes.rankRadarHeatmap}?krtId=${trackerId}&view=alerts`,
          ].join('\n'),
        });
      } catch (error) {
        await repo.releaseDigest(trackerId, day, member.userId);
        throw error;
      }
      sent += 1;
    }
    return sent;
  }

  return {
    resolve,

    rules: async (tracker: AccessibleTracker) => ({ rules: await repo.rules(tracker) }),

    async create(
      scope: Scope,
      tracker: AccessibleTracker,
      body: z.output<typeof CreateAlertRuleBody>,
    ): Promise<AlertRule> {
      refuseArchived(tracker);
      const fields: AlertRuleFields = {
        kind: body.kind,
        threshold: body.threshold ?? defaultThreshold(body.kind),
        direction: body.direction,
        keywordIds: await checkTerms(tracker, body.keywordIds),
        email: body.email,
      };
      const id = await repo.create(tracker, fields, scope.userId ?? null, ALERT_RULES_MAX);
      if (id === null) throw invalid(ALERT_MESSAGES.tooManyRules);
      return resolve(tracker, id);
    },

    async update(
      tracker: AccessibleTracker,
      held: TrackerAlertRule,
      body: z.output<typeof UpdateAlertRuleBody>,
    ): Promise<AlertRule> {
      refuseArchived(tracker);
      const kind = body.kind ?? held.kind;
      await repo.update(held, {
        kind,
        threshold: body.threshold ?? (kind === held.kind ? held.threshold : defaultThreshold(kind)),
        direction: body.direction ?? held.direction,
        keywordIds:
          body.keywordIds === undefined
            ? held.keywordIds
            : await checkTerms(tracker, body.keywordIds),
        email: body.email ?? held.email,
      });
      return resolve(tracker, held.id);
    },

    async remove(tracker: AccessibleTracker, rule: TrackerAlertRule) {
      refuseArchived(tracker);
      await repo.remove(rule);
      return { ok: true as const };
    },

    async alerts(tracker: AccessibleTracker, page: number) {
      const rows = await repo.page(tracker, (page - 1) * ALERTS_PAGE_SIZE, ALERTS_PAGE_SIZE);
      const counts = await repo.counts(tracker);
      return {
        alerts: rows.map(({ kind, threshold, direction, ...a }) => ({
          ...a,
          rule: alertRuleText({ kind, threshold, direction }),
        })),
        ...counts,
        pageSize: ALERTS_PAGE_SIZE,
      };
    },

    async markRead(tracker: AccessibleTracker, ids: number[] | undefined) {
      await repo.markRead(tracker, ids);
      return { unread: (await repo.counts(tracker)).unread };
    },

    /**
     * After a day's collection: evaluates the rules of the trackers stored that day, a batch of
     * trackers at a time, and queues the digest of each tracker with e-mailed alerts that day.
     * Safe to run again for the same day (a retried collection): alerts are stored once, and a
     * digest an earlier try did not queue is queued now.
     */
    async evaluate(marketplace: MarketplaceTld, day: string, trackerId?: number) {
      let mailed = 0;
      for (let after: number | null = 0; after !== null;) {
        const batch = await repo.evaluationBatch(marketplace, day, after, trackerId);
        const alerts = batch.days.flatMap(alertsOfDay);
        await repo.addAlerts(day, alerts);
        // Every tracker with e-mailed alerts, stored now or by an earlier try that stopped before
        // its digest was queued: the digest mails each member once (claimDigest), and its
        // singleton key keeps one queued at a time.
        const mailing = new Set(alerts.filter((a) => a.email).map((a) => a.trackerId));
        for (const id of mailing) {
          await deps.queue.send(
            'rank-radar.alert-digest',
            { trackerId: id, day },
            { singletonKey: `alert-digest-${id}-${day}` },
          );
        }
        mailed += mailing.size;
        after = batch.next;
      }
      return mailed;
    },

    /** The digest job: e-mails the tracker's alerts of the day to whoever has not had them. */
    sendDigest,
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;

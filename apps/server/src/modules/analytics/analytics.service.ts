import {
  ANALYTICS_CSV_COLUMNS,
  assignVariant,
  EXPERIMENT_NAMES,
  isExperimentVariant,
  type AnalyticsEvent,
  type ExperimentAssignments,
  type ExperimentName,
} from '@fathom/contract';
import { invalid, notFound } from '../../lib/errors';
import type { OrgsService } from '../orgs/orgs.service';
import type { AnalyticsRepository } from './analytics.repository';
import { toCsv } from './csv';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far an event's own time may be from the server's: queues are short, clocks drift. */
const MAX_EVENT_AGE_MS = 7 * DAY_MS;
const MAX_CLOCK_AHEAD_MS = DAY_MS;

/** Product analytics: events in batches, experiment variants, and the CSV export. */
export function createAnalyticsService(
  repo: AnalyticsRepository,
  orgs: Pick<OrgsService, 'membership'>,
) {
  async function assignments(userId: string): Promise<ExperimentAssignments> {
    await repo.assign(
      EXPERIMENT_NAMES.map((experiment) => ({
        userId,
        experiment,
        variant: assignVariant(userId, experiment),
      })),
    );
    const stored = await repo.assignmentsOf([userId]);
    return Object.fromEntries(
      EXPERIMENT_NAMES.map((experiment) => {
        const row = stored.find((r) => r.experiment === experiment);
        const variant =
          row && isExperimentVariant(experiment, row.variant)
            ? row.variant
            : assignVariant(userId, experiment);
        return [experiment, variant];
      }),
    ) as ExperimentAssignments;
  }

  return {
    assignments,

    /** Stores a batch; an organization the user does not belong to refuses the whole batch. */
    async record(userId: string, events: AnalyticsEvent[], now = new Date()): Promise<number> {
      const orgIds = [...new Set(events.flatMap((e) => (e.orgId === null ? [] : [e.orgId])))];
      for (const orgId of orgIds) {
        if (!(await orgs.membership(userId, orgId))) throw notFound('Organization');
      }
      const rows = events.map((event) => {
        const occurredAt = new Date(event.occurredAt);
        const age = now.getTime() - occurredAt.getTime();
        if (age > MAX_EVENT_AGE_MS || age < -MAX_CLOCK_AHEAD_MS)
          throw invalid('occurredAt must be within the last 7 days');
        return {
          userId,
          organizationId: event.orgId,
          name: event.name,
          screen: event.screen,
          control: event.control,
          value: event.name === 'select_change' ? event.value : null,
          occurredAt,
        };
      });
      await repo.insertEvents(rows);
      return rows.length;
    },

    /** The organization's events in [from, to + 1 day), with each user's experiment variants. */
    async exportCsv(organizationId: number, from?: string, to?: string): Promise<string> {
      const start = from ? new Date(`${from}T00:00:00Z`) : null;
      const end = to ? new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS) : null;
      if (start && end && start >= end) throw invalid('from must be on or before to');
      const events = await repo.eventsOf(organizationId, start, end);
      const userIds = [...new Set(events.map((e) => e.userId))];
      const variants = new Map<string, string>();
      for (const row of await repo.assignmentsOf(userIds))
        variants.set(`${row.userId}:${row.experiment}`, row.variant);
      const variantOf = (userId: string, experiment: ExperimentName) =>
        variants.get(`${userId}:${experiment}`) ?? null;
      return toCsv([
        ANALYTICS_CSV_COLUMNS,
        ...events.map((e) => [
          e.occurredAt.toISOString(),
          e.receivedAt.toISOString(),
          e.name,
          e.userId,
          e.organizationId,
          e.screen,
          e.control,
          e.value,
          ...EXPERIMENT_NAMES.map((experiment) => variantOf(e.userId, experiment)),
        ]),
      ]);
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

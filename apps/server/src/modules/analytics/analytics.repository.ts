import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { analyticsEvents, experimentAssignments } from '../../db/schema';

export interface NewAnalyticsEvent {
  userId: string;
  organizationId: number | null;
  name: string;
  screen: string;
  control: string;
  value: string | null;
  occurredAt: Date;
}

export function createAnalyticsRepository(db: Db) {
  return {
    /** One statement per batch. */
    insertEvents: async (events: NewAnalyticsEvent[]) => {
      if (events.length > 0) await db.insert(analyticsEvents).values(events);
    },

    /** Records the variants a user has not been given yet; the first assignment stays. */
    assign: async (rows: { userId: string; experiment: string; variant: string }[]) => {
      await db.insert(experimentAssignments).values(rows).onConflictDoNothing();
    },

    assignmentsOf: (userIds: string[]) =>
      userIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              userId: experimentAssignments.userId,
              experiment: experimentAssignments.experiment,
              variant: experimentAssignments.variant,
            })
            .from(experimentAssignments)
            .where(inArray(experimentAssignments.userId, userIds)),

    /** An organization's events in [from, to), oldest first. */
    eventsOf: (organizationId: number, from: Date | null, to: Date | null) =>
      db
        .select()
        .from(analyticsEvents)
        .where(
          and(
            eq(analyticsEvents.organizationId, organizationId),
            from ? gte(analyticsEvents.occurredAt, from) : undefined,
            to ? lt(analyticsEvents.occurredAt, to) : undefined,
          ),
        )
        .orderBy(asc(analyticsEvents.occurredAt), asc(analyticsEvents.id)),
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;

import { eq } from 'drizzle-orm';
import type { KeywordSettingsValues, MarketplaceTld } from '@fathom/contract';
import type { Db } from '../../db/client';
import {
  nicheShares,
  diveSchedules,
  nicheAssignees,
  nicheKeywordEdits,
  nicheKeywordSettings,
  nicheLabels,
  niches,
  nicheSpaces,
  organizationConnections,
  organizations,
  savedPipelineFilters,
  user,
  userPreferences,
} from '../../db/schema';

/** A demo niche to store before its first dive fills in its figures. */
export interface NewDemoNiche {
  organizationId: number;
  createdBy: string;
  marketplace: MarketplaceTld;
  label: string;
  heroAsin: string;
  notes: string;
  hasRankIssue: boolean;
  spaceIds: number[];
  labelIds: number[];
  assigneeIds: string[];
  schedule: Omit<typeof diveSchedules.$inferInsert, 'nicheId'> | null;
}

export function createDemoRepository(db: Db) {
  return {
    async userExists(email: string): Promise<boolean> {
      const found = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
      return found.length > 0;
    },

    async renameOrganization(id: number, name: string): Promise<void> {
      await db.update(organizations).set({ name }).where(eq(organizations.id, id));
    },

    /** The niche with its spaces, labels, assignees and schedule, all or nothing; its id. */
    addNiche: (niche: NewDemoNiche): Promise<number> =>
      db.transaction(async (tx) => {
        const { spaceIds, labelIds, assigneeIds, schedule, ...values } = niche;
        const [created] = await tx.insert(niches).values(values).returning({ id: niches.id });
        const nicheId = created!.id;
        if (spaceIds.length)
          await tx.insert(nicheSpaces).values(spaceIds.map((spaceId) => ({ nicheId, spaceId })));
        if (labelIds.length)
          await tx.insert(nicheLabels).values(labelIds.map((labelId) => ({ nicheId, labelId })));
        if (assigneeIds.length)
          await tx
            .insert(nicheAssignees)
            .values(assigneeIds.map((userId) => ({ nicheId, userId })));
        if (schedule) await tx.insert(diveSchedules).values({ ...schedule, nicheId });
        return nicheId;
      }),

    /**
     * A niche's keyword list settings and keywords added by hand, stored before its first dive,
     * which applies them as it would after any Dive Again.
     */
    async keywordLists(
      nicheId: number,
      userId: string,
      settings: KeywordSettingsValues,
      added: string[],
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(nicheKeywordSettings).values({ nicheId, settings, updatedBy: userId });
        if (added.length)
          await tx.insert(nicheKeywordEdits).values(
            added.map((keyword) => ({
              nicheId,
              keyword,
              kind: 'added' as const,
              createdBy: userId,
            })),
          );
      });
    },

    async saveFilter(organizationId: number, userId: string, name: string, filter: unknown) {
      await db.insert(savedPipelineFilters).values({ organizationId, userId, name, filter });
    },

    async savePreference(userId: string, key: string, value: unknown) {
      await db.insert(userPreferences).values({ userId, key, value });
    },

    /** The agency organization connected to its client, accepted by the client. */
    async connect(
      agencyOrganizationId: number,
      clientOrganizationId: number,
      by: string,
    ): Promise<number> {
      const [row] = await db
        .insert(organizationConnections)
        .values({
          agencyOrganizationId,
          clientOrganizationId,
          status: 'accepted',
          requestedBy: by,
          acceptedAt: new Date(),
        })
        .returning({ id: organizationConnections.id });
      return row!.id;
    },

    /** Shares the niches, read only, with the organization over their accepted connection. */
    async share(connectionId: number, organizationId: number, nicheIds: number[], by: string) {
      await db
        .insert(nicheShares)
        .values(
          nicheIds.map((nicheId) => ({ nicheId, organizationId, connectionId, sharedBy: by })),
        );
    },
  };
}

export type DemoRepository = ReturnType<typeof createDemoRepository>;

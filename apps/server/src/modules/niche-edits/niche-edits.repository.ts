import type { MarketplaceTld } from '@fathom/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  labels,
  memberships,
  nicheAssignees,
  nicheKeywords,
  nicheLabels,
  nicheSpaces,
  niches,
  spaceMembers,
  spaces,
} from '../../db/schema';
import type { Scope } from '../../lib/scope';
import { mayManage, mayView } from '../niches/niche-access';
import type { NicheRef } from '../niches/niches.repository';

/** The editable fields of a niche as the edit endpoints answer them. */
const editedFields = {
  id: niches.id,
  label: niches.label,
  notes: niches.notes,
  heroKeyword: niches.heroKeyword,
  marketplace: niches.marketplace,
  spaceIds: sql<number[]>`coalesce((select array_agg(s.space_id order by s.space_id)
    from niche_spaces s where s.niche_id = "niches"."id"), '{}')`,
  labelIds: sql<number[]>`coalesce((select array_agg(l.label_id order by l.label_id)
    from niche_labels l where l.niche_id = "niches"."id"), '{}')`,
  assigneeIds: sql<string[]>`coalesce((select array_agg(a.user_id order by a.user_id)
    from niche_assignees a where a.niche_id = "niches"."id"), '{}')`,
};

export type EditedRow = {
  id: number;
  label: string;
  notes: string;
  heroKeyword: string | null;
  marketplace: MarketplaceTld;
  spaceIds: number[];
  labelIds: number[];
  assigneeIds: string[];
};

export type TagType = 'space' | 'label';

/** Niche edits write through these; the caller checked the niche with the per-niche rule first. */
function writes(db: Db) {
  return {
    /**
     * The niche's editable fields, read after an edit the scope was allowed: by organization
     * only, since the edit may have taken the niche out of the caller's spaces.
     */
    edited: async (scope: Scope, niche: NicheRef): Promise<EditedRow | null> => {
      const [row] = await db
        .select(editedFields)
        .from(niches)
        .where(and(eq(niches.id, niche.id), eq(niches.organizationId, scope.organizationId)));
      return row ?? null;
    },

    /** Sets fields of a niche the scope may change; false when it may not. */
    update: async (
      scope: Scope,
      niche: NicheRef,
      set: Partial<Pick<typeof niches.$inferInsert, 'label' | 'notes' | 'heroKeyword'>>,
    ): Promise<boolean> => {
      const rows = await db
        .update(niches)
        .set({ ...set, updatedAt: new Date() })
        .where(and(eq(niches.id, niche.id), mayManage(scope)))
        .returning({ id: niches.id });
      return rows.length > 0;
    },

    /** Replaces the assignees of the niches by one member, or by nobody. */
    setAssignee: async (named: readonly NicheRef[], userId: string | null) => {
      const nicheIds = named.map((n) => n.id);
      await db.delete(nicheAssignees).where(inArray(nicheAssignees.nicheId, nicheIds));
      if (userId)
        await db.insert(nicheAssignees).values(nicheIds.map((nicheId) => ({ nicheId, userId })));
    },

    /** Replaces the niche's spaces and labels. */
    replaceTags: async ({ id: nicheId }: NicheRef, spaceIds: number[], labelIds: number[]) => {
      await db.delete(nicheSpaces).where(eq(nicheSpaces.nicheId, nicheId));
      await db.delete(nicheLabels).where(eq(nicheLabels.nicheId, nicheId));
      if (spaceIds.length)
        await db.insert(nicheSpaces).values(spaceIds.map((spaceId) => ({ nicheId, spaceId })));
      if (labelIds.length)
        await db.insert(nicheLabels).values(labelIds.map((labelId) => ({ nicheId, labelId })));
    },

    /** Puts every niche in every tag, keeping those already there. */
    assignTags: async (type: TagType, named: readonly NicheRef[], tagIds: number[]) => {
      const pairs = named.flatMap(({ id: nicheId }) => tagIds.map((tagId) => ({ nicheId, tagId })));
      if (type === 'space')
        await db
          .insert(nicheSpaces)
          .values(pairs.map((p) => ({ nicheId: p.nicheId, spaceId: p.tagId })))
          .onConflictDoNothing();
      else
        await db
          .insert(nicheLabels)
          .values(pairs.map((p) => ({ nicheId: p.nicheId, labelId: p.tagId })))
          .onConflictDoNothing();
    },

    /** Takes the tags off every niche. */
    removeTags: async (type: TagType, named: readonly NicheRef[], tagIds: number[]) => {
      const nicheIds = named.map((n) => n.id);
      if (type === 'space')
        await db
          .delete(nicheSpaces)
          .where(and(inArray(nicheSpaces.nicheId, nicheIds), inArray(nicheSpaces.spaceId, tagIds)));
      else
        await db
          .delete(nicheLabels)
          .where(and(inArray(nicheLabels.nicheId, nicheIds), inArray(nicheLabels.labelId, tagIds)));
    },

    /** Deletes niches of the scope's organization; their researches, keywords, competitors,
     * exclusions, schedule, tags and assignees go with them (the foreign keys cascade). */
    deleteNiches: async (scope: Scope, named: readonly NicheRef[]) => {
      const nicheIds = named.map((n) => n.id);
      const rows = await db
        .delete(niches)
        .where(and(inArray(niches.id, nicheIds), eq(niches.organizationId, scope.organizationId)))
        .returning({ id: niches.id });
      return rows.map((r) => r.id);
    },
  };
}

export function createNicheEditsRepository(db: Db) {
  return {
    ...writes(db),

    /** The niche's notes, and its spaces, labels and assignees by name. */
    details: async (niche: NicheRef) => {
      const [row] = await db
        .select({
          notes: niches.notes,
          spaces: sql<{ id: number; name: string }[]>`coalesce((
            select json_agg(json_build_object('id', s.id, 'name', s.name) order by s.name, s.id)
            from niche_spaces x join spaces s on s.id = x.space_id
            where x.niche_id = "niches"."id"), '[]')`,
          labels: sql<{ id: number; name: string }[]>`coalesce((
            select json_agg(json_build_object('id', l.id, 'name', l.name) order by l.name, l.id)
            from niche_labels x join labels l on l.id = x.label_id
            where x.niche_id = "niches"."id"), '[]')`,
          assignees: sql<{ id: string; name: string }[]>`coalesce((
            select json_agg(json_build_object('id', u.id, 'name', u.name) order by u.name, u.id)
            from niche_assignees a join users u on u.id = a.user_id
            where a.niche_id = "niches"."id"), '[]')`,
          medianSales: niches.medianSales,
          medianSalesLower: niches.medianSalesLower,
          medianSalesHigher: niches.medianSalesHigher,
          medianRevenueCents: niches.medianRevenueCents,
          medianRevenueLowerCents: niches.medianRevenueLowerCents,
          medianRevenueHigherCents: niches.medianRevenueHigherCents,
        })
        .from(niches)
        .where(eq(niches.id, niche.id));
      return row ?? null;
    },

    /** Whether a niche of the organization has the label on the marketplace (any case). */
    labelExists: async (organizationId: number, marketplace: MarketplaceTld, label: string) => {
      const [row] = await db
        .select({ id: niches.id })
        .from(niches)
        .where(
          and(
            eq(niches.organizationId, organizationId),
            eq(niches.marketplace, marketplace),
            sql`lower(${niches.label}) = lower(${label})`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Keywords of the niche's latest dive: the master list first, then by search volume. */
    heroKeywordOptions: (scope: Scope, niche: NicheRef) =>
      db
        .select({
          keyword: nicheKeywords.keyword,
          searchVolume: nicheKeywords.searchVolume,
          relevancy: nicheKeywords.relevancy,
        })
        .from(nicheKeywords)
        .innerJoin(niches, eq(niches.latestResearchId, nicheKeywords.researchId))
        .where(and(eq(niches.id, niche.id), mayView(scope)))
        .orderBy(
          desc(sql`${nicheKeywords.list} = 'mkl'`),
          desc(nicheKeywords.searchVolume),
          asc(nicheKeywords.keyword),
        ),

    /** Whether the keyword is one of the niche's latest dive. */
    isLatestKeyword: async (scope: Scope, niche: NicheRef, keyword: string) => {
      const [row] = await db
        .select({ keyword: nicheKeywords.keyword })
        .from(nicheKeywords)
        .innerJoin(niches, eq(niches.latestResearchId, nicheKeywords.researchId))
        .where(and(eq(niches.id, niche.id), eq(nicheKeywords.keyword, keyword), mayView(scope)));
      return row !== undefined;
    },

    isMember: async (organizationId: number, userId: string) => {
      const [row] = await db
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
      return row !== undefined;
    },

    /** Of the ids, those naming spaces or labels of the organization. */
    tagsOf: async (organizationId: number, type: TagType, ids: number[]): Promise<number[]> => {
      if (!ids.length) return [];
      const table = type === 'space' ? spaces : labels;
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.organizationId, organizationId), inArray(table.id, ids)));
      return rows.map((r) => r.id);
    },

    /** The spaces of the organization the user was granted. */
    grantedSpaces: async (organizationId: number, userId: string): Promise<number[]> => {
      const rows = await db
        .select({ id: spaceMembers.spaceId })
        .from(spaceMembers)
        .innerJoin(spaces, eq(spaces.id, spaceMembers.spaceId))
        .where(and(eq(spaces.organizationId, organizationId), eq(spaceMembers.userId, userId)));
      return rows.map((r) => r.id);
    },

    /** Labels of niches the scope may see, by id. */
    labelsOf: async (scope: Scope, named: readonly NicheRef[]) => {
      if (!named.length) return new Map<number, string>();
      const nicheIds = named.map((n) => n.id);
      const rows = await db
        .select({ id: niches.id, label: niches.label })
        .from(niches)
        .where(and(inArray(niches.id, nicheIds), mayView(scope)));
      return new Map(rows.map((r) => [r.id, r.label]));
    },
  };
}

export type NicheEditsRepository = ReturnType<typeof createNicheEditsRepository>;

import {
  isTeamManager,
  NICHE_EDIT_MESSAGES,
  type BulkResult,
  type HeroKeywordOption,
  type NicheDetails,
  type NicheEdited,
} from '@fathom/contract';
import { isUniqueViolation } from '../../db/errors';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors';
import type { Membership } from '../../lib/identity';
import type { Scope } from '../../lib/scope';
import type { NicheRef } from '../niches/niches.repository';
import type { Niche, NichesService } from '../niches/niches.service';
import type { EditedRow, NicheEditsRepository, TagType } from './niche-edits.repository';
import type { PipelineService, Selection } from '../pipeline/pipeline.service';
import type { UnitOfWork } from '../unit-of-work';

export interface NicheEditsDeps {
  repo: NicheEditsRepository;
  work: UnitOfWork;
  niches: Pick<NichesService, 'accessible'>;
  pipeline: Pick<PipelineService, 'selectedIds'>;
}

export const REFUSED = {
  unmanageable: "You can't manage this niche",
  notFound: 'Niche not found',
  space: "You can't manage this space",
  assignee: 'Choose a member of the organization',
  heroKeyword: "Choose one of the niche's keywords",
} as const;

function answer(row: EditedRow | null): NicheEdited {
  if (!row) throw notFound('Niche');
  const { marketplace: _marketplace, ...edited } = row;
  return edited;
}

const unique = <T>(values: T[]) => [...new Set(values)];
const idsOf = (niches: readonly NicheRef[]) => niches.map((n) => n.id);

/** Renames, notes, hero keyword, assignee, tags and deleting, one niche or many at once. */
export function createNicheEditsService({ repo, work, niches, pipeline }: NicheEditsDeps) {
  /** Spaces the member may put niches in or take them out of: all for managers and owners. */
  async function mayManageSpace(member: Scope): Promise<(spaceId: number) => boolean> {
    if (member.role === undefined || isTeamManager(member.role)) return () => true;
    const granted = new Set(await repo.grantedSpaces(member.organizationId, member.userId));
    return (spaceId) => granted.has(spaceId);
  }

  /** Every id names a tag of the type in the organization; "not found" otherwise. */
  async function checkTags(organizationId: number, type: TagType, ids: number[]) {
    const found = await repo.tagsOf(organizationId, type, ids);
    if (found.length < ids.length) throw notFound(type === 'space' ? 'Space' : 'Label');
  }

  async function checkAssignee(organizationId: number, userId: string) {
    if (!(await repo.isMember(organizationId, userId))) throw invalid(REFUSED.assignee);
  }

  /**
   * The selected niches the member may change, and those refused with the reason: one query by
   * the per-niche rule. Niches the member may not see are named by id only.
   */
  async function sortOut(member: Membership, selection: Selection) {
    const ids = await pipeline.selectedIds(member, selection);
    const checked = await niches.accessible(member, ids);
    const allowed = checked.filter((n) => n.canManage);
    const allowedIds = idsOf(allowed);
    const seen = new Set(checked.map((n) => n.id));
    const readOnly = checked.filter((n) => !n.canManage);
    const labels = await repo.labelsOf(member, readOnly);
    const refused: BulkResult['refused'] = ids
      .filter((id) => !allowedIds.includes(id))
      .sort((a, b) => a - b)
      .map((id) =>
        seen.has(id)
          ? { id, label: labels.get(id) ?? `#${id}`, reason: REFUSED.unmanageable }
          : { id, label: `#${id}`, reason: REFUSED.notFound },
      );
    return { allowed, refused };
  }

  async function update(scope: Scope, niche: NicheRef, set: Parameters<typeof repo.update>[2]) {
    if (!(await repo.update(scope, niche, set))) throw notFound('Niche');
    return answer(await repo.edited(scope, niche));
  }

  return {
    /**
     * The niche page's notes, tags and sales and revenue ranges; a niche another organization
     * shares shows no tags.
     */
    async details(scope: Scope, niche: Niche): Promise<NicheDetails> {
      const row = await repo.details(niche);
      if (!row) throw notFound('Niche');
      if (niche.organizationId === scope.organizationId) return row;
      return { ...row, spaces: [], labels: [], assignees: [] };
    },

    async rename(scope: Scope, niche: Niche, label: string): Promise<NicheEdited> {
      if (label === niche.label) return answer(await repo.edited(scope, niche));
      try {
        return await update(scope, niche, { label });
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict(NICHE_EDIT_MESSAGES.labelTaken(label, `amazon.${niche.marketplace}`));
        throw error;
      }
    },

    labelExists: repo.labelExists,

    async updateNotes(scope: Scope, niche: Niche, notes: string): Promise<NicheEdited> {
      const trimmed = notes.trim();
      if (trimmed === niche.notes) return answer(await repo.edited(scope, niche));
      return update(scope, niche, { notes: trimmed });
    },

    heroKeywordOptions: (scope: Scope, niche: NicheRef): Promise<HeroKeywordOption[]> =>
      repo.heroKeywordOptions(scope, niche),

    async changeHeroKeyword(scope: Scope, niche: Niche, keyword: string): Promise<NicheEdited> {
      if (!(await repo.isLatestKeyword(scope, niche, keyword))) throw invalid(REFUSED.heroKeyword);
      if (keyword === niche.heroKeyword) return answer(await repo.edited(scope, niche));
      return update(scope, niche, { heroKeyword: keyword });
    },

    async setAssignee(scope: Scope, niche: Niche, userId: string | null): Promise<NicheEdited> {
      if (userId) await checkAssignee(niche.organizationId, userId);
      return work.run(async ({ nicheEdits: tx }) => {
        await tx.setAssignee([niche], userId);
        return answer(await tx.edited(scope, niche));
      });
    },

    /**
     * Replaces the niche's spaces and labels. Spaces the caller may not manage cannot be added,
     * and those already there stay.
     */
    async setTags(
      scope: Scope,
      niche: Niche,
      tags: { spaceIds: number[]; labelIds: number[] },
    ): Promise<NicheEdited> {
      const spaceIds = unique(tags.spaceIds);
      const labelIds = unique(tags.labelIds);
      await checkTags(niche.organizationId, 'space', spaceIds);
      await checkTags(niche.organizationId, 'label', labelIds);
      const current = answer(await repo.edited(scope, niche));
      const manageable = await mayManageSpace(scope);
      if (spaceIds.some((id) => !current.spaceIds.includes(id) && !manageable(id)))
        throw forbidden(REFUSED.space);
      const kept = current.spaceIds.filter((id) => !manageable(id) && !spaceIds.includes(id));
      return work.run(async ({ nicheEdits: tx }) => {
        await tx.replaceTags(niche, [...spaceIds, ...kept], labelIds);
        return answer(await tx.edited(scope, niche));
      });
    },

    async deleteNiche(scope: Scope, niche: NicheRef): Promise<void> {
      const deleted = await work.run(({ nicheEdits: tx }) => tx.deleteNiches(scope, [niche]));
      if (!deleted.length) throw notFound('Niche');
    },

    async bulkTags(
      member: Membership,
      body: {
        selection: Selection;
        type: TagType;
        operation: 'assign' | 'remove';
        tagIds: number[];
      },
    ): Promise<BulkResult> {
      const tagIds = unique(body.tagIds);
      await checkTags(member.organizationId, body.type, tagIds);
      if (body.type === 'space') {
        const manageable = await mayManageSpace(member);
        if (!tagIds.every(manageable)) throw forbidden(REFUSED.space);
      }
      const { allowed, refused } = await sortOut(member, body.selection);
      if (allowed.length)
        await work.run(({ nicheEdits: tx }) =>
          body.operation === 'assign'
            ? tx.assignTags(body.type, allowed, tagIds)
            : tx.removeTags(body.type, allowed, tagIds),
        );
      return { updated: idsOf(allowed), refused };
    },

    async bulkAssignee(
      member: Membership,
      body: { selection: Selection; userId: string },
    ): Promise<BulkResult> {
      await checkAssignee(member.organizationId, body.userId);
      const { allowed, refused } = await sortOut(member, body.selection);
      if (allowed.length)
        await work.run(({ nicheEdits: tx }) => tx.setAssignee(allowed, body.userId));
      return { updated: idsOf(allowed), refused };
    },

    async bulkDelete(member: Membership, body: { selection: Selection }): Promise<BulkResult> {
      const { allowed, refused } = await sortOut(member, body.selection);
      const deleted = allowed.length
        ? await work.run(({ nicheEdits: tx }) => tx.deleteNiches(member, allowed))
        : [];
      return { updated: deleted.sort((a, b) => a - b), refused };
    },
  };
}

export type NicheEditsService = ReturnType<typeof createNicheEditsService>;

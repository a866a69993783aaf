import { z } from 'zod';
import { MARKETPLACE_TLDS } from '../marketplaces';
import { IdNumber, NAME_MAX, UserId, userText } from './bounds';
import { defineEndpoint, Ok } from './endpoint';
import { NicheParams } from './dives';
import { OrgParams } from './orgs';
import { NicheSelection } from './pipeline';

/** Per-niche edits and bulk actions of the pipeline (spec: niche-pipeline §4, §5, §6, §8). */
export const NOTES_MAX = 2048;
export const NICHE_EDIT_MESSAGES = {
  labelEmpty: 'Niche label cannot be empty',
  labelTooLong: 'Niche label should be less than 256 characters',
  labelTaken: (label: string, marketplace: string) =>
    `Niche with this name ${label} already exists on ${marketplace} marketplace.`,
  deleteExternal: "You can't delete external niche(s).",
  deleteUnmanageable: "You can't delete niche(s) that you can't manage.",
  notesSaved: 'Niche notes updated successfully!',
  notesFailed: 'Error updating niche notes',
  heroKeywordFailed: 'Failed to update the hero keyword!',
  deleteFailed: (label: string) => `Can't delete niche ${label}, please try again later!`,
  spacesAssigned: 'Spaces assigned successfully',
  labelsAssigned: 'Labels assigned successfully',
  spacesRemoved: 'Spaces removed successfully',
  labelsRemoved: 'Labels removed successfully',
  assigneeUpdated: 'Assignee updated successfully',
  renameUnknown: 'Unknown error occurred',
  tagRequired: 'Choose at least one tag',
  assigneeRequired: 'Choose exactly one assignee',
} as const;

/** Why niches cannot be deleted (spec §5), or null when they can: another organization's first. */
export function deleteRefusal(
  niches: readonly { organizationId: number; canManage: boolean }[],
  orgId: number,
): string | null {
  if (niches.some((n) => n.organizationId !== orgId)) return NICHE_EDIT_MESSAGES.deleteExternal;
  if (niches.some((n) => !n.canManage)) return NICHE_EDIT_MESSAGES.deleteUnmanageable;
  return null;
}

export const NicheLabel = userText(NAME_MAX, {
  required: NICHE_EDIT_MESSAGES.labelEmpty,
  tooLong: NICHE_EDIT_MESSAGES.labelTooLong,
  control: 'Niche label cannot contain control characters',
})
  // U+FFFD stands for text that was not valid UTF-8 (a query string's unpaired surrogate).
  .refine((s) => !s.includes('\uFFFD'), 'Niche label cannot contain invalid characters');

/** Notes may hold line breaks and tabs, not other control characters. */
export const NicheNotes = userText(NOTES_MAX, {
  multiline: true,
  tooLong: `Notes should be at most ${NOTES_MAX} characters`,
  control: 'Notes cannot contain control characters',
});

/** What an edit answers: the niche's editable fields as they are now. */
export const NicheEdited = z.object({
  id: z.number().int(),
  label: z.string(),
  notes: z.string(),
  heroKeyword: z.string().nullable(),
  spaceIds: z.array(z.number().int()),
  labelIds: z.array(z.number().int()),
  assigneeIds: z.array(z.string()),
});
export type NicheEdited = z.infer<typeof NicheEdited>;

const figure = z.number().int().nullable();

/**
 * The niche page's notes, assignee, tags and median sales and revenue with their lower and higher
 * ranges (the lower and upper quartiles of the latest dive's competitors; null before a dive has
 * finished) (spec §3 "On the niche page"). A niche shared by another organization shows no
 * spaces, labels or assignees: those are that organization's.
 */
export const NicheDetails = z.object({
  notes: z.string(),
  spaces: z.array(z.object({ id: z.number().int(), name: z.string() })),
  labels: z.array(z.object({ id: z.number().int(), name: z.string() })),
  assignees: z.array(z.object({ id: z.string(), name: z.string() })),
  medianSales: figure,
  medianSalesLower: figure,
  medianSalesHigher: figure,
  medianRevenueCents: figure,
  medianRevenueLowerCents: figure,
  medianRevenueHigherCents: figure,
});
export type NicheDetails = z.infer<typeof NicheDetails>;

export const HeroKeywordOption = z.object({
  keyword: z.string(),
  searchVolume: z.number().int(),
  relevancy: z.number(),
});
export type HeroKeywordOption = z.infer<typeof HeroKeywordOption>;

/** What a bulk action did: niches changed, and those refused with the reason. */
export const BulkResult = z.object({
  updated: z.array(z.number().int()),
  refused: z.array(z.object({ id: z.number().int(), label: z.string(), reason: z.string() })),
});
export type BulkResult = z.infer<typeof BulkResult>;

const tagIds = z.array(IdNumber).min(1, NICHE_EDIT_MESSAGES.tagRequired).max(200);

export const nicheEditEndpoints = {
  nicheDetails: defineEndpoint({
    action: 'niche.view',
    method: 'GET',
    path: '/api/niches/:nicheId/details',
    summary:
      "The niche's notes, assignee, spaces, labels and median sales and revenue with their ranges, as its page shows them",
    params: NicheParams,
    response: NicheDetails,
  }),
  renameNiche: defineEndpoint({
    action: 'niche.manage',
    method: 'PUT',
    path: '/api/niches/:nicheId/label',
    summary: 'Rename the niche (trimmed; unique per marketplace in the organization)',
    params: NicheParams,
    body: z.object({ label: NicheLabel }).strict(),
    response: NicheEdited,
  }),
  labelExists: defineEndpoint({
    action: 'organization.view',
    method: 'GET',
    path: '/api/orgs/:orgId/niche-labels',
    summary: 'Whether a niche of the organization already has this label on the marketplace',
    params: OrgParams,
    query: z.object({ marketplace: z.enum(MARKETPLACE_TLDS), label: NicheLabel }),
    response: z.object({ exists: z.boolean() }),
  }),
  updateNotes: defineEndpoint({
    action: 'niche.manage',
    method: 'PUT',
    path: '/api/niches/:nicheId/notes',
    summary: "Replace the niche's notes (trimmed, at most 2048 characters)",
    params: NicheParams,
    body: z.object({ notes: NicheNotes }).strict(),
    response: NicheEdited,
  }),
  heroKeywordOptions: defineEndpoint({
    action: 'niche.view',
    method: 'GET',
    path: '/api/niches/:nicheId/hero-keywords',
    summary: "Keywords of the niche's latest dive that may become its hero keyword",
    params: NicheParams,
    response: z.array(HeroKeywordOption),
  }),
  changeHeroKeyword: defineEndpoint({
    action: 'niche.manage',
    method: 'PUT',
    path: '/api/niches/:nicheId/hero-keyword',
    summary: "Make one of the niche's keywords its hero keyword",
    params: NicheParams,
    body: z.object({ keyword: userText(NAME_MAX, { required: 'Choose a keyword' }) }).strict(),
    response: NicheEdited,
  }),
  setAssignee: defineEndpoint({
    action: 'niche.manage',
    method: 'PUT',
    path: '/api/niches/:nicheId/assignee',
    summary: 'Assign the niche to one member of its organization, or to nobody (null)',
    params: NicheParams,
    body: z.object({ userId: UserId.nullable() }).strict(),
    response: NicheEdited,
  }),
  setTags: defineEndpoint({
    action: 'niche.manage',
    method: 'PUT',
    path: '/api/niches/:nicheId/tags',
    summary:
      "Replace the niche's spaces and labels by id (spaces only those the caller may manage)",
    params: NicheParams,
    body: z
      .object({
        spaceIds: z.array(IdNumber).max(200),
        labelIds: z.array(IdNumber).max(200),
      })
      .strict(),
    response: NicheEdited,
  }),
  deleteNiche: defineEndpoint({
    action: 'niche.manage',
    method: 'DELETE',
    path: '/api/niches/:nicheId',
    summary: 'Delete the niche with its researches, keywords and schedule, in one transaction',
    params: NicheParams,
    response: Ok,
  }),
  bulkTags: defineEndpoint({
    action: 'pipeline.bulk',
    method: 'POST',
    path: '/api/orgs/:orgId/pipeline/bulk/tags',
    summary:
      'Assign or remove spaces or labels on many niches; niches the caller may not change are refused',
    params: OrgParams,
    body: z
      .object({
        selection: NicheSelection,
        type: z.enum(['space', 'label']),
        operation: z.enum(['assign', 'remove']),
        tagIds,
      })
      .strict(),
    response: BulkResult,
  }),
  bulkAssignee: defineEndpoint({
    action: 'pipeline.bulk',
    method: 'POST',
    path: '/api/orgs/:orgId/pipeline/bulk/assignee',
    summary: 'Assign many niches to exactly one member',
    params: OrgParams,
    body: z.object({ selection: NicheSelection, userId: UserId }).strict(),
    response: BulkResult,
  }),
  bulkDelete: defineEndpoint({
    action: 'pipeline.bulk',
    method: 'POST',
    path: '/api/orgs/:orgId/pipeline/bulk/delete',
    summary: 'Delete many niches; those the caller may not change are refused and named',
    params: OrgParams,
    body: z.object({ selection: NicheSelection }).strict(),
    response: BulkResult,
  }),
};

import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { NicheParams } from './dives';
import { ExclusionText } from './keyword-lists';

/**
 * The roots and normalizer pages of a niche (spec: niche-pipeline §2 route table, §4 root mode):
 * its visible keyword list (the MKL of the latest dive) collapsed into normalized roots, and
 * grouped by spelling, with the user's splits and merges of those groups.
 */
export const KEYWORD_GROUP_LIMITS = {
  /** Groups one merge joins. */
  mergeMax: 100,
} as const;

export const KEYWORD_GROUP_MESSAGES = {
  mergeTooFew: 'Choose at least two groups to merge',
  mergeTooMany: `At most ${KEYWORD_GROUP_LIMITS.mergeMax} groups can be merged at once`,
  notInList: 'This keyword is not in the niche’s master keyword list',
  alone: 'This keyword is already alone in its group',
  sameGroup: 'These keywords are already in one group',
} as const;

const Count = z.number().int();

export const KeywordRootItem = z.object({
  root: z.string(),
  key: z.string(),
  wordCount: z.union([z.literal(1), z.literal(2)]),
  broadSearchVolume: Count,
  broadSearchVolumeRatio: z.number(),
  keywordCount: Count,
  keywords: z.array(z.string()),
});
export type KeywordRootItem = z.infer<typeof KeywordRootItem>;

export const KeywordRootsResponse = z.object({
  totalSearchVolume: Count,
  keywordCount: Count,
  roots: z.array(KeywordRootItem),
});
export type KeywordRootsResponse = z.infer<typeof KeywordRootsResponse>;

export const SpellingGroupItem = z.object({
  canonical: z.string(),
  searchVolume: Count,
  keywords: z.array(z.object({ keyword: z.string(), searchVolume: Count })),
  edited: z.boolean(),
});
export type SpellingGroupItem = z.infer<typeof SpellingGroupItem>;

export const SpellingGroupsResponse = z.object({
  keywordCount: Count,
  groups: z.array(SpellingGroupItem),
});
export type SpellingGroupsResponse = z.infer<typeof SpellingGroupsResponse>;

/** Groups to merge, each named by one of its keywords (its canonical form, as shown). */
export const MergeGroupsBody = z
  .object({
    keywords: z
      .array(ExclusionText)
      .min(2, KEYWORD_GROUP_MESSAGES.mergeTooFew)
      .max(KEYWORD_GROUP_LIMITS.mergeMax, KEYWORD_GROUP_MESSAGES.mergeTooMany),
  })
  .strict();
export type MergeGroupsBody = z.input<typeof MergeGroupsBody>;

/** A keyword to take out of its group: it becomes a group of its own. */
export const SplitKeywordBody = z.object({ keyword: ExclusionText }).strict();
export type SplitKeywordBody = z.input<typeof SplitKeywordBody>;

export const keywordAnalysisEndpoints = {
  keywordRoots: defineEndpoint({
    action: 'niche.view',
    method: 'GET',
    path: '/api/niches/:nicheId/keyword-roots',
    summary:
      "The niche's master keyword list as normalized roots (words and two-word phrases) with broad search volume",
    params: NicheParams,
    response: KeywordRootsResponse,
  }),
  spellingGroups: defineEndpoint({
    action: 'niche.view',
    method: 'GET',
    path: '/api/niches/:nicheId/keyword-groups',
    summary:
      "The niche's master keyword list grouped by spelling, with the users' splits and merges",
    params: NicheParams,
    response: SpellingGroupsResponse,
  }),
  mergeSpellingGroups: defineEndpoint({
    action: 'niche.manage',
    method: 'POST',
    path: '/api/niches/:nicheId/keyword-groups/merge',
    summary: 'Merge spelling groups into one (kept across Dive Again)',
    params: NicheParams,
    body: MergeGroupsBody,
    response: SpellingGroupsResponse,
  }),
  splitSpellingGroup: defineEndpoint({
    action: 'niche.manage',
    method: 'POST',
    path: '/api/niches/:nicheId/keyword-groups/split',
    summary: 'Take a keyword out of its spelling group (kept across Dive Again)',
    params: NicheParams,
    body: SplitKeywordBody,
    response: SpellingGroupsResponse,
  }),
  resetSpellingGroups: defineEndpoint({
    action: 'niche.manage',
    method: 'DELETE',
    path: '/api/niches/:nicheId/keyword-groups',
    summary: "Forget the niche's splits and merges: the spelling rule alone groups its keywords",
    params: NicheParams,
    response: SpellingGroupsResponse,
  }),
};

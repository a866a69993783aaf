import { z } from 'zod';
import { IdNumber, userText } from './bounds';
import { defineEndpoint, IdParam, Ok } from './endpoint';
import { KEYWORD_LISTS, NicheParams, NicheSummary, Research } from './dives';
import { CompetitorDetail, CompetitorParams, CompetitorQuery, DeepDive } from './deep-dive';

/** How many keywords and how much monthly search volume one keyword list of the latest dive holds. */
export const ListVolume = z.object({
  list: z.enum(KEYWORD_LISTS),
  keywords: z.number().int(),
  searchVolume: z.number().int(),
});
export type ListVolume = z.infer<typeof ListVolume>;

/** A competitor as the overview plots it. */
export const OverviewCompetitor = z.object({
  asin: z.string(),
  title: z.string(),
  brand: z.string(),
  isHero: z.boolean(),
  priceCents: z.number().int(),
  rating: z.number(),
  reviewCount: z.number().int(),
  firstListedDate: z.string(),
  /** Days from its first listing to the latest dive. */
  daysListed: z.number().int(),
  monthlyRevenueCents: z.number().int(),
  /** Its share of the niche's monthly revenue, 0 to 1. */
  revenueShare: z.number(),
});
export type OverviewCompetitor = z.infer<typeof OverviewCompetitor>;

export const NicheOverview = z.object({
  niche: NicheSummary,
  lists: z.array(ListVolume),
  competitors: z.array(OverviewCompetitor),
  researches: z.array(Research),
});
export type NicheOverview = z.infer<typeof NicheOverview>;

/** Bounds of the research management calls. */
export const RESEARCH_IDS_MAX = 100;
export const RESEARCH_LABEL_MAX = 255;

const jobIds = z
  .array(IdNumber)
  .min(1, 'Choose at least one research')
  .max(RESEARCH_IDS_MAX, `At most ${RESEARCH_IDS_MAX} researches at once`)
  .refine((ids) => new Set(ids).size === ids.length, 'A research is named twice');

export const DeleteResearchesBody = z.object({ nicheId: IdNumber, jobIds }).strict();
export const MoveResearchesBody = z
  .object({ fromNicheId: IdNumber, toNicheId: IdNumber, jobIds })
  .strict()
  .refine((b) => b.fromNicheId !== b.toNicheId, {
    message: 'Choose another niche to move the researches to',
    path: ['toNicheId'],
  });
export const ResearchLabelBody = z
  .object({
    researchId: IdNumber,
    researchLabel: userText(RESEARCH_LABEL_MAX, {
      required: 'Research label cannot be empty',
      tooLong: `Research label should be less than ${RESEARCH_LABEL_MAX + 1} characters`,
    }),
  })
  .strict();

export const RESEARCH_MESSAGES = {
  lastResearch:
    'A niche needs at least one research: delete the niche instead of its last research.',
  moveLastResearch:
    'A niche needs at least one research: keep at least one research in the niche you move from.',
  otherMarketplace: 'Researches can only move to a niche of the same marketplace.',
  notInNiche: 'Some of these researches are not in this niche.',
} as const;

export const ResearchParams = z.object({ nicheId: IdParam, researchId: IdParam });

export const nichePageEndpoints = {
  overview: defineEndpoint({
    action: 'niche.view',
    method: 'GET',
    path: '/api/niches/:nicheId/overview',
    summary:
      'The niche at a glance: its figures, search volume by keyword list, competitors and research history',
    params: NicheParams,
    response: NicheOverview,
  }),
  deepDive: defineEndpoint({
    action: 'niche.view',
    method: 'GET',
    path: '/api/niches/:nicheId/deep-dive',
    summary:
      "One row per competitor of the latest research: price, rating, reviews, listing date, BSR, monthly units and revenue, and the share of the visible keywords' search volume it ranks in the top 10 and top 50 for",
    params: NicheParams,
    response: DeepDive,
  }),
  deepDiveCompetitor: defineEndpoint({
    action: 'niche.view',
    method: 'GET',
    path: '/api/niches/:nicheId/deep-dive/:asin',
    summary:
      "One competitor of the niche: its BSR and price history over the last `days` days (7 to 365, default 90) up to the marketplace's latest date, the keywords of the latest research it ranks for with its ranks, and its variations",
    params: CompetitorParams,
    query: CompetitorQuery,
    response: CompetitorDetail,
  }),
  deleteResearches: defineEndpoint({
    action: 'niche.manage',
    method: 'POST',
    path: '/api/niches/:nicheId/researches/delete',
    summary:
      "Delete researches of the niche by ids; the newest one left drives the niche's lists (its last research cannot be deleted)",
    params: NicheParams,
    body: DeleteResearchesBody,
    response: Ok,
  }),
  moveResearches: defineEndpoint({
    action: 'niche.manage',
    method: 'POST',
    path: '/api/niches/:nicheId/researches/move',
    summary:
      'Move researches to another niche of the same marketplace that the caller may manage; both niches recompute',
    params: NicheParams,
    body: MoveResearchesBody,
    response: Ok,
  }),
  labelResearch: defineEndpoint({
    action: 'niche.manage',
    method: 'POST',
    path: '/api/niches/:nicheId/researches/:researchId/label',
    summary: 'Label a research of the niche',
    params: ResearchParams,
    body: ResearchLabelBody,
    response: Research,
  }),
};

import type { z } from 'zod';
import {
  marketplace,
  NICHE_CHOICES_PAGE_SIZE,
  type NicheChoicesQuery,
  type Competitor,
  type KeywordList,
  type NicheSummary,
  type Research,
} from '@fathom/contract';
import { forbidden, notFound } from '../../lib/errors';
import type { Membership } from '../../lib/identity';
import { pageOf } from '../../lib/paging';
import type { Scope } from '../../lib/scope';
import {
  latestResearch,
  previousResearch,
  type AccessibleNiche,
  type NicheRef,
  type NichesRepository,
} from './niches.repository';

/** A niche as a caller may see it, with whether they may change it (see NicheRef). */
export type Niche = AccessibleNiche;

function summary(n: Niche): NicheSummary {
  return {
    id: n.id,
    label: n.label,
    heroAsin: n.heroAsin,
    heroKeyword: n.heroKeyword,
    marketplace: n.marketplace,
    numCompetitors: n.numCompetitors,
    numKeywords: n.numKeywords,
    totalSvOfKeywords: n.totalSvOfKeywords,
    numVisibleKeywords: n.numVisibleKeywords,
    totalSvOfVisibleKeywords: n.totalSvOfVisibleKeywords,
    medianPriceCents: n.medianPriceCents,
    medianRating: n.medianRating,
    medianReviewCount: n.medianReviewCount,
    medianDaysListed: n.medianDaysListed,
    medianSales: n.medianSales,
    medianRevenueCents: n.medianRevenueCents,
    competitionStrength: n.competitionStrength,
    numRelevantKeywords: n.numRelevantKeywords,
    numLaunchKeywords: n.numLaunchKeywords,
    organizationId: n.organizationId,
    createdAt: n.createdAt.toISOString(),
    updatedAt: n.updatedAt.toISOString(),
    jobCount: n.jobCount,
    oldestResearchDate: n.oldestResearchDate && new Date(n.oldestResearchDate).toISOString(),
    newestResearchDate: n.newestResearchDate && new Date(n.newestResearchDate).toISOString(),
    hasSchedule: n.hasSchedule,
    canManage: n.canManage,
  };
}

/** A research row as the API answers it. */
export function researchOf(r: Omit<Research, 'createdAt'> & { createdAt: Date }): Research {
  return {
    id: r.id,
    label: r.label,
    heroAsin: r.heroAsin,
    numCompetitors: r.numCompetitors,
    numKeywords: r.numKeywords,
    numMklKeywords: r.numMklKeywords,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Niches and what their dives found. Who may see and change a niche is `niche-access.ts`. */
export function createNichesService(repo: NichesRepository) {
  return {
    count: repo.count,

    /**
     * The niche with the caller's membership in its organization. "Not found" when they may not
     * see it; with `manage`, forbidden when they may only see it.
     */
    async resolve(
      userId: string,
      nicheId: number,
      manage: boolean,
    ): Promise<{ member: Membership; niche: Niche }> {
      const member = await repo.membershipFor(userId, nicheId);
      const niche = member && (await repo.niche(member, nicheId));
      if (!member || !niche) throw notFound('Niche');
      if (manage && !niche.canManage) throw forbidden("You can't manage this niche");
      return { member, niche };
    },

    /** The niche as the scope sees it, or null: how a job holding a niche's id names it. */
    find: repo.niche,

    /** Of many niches, those the scope may see, each with whether it may change it. */
    accessible: repo.accessible,

    /** The niches the member may see, newest first, as the JSON array of their summaries. */
    listJson: repo.listJson,
    listVersion: repo.listVersion,

    summary,

    /** A page of the niches a picker offers (`NICHE_CHOICES_PAGE_SIZE`), and whether more follow. */
    async choices(member: Membership, query: z.output<typeof NicheChoicesQuery>) {
      const rows = await repo.choices(member, {
        search: query.search,
        marketplace: query.marketplace,
        heroAsin: query.heroAsin,
        manageable: query.manageable === 'true',
        offset: (query.page - 1) * NICHE_CHOICES_PAGE_SIZE,
        limit: NICHE_CHOICES_PAGE_SIZE + 1,
      });
      return pageOf(rows, query.page, NICHE_CHOICES_PAGE_SIZE);
    },

    async competitors(scope: Scope, niche: Niche): Promise<Competitor[]> {
      const rows = await repo.competitors(scope, niche);
      return rows.map((c) => ({
        asin: c.asin,
        title: c.title,
        brand: c.brand,
        landingImageUrl: c.imageUrl,
        priceCents: c.priceCents,
        currency: marketplace(niche.marketplace).currency,
        rating: c.rating,
        reviewCount: c.reviewCount,
        position: c.position,
        firstListedDate: c.firstListedDate,
        monthlySales: c.monthlySales,
        monthlyRevenueCents: c.monthlyRevenueCents,
        strength: c.strength,
        locked: c.locked,
        isHero: c.asin === niche.heroAsin,
      }));
    },

    /**
     * A keyword list of the niche's latest dive, as JSON, under a key naming exactly the dives it
     * is made from and the version of the settings that sorted it into lists: a saved dive never
     * changes, and saving the settings moves the version on, so what a key names never changes.
     */
    keywordList(scope: Scope, niche: Niche, list: KeywordList) {
      const latest = latestResearch(niche);
      const previous = previousResearch(niche);
      if (latest === null) return { key: 'keywords-none', json: () => Promise.resolve('[]') };
      return {
        key: `keywords-${latest.id}-${previous?.id ?? 'none'}-${list}-v${niche.keywordListsVersion}`,
        json: () => repo.keywordListJson(scope, { latest, previous }, list),
      };
    },

    async researches(scope: Scope, niche: NicheRef): Promise<Research[]> {
      return (await repo.researches(scope, niche)).map(researchOf);
    },

    exclusions: repo.exclusions,

    /** The exclusions the user confirmed become the niche's own, for every later dive. */
    async setExclusions(scope: Scope, niche: NicheRef, asins: string[]): Promise<void> {
      if (!(await repo.setExclusions(scope, niche, asins))) throw notFound('Niche');
    },

    storedExclusions: async (scope: Scope, niche: NicheRef) =>
      (await repo.exclusions(scope, niche)).map((e) => e.asin),
  };
}

export type NichesService = ReturnType<typeof createNichesService>;

import {
  isTeamManager,
  type Competitor,
  type KeywordList,
  type NicheSummary,
} from '@fathom/contract';
import { notFound } from '../../http/errors';
import type { Membership } from '../../http/route';
import type { NicheRow, NichesRepository } from './niches.repository';

type Memberships = (userId: string, organizationId: number) => Promise<Membership | null>;

function summary(n: NicheRow): NicheSummary {
  return {
    id: n.id,
    label: n.label,
    heroAsin: n.heroAsin,
    heroKeyword: n.heroKeyword,
    marketplace: n.marketplace as NicheSummary['marketplace'],
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
  };
}

/** Niches and what their latest dive found. A niche the caller may not see is "not found". */
export function createNichesService(repo: NichesRepository, membership: Memberships) {
  async function visibleNiche(userId: string, nicheId: number): Promise<NicheRow> {
    const niche = await repo.byId(nicheId);
    const member = niche && (await membership(userId, niche.organizationId));
    const allowed =
      member &&
      (niche.spaceId === null ||
        isTeamManager(member.role) ||
        (await repo.spaceGranted(niche.spaceId, userId)));
    if (!niche || !allowed) throw notFound('Niche');
    return niche;
  }

  return {
    count: repo.count,

    async list(member: Membership): Promise<NicheSummary[]> {
      const rows = await repo.list(
        member.organizationId,
        isTeamManager(member.role) ? undefined : member.userId,
      );
      return rows.map(summary);
    },

    async get(userId: string, nicheId: number): Promise<NicheSummary> {
      return summary(await visibleNiche(userId, nicheId));
    },

    async competitors(userId: string, nicheId: number): Promise<Competitor[]> {
      const niche = await visibleNiche(userId, nicheId);
      if (niche.latestResearchId === null) return [];
      const rows = await repo.competitors(niche.latestResearchId);
      return rows.map((c) => ({
        asin: c.asin,
        title: c.title,
        brand: c.brand,
        landingImageUrl: c.imageUrl,
        priceCents: c.priceCents,
        currency: '',
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

    async keywords(userId: string, nicheId: number, list: KeywordList) {
      const niche = await visibleNiche(userId, nicheId);
      return niche.latestResearchId === null ? [] : repo.keywords(niche.latestResearchId, list);
    },
  };
}

export type NichesService = ReturnType<typeof createNichesService>;

import {
  isTeamManager,
  marketplace,
  type MarketplaceTld,
  type Competitor,
  type KeywordList,
  type NicheSummary,
  type Research,
} from '@fathom/contract';
import { forbidden, notFound } from '../../lib/errors';
import type { Membership } from '../../lib/identity';
import type { NicheRow, NichesRepository } from './niches.repository';

type Memberships = (userId: string, organizationId: number) => Promise<Membership | null>;

function summary(n: NicheRow, canManage: boolean): NicheSummary {
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
    jobCount: n.jobCount,
    oldestResearchDate: n.oldestResearchDate && new Date(n.oldestResearchDate).toISOString(),
    newestResearchDate: n.newestResearchDate && new Date(n.newestResearchDate).toISOString(),
    hasSchedule: n.hasSchedule,
    canManage,
  };
}

/**
 * Who may change a niche: team managers and owners any of the organization's; other members the
 * niches they created and those in spaces they were granted.
 */
type Visibility = Pick<NicheRow, 'organizationId' | 'spaceId' | 'createdBy'>;

function mayManage(member: Membership, niche: Visibility, grantedSpaces: Set<number>): boolean {
  return (
    isTeamManager(member.role) ||
    niche.createdBy === member.userId ||
    (niche.spaceId !== null && grantedSpaces.has(niche.spaceId))
  );
}

/** Niches and what their dives found. A niche the caller may not see is "not found". */
export function createNichesService(repo: NichesRepository, membership: Memberships) {
  /** The niche with the caller's membership, when the caller may see it; else "not found". */
  async function check<N extends Visibility>(userId: string, niche: N | null) {
    const member = niche && (await membership(userId, niche.organizationId));
    if (!niche || !member) throw notFound('Niche');
    const granted = isTeamManager(member.role)
      ? new Set<number>()
      : await repo.grantedSpaceIds(userId);
    const visible =
      niche.spaceId === null || isTeamManager(member.role) || granted.has(niche.spaceId);
    if (!visible) throw notFound('Niche');
    return { niche, member, canManage: mayManage(member, niche, granted) };
  }

  const access = async (userId: string, nicheId: number) => check(userId, await repo.byId(nicheId));

  return {
    count: repo.count,

    /** The niche, when the caller may change it: 404 when they may not see it, 403 when only see. */
    async manageable(userId: string, nicheId: number): Promise<NicheRow> {
      const { niche, canManage } = await access(userId, nicheId);
      if (!canManage) throw forbidden("You can't manage this niche");
      return niche;
    },

    /** The niches the member may see, newest first, as the JSON array of their summaries. */
    listJson(member: Membership): Promise<string> {
      return repo.listJson(member.organizationId, {
        userId: member.userId,
        manager: isTeamManager(member.role),
      });
    },

    async get(userId: string, nicheId: number): Promise<NicheSummary> {
      const { niche, canManage } = await access(userId, nicheId);
      return summary(niche, canManage);
    },

    async competitors(userId: string, nicheId: number): Promise<Competitor[]> {
      const { niche } = await access(userId, nicheId);
      if (niche.latestResearchId === null) return [];
      const rows = await repo.competitors(niche.latestResearchId);
      return rows.map((c) => ({
        asin: c.asin,
        title: c.title,
        brand: c.brand,
        landingImageUrl: c.imageUrl,
        priceCents: c.priceCents,
        currency: marketplace(niche.marketplace as MarketplaceTld).currency,
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
     * is made from: a saved dive never changes, so what the key names never changes either.
     */
    async keywordList(userId: string, nicheId: number, list: KeywordList) {
      const { niche } = await check(userId, await repo.keywordSource(nicheId));
      const { latestResearchId: latestId, previousResearchId: previousId } = niche;
      if (latestId === null) return { key: 'keywords-none', json: () => Promise.resolve('[]') };
      return {
        key: `keywords-${latestId}-${previousId ?? 'none'}-${list}`,
        json: () => repo.keywordListJson(latestId, previousId, list),
      };
    },

    async researches(userId: string, nicheId: number): Promise<Research[]> {
      await access(userId, nicheId);
      const rows = await repo.researches(nicheId);
      return rows.map((r) => ({
        id: r.id,
        label: r.label,
        heroAsin: r.heroAsin,
        numCompetitors: r.numCompetitors,
        numKeywords: r.numKeywords,
        numMklKeywords: r.numMklKeywords,
        createdAt: r.createdAt.toISOString(),
      }));
    },

    async exclusions(userId: string, nicheId: number) {
      await access(userId, nicheId);
      return repo.exclusions(nicheId);
    },

    setExclusions: repo.setExclusions,
    storedExclusions: async (nicheId: number) =>
      (await repo.exclusions(nicheId)).map((e) => e.asin),
  };
}

export type NichesService = ReturnType<typeof createNichesService>;

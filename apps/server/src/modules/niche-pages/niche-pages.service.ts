import {
  DEEP_DIVE_LIMITS,
  DEEP_DIVE_MESSAGES,
  marketplaceDate,
  type CompetitorDetail,
  type DeepDive,
  type MarketplaceTld,
  type NicheOverview,
} from '@fathom/contract';
import type { MarketDataProvider, ProviderContext } from '@fathom/market';
import { requireCapabilities } from '../../lib/capabilities';
import { notFoundMessage } from '../../lib/errors';
import type { Membership } from '../../lib/identity';
import { latestResearch } from '../niches/niches.repository';
import type { Niche, NichesService } from '../niches/niches.service';
import {
  competitorVariations,
  deepDiveCompetitors,
  historyRange,
  type MarketFacts,
} from './domain/deep-dive';
import { everyList, overviewCompetitors } from './domain/overview';
import type { NichePagesRepository } from './niche-pages.repository';

export interface NichePagesDeps {
  repo: NichePagesRepository;
  niches: Pick<NichesService, 'competitors' | 'researches' | 'summary'>;
  market: MarketDataProvider;
}

/** What the niche pages read beyond the niche itself: the overview and the deep dive. */
export function createNichePagesService({ repo, niches, market }: NichePagesDeps) {
  /** BSR and variation count of products on a date; empty when the provider has no products there. */
  async function marketFacts(
    ctx: ProviderContext,
    tld: MarketplaceTld,
    asins: string[],
    date: string,
  ): Promise<Map<string, MarketFacts>> {
    const capabilities = await market.capabilities(ctx, tld);
    if (capabilities.products.status !== 'available' || asins.length === 0) return new Map();
    const products = await market.getProducts(ctx, tld, { asins, date });
    return new Map(
      products.map((p) => [
        p.asin,
        {
          bsr: p.bsr[0]?.rank ?? null,
          bsrCategory: p.bsr[0]?.categoryName ?? null,
          variationCount: p.variations.length,
        },
      ]),
    );
  }

  return {
    async overview(member: Membership, niche: Niche): Promise<NicheOverview> {
      const research = latestResearch(niche);
      const [lists, competitors, researches] = await Promise.all([
        research === null ? Promise.resolve([]) : repo.listVolumes(research),
        niches.competitors(member, niche),
        niches.researches(member, niche),
      ]);
      const latest = researches.find((r) => r.id === research?.id);
      const at = latest ? new Date(latest.createdAt) : niche.updatedAt;
      return {
        niche: niches.summary(niche),
        lists: everyList(lists),
        competitors: overviewCompetitors(competitors, at),
        researches,
      };
    },

    /** One row per competitor of the latest research (docs/metrics.md "Deep dive"). */
    async deepDive(member: Membership, niche: Niche): Promise<DeepDive> {
      const research = latestResearch(niche);
      const totals = research === null ? null : await repo.researchTotals(research);
      if (research === null || !totals)
        return { researchDate: null, visibleKeywords: 0, visibleSearchVolume: 0, competitors: [] };
      const tld = niche.marketplace;
      const researchDate = marketplaceDate(tld, totals.createdAt);
      const stored = await repo.deepDiveRows(
        research,
        DEEP_DIVE_LIMITS.topRank,
        DEEP_DIVE_LIMITS.wideRank,
      );
      const ctx = { orgId: member.organizationId };
      const facts = await marketFacts(
        ctx,
        tld,
        stored.map((c) => c.asin),
        researchDate,
      );
      return {
        researchDate,
        visibleKeywords: totals.keywords,
        visibleSearchVolume: totals.searchVolume,
        competitors: deepDiveCompetitors(
          stored,
          totals.searchVolume,
          facts,
          niche.heroAsin,
          totals.createdAt,
        ),
      };
    },

    /**
     * One competitor's panel: BSR and price over the last `days` days up to the marketplace's
     * latest date, the latest research's keywords it ranks for, and its variations today.
     */
    async competitor(
      member: Membership,
      niche: Niche,
      asin: string,
      days: number,
    ): Promise<CompetitorDetail> {
      const research = latestResearch(niche);
      if (research === null || !(await repo.hasCompetitor(research, asin)))
        throw notFoundMessage(DEEP_DIVE_MESSAGES.competitorNotFound);
      const tld = niche.marketplace;
      const ctx = { orgId: member.organizationId };
      await requireCapabilities(market, ctx, tld, ['products', 'bsr']);
      const latest = await market.latestDate(ctx, tld);
      const range = historyRange(latest, days);
      const query = { asins: [asin], ...range };
      const [bsr, price, keywords, products] = await Promise.all([
        market.bsrHistory(ctx, tld, query),
        market.priceHistory(ctx, tld, query),
        repo.rankedKeywords(research, asin),
        market.getProducts(ctx, tld, { asins: [asin], date: latest }),
      ]);
      const family = products[0]?.variations ?? [];
      const listed = new Map(
        (
          await (family.length
            ? market.getProducts(ctx, tld, { asins: family.map((v) => v.asin), date: latest })
            : Promise.resolve([]))
        ).map((p) => [p.asin, { title: p.title, priceCents: p.price }]),
      );
      return {
        asin,
        ...range,
        bsr: (bsr[0]?.series ?? []).map((s) => ({
          categoryName: s.categoryName,
          points: s.points,
        })),
        price: (price[0]?.points ?? []).map((p) => ({ date: p.date, priceCents: p.price })),
        keywords,
        variations: competitorVariations(
          asin,
          family.map((v) => ({
            asin: v.asin,
            attributes: v.attributes,
            listed: listed.get(v.asin) ?? null,
          })),
        ),
      };
    },
  };
}

export type NichePagesService = ReturnType<typeof createNichePagesService>;

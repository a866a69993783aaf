/**
 * ImportedMarketProvider: answers from the files an organization imported (./data), and says
 * through capabilities() which kinds of data it has for the marketplace; what it lacks is
 * unsupported. Imports are snapshots: a reverse ASIN or a search page answers the latest
 * imported day, whatever date is asked. Reads outside an organization have no imports.
 */
import { marketplaceDate, type MarketplaceTld } from '@fathom/contract';
import type { Capability, DataKind, ProviderCapabilities } from '../capabilities';
import type { ProviderContext } from '../context';
import type {
  BsrHistory,
  MarketDataProvider,
  PriceHistory,
  Product,
  ReverseAsinResult,
  SearchResultsPage,
} from '../provider';
import type { SqpReport, SqpWeek } from '../seller-reports';
import type { ImportedData, ImportedProductDay } from './data';

export const DATA_KINDS: readonly DataKind[] = [
  'products',
  'reverseAsin',
  'searchResults',
  'searchVolume',
  'bsr',
  'sales',
  'productImages',
  'ppc',
  'sqp',
];

/** Capabilities where `has` says which kinds are answered, marked with their source. */
export function importedCapabilities(has: (kind: DataKind) => boolean): ProviderCapabilities {
  const entries = DATA_KINDS.map((kind): [DataKind, Capability] => [
    kind,
    {
      status: has(kind) ? 'available' : 'unsupported',
      connection: null,
      ingested: false,
      source: 'imported',
    },
  ]);
  return Object.fromEntries(entries) as ProviderCapabilities;
}

export function productOf(tld: MarketplaceTld, d: ImportedProductDay): Product {
  return {
    asin: d.asin,
    amazonTld: tld,
    title: d.title ?? '',
    brand: d.brand ?? '',
    landingImageUrl: '',
    currency: d.currency ?? '',
    price: d.price ?? 0,
    rating: d.rating ?? 0,
    reviewCount: d.reviewCount ?? 0,
    firstListedDate: d.day,
    category: d.category ?? '',
    productType: '',
    parentAsin: d.parentAsin,
    variationAttributes: null,
    variations: [],
    bsr:
      d.bsr === null
        ? []
        : [{ categoryId: d.category ?? '', categoryName: d.category ?? '', rank: d.bsr }],
  };
}

const byAsin = <T extends { asin: string }>(rows: readonly T[]) => {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(row.asin, [...(map.get(row.asin) ?? []), row]);
  return map;
};

/** The provider over one source of imported data. */
export function createImportedMarket(data: ImportedData): MarketDataProvider {
  const org = (ctx: ProviderContext) => ctx.orgId;
  return {
    async capabilities(ctx, tld) {
      const id = org(ctx);
      const kinds = id === null ? new Set<DataKind>() : (await data.overview(id, tld)).kinds;
      return importedCapabilities((kind) => kinds.has(kind));
    },

    async latestDate(ctx, tld) {
      const id = org(ctx);
      const latest = id === null ? null : (await data.overview(id, tld)).latestDate;
      return latest ?? marketplaceDate(tld);
    },

    async getProducts(ctx, tld, query) {
      const id = org(ctx);
      if (id === null || query.asins.length === 0) return [];
      const days = await data.productDays(id, tld, query.asins);
      const found = new Map(days.map((d) => [d.asin, productOf(tld, d)]));
      return query.asins.flatMap((asin) => found.get(asin) ?? []);
    },

    productImage: () => Promise.resolve(null),

    async reverseAsin(ctx, tld, query): Promise<ReverseAsinResult | null> {
      const id = org(ctx);
      if (id === null) return null;
      const ranks = (await data.latestRanksOf(id, tld, query.asin)).filter(
        (r) => r.organicRank !== null || r.sponsoredRank !== null,
      );
      if (ranks.length === 0) return null;
      const volumes = await data.volumes(
        id,
        tld,
        ranks.map((r) => r.term),
      );
      const volumeOf = new Map(volumes.map((v) => [v.term, v.searchVolume]));
      const terms = ranks
        .map((r) => ({
          term: r.term,
          searchVolume: volumeOf.get(r.term) ?? 0,
          organicRank: r.organicRank,
          sponsoredRank: r.sponsoredRank,
          rankingAsin: r.organicRank === null ? null : r.asin,
        }))
        .sort((a, b) => b.searchVolume - a.searchVolume || a.term.localeCompare(b.term));
      return { asin: query.asin, date: ranks[0]!.day, terms };
    },

    async searchResults(ctx, tld, query): Promise<SearchResultsPage> {
      const id = org(ctx);
      const page = id === null ? null : await data.searchPage(id, tld, query.term);
      const volume =
        id === null ? undefined : (await data.volumes(id, tld, [query.term]))[0]?.searchVolume;
      return {
        term: query.term,
        date: page?.day ?? query.date,
        searchVolume: volume ?? null,
        organic: page?.organic ?? [],
        sponsored: page?.sponsored ?? [],
        impressions: [],
      };
    },

    async keywordRanks(ctx, tld, query) {
      const id = org(ctx);
      if (id === null || query.asins.length === 0 || query.terms.length === 0) return [];
      const ranks = await data.ranks(id, tld, query);
      return ranks
        .filter((r) => r.organicRank !== null || r.sponsoredRank !== null)
        .map((r) => ({
          asin: r.asin,
          term: r.term,
          date: r.day,
          organicRank: r.organicRank,
          sponsoredRank: r.sponsoredRank,
          impressionRank: null,
          impressionShare: null,
          rankingAsin: r.organicRank === null ? null : r.asin,
        }));
    },

    async searchVolumes(ctx, tld, query) {
      const id = org(ctx);
      if (id === null || query.terms.length === 0) return [];
      const volumes = await data.volumes(id, tld, query.terms);
      return volumes.map((v) => ({ term: v.term, searchVolume: v.searchVolume }));
    },

    async searchVolumeHistory(ctx, tld, query) {
      const id = org(ctx);
      if (id === null || query.terms.length === 0) return [];
      const volumes = await data.volumes(id, tld, query.terms, query);
      const of = new Map<string, { date: string; searchVolume: number }[]>();
      for (const v of volumes)
        of.set(v.term, [...(of.get(v.term) ?? []), { date: v.day, searchVolume: v.searchVolume }]);
      return [...of].map(([term, points]) => ({
        term,
        points: points.sort((a, b) => a.date.localeCompare(b.date)),
      }));
    },

    async bsrHistory(ctx, tld, query): Promise<BsrHistory[]> {
      const id = org(ctx);
      if (id === null || query.asins.length === 0) return [];
      const days = byAsin(await data.productDays(id, tld, query.asins, query));
      return [...days].flatMap(([asin, rows]) => {
        const ranked = rows.filter((r) => r.bsr !== null);
        if (ranked.length === 0) return [];
        const category = ranked[0]!.category ?? '';
        const points = ranked
          .map((r) => ({ date: r.day, rank: r.bsr }))
          .sort((a, b) => a.date.localeCompare(b.date));
        return [{ asin, series: [{ categoryId: category, categoryName: category, points }] }];
      });
    },

    async priceHistory(ctx, tld, query): Promise<PriceHistory[]> {
      const id = org(ctx);
      if (id === null || query.asins.length === 0) return [];
      const days = byAsin(await data.productDays(id, tld, query.asins, query));
      return [...days].flatMap(([asin, rows]) => {
        const priced = rows.filter((r) => r.price !== null && r.currency !== null);
        if (priced.length === 0) return [];
        const points = priced
          .map((r) => ({ date: r.day, price: r.price }))
          .sort((a, b) => a.date.localeCompare(b.date));
        return [{ asin, currency: priced[0]!.currency!, points }];
      });
    },

    async salesEstimates(ctx, tld, query) {
      const id = org(ctx);
      if (id === null || query.asins.length === 0) return [];
      const days = await data.productDays(id, tld, query.asins);
      return days.flatMap((d) =>
        d.monthlySales === null
          ? []
          : [
              {
                asin: d.asin,
                date: d.day,
                unitsPerMonth: d.monthlySales,
                revenuePerMonth: d.monthlyRevenue ?? (d.price ?? 0) * d.monthlySales,
                currency: d.currency ?? '',
              },
            ],
      );
    },

    async ppcSearchTermReport(ctx, tld, query) {
      const id = org(ctx);
      const rows = id === null ? [] : await data.ppcRows(id, tld, query);
      return { status: 'COMPLETED', rows };
    },

    async searchQueryPerformance(ctx, tld, query): Promise<SqpReport> {
      const id = org(ctx);
      const rows = id === null ? [] : await data.sqpRows(id, tld, query);
      const weeks = new Map<string, SqpWeek>();
      for (const r of rows)
        weeks.set(r.endDate, { startDate: r.startDate, endDate: r.endDate, status: 'COMPLETED' });
      return {
        weeks: [...weeks.values()].sort((a, b) => a.endDate.localeCompare(b.endDate)),
        rows,
      };
    },
  };
}

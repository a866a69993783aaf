/**
 * The provider an organization reads through: what it imported first, then, for everything
 * else, the fallback it chose (the simulated marketplace, or nothing). An organization without
 * imports, and a read outside one, is answered by the fallback alone, exactly as before.
 * capabilities() marks each kind with the source that answers it.
 */
import { marketplaceDate, type MarketplaceTld } from '@fathom/contract';
import type { DataKind, ProviderCapabilities } from '../capabilities';
import type { ProviderContext } from '../context';
import type { MarketDataProvider } from '../provider';
import type { ImportedData, ImportedOverview } from './data';
import { createImportedMarket, DATA_KINDS, importedCapabilities } from './provider';

/** A provider with no data at all: the fallback of an organization that shows imports only. */
export function createEmptyMarket(): MarketDataProvider {
  return {
    capabilities: () => Promise.resolve(importedCapabilities(() => false)),
    latestDate: (_ctx, tld) => Promise.resolve(marketplaceDate(tld)),
    getProducts: () => Promise.resolve([]),
    productImage: () => Promise.resolve(null),
    reverseAsin: () => Promise.resolve(null),
    searchResults: (_ctx, _tld, q) =>
      Promise.resolve({
        term: q.term,
        date: q.date,
        searchVolume: null,
        organic: [],
        sponsored: [],
        impressions: [],
      }),
    keywordRanks: () => Promise.resolve([]),
    searchVolumes: () => Promise.resolve([]),
    searchVolumeHistory: () => Promise.resolve([]),
    bsrHistory: () => Promise.resolve([]),
    priceHistory: () => Promise.resolve([]),
    salesEstimates: () => Promise.resolve([]),
    ppcSearchTermReport: () => Promise.resolve({ status: 'COMPLETED', rows: [] }),
    searchQueryPerformance: () => Promise.resolve({ weeks: [], rows: [] }),
  };
}

/** Items of `wanted` the imported answer covers, then the fallback's answer for the rest. */
async function merged<T>(
  wanted: readonly string[],
  keyOf: (item: T) => string,
  imported: T[],
  rest: (missing: string[]) => Promise<T[]>,
): Promise<T[]> {
  const have = new Set(imported.map(keyOf));
  const missing = wanted.filter((key) => !have.has(key));
  return missing.length === 0 ? imported : [...imported, ...(await rest(missing))];
}

export function createCompositeMarket(deps: {
  data: ImportedData;
  /** The simulated marketplace (or another provider) answering what was not imported. */
  fallback: MarketDataProvider;
}): MarketDataProvider {
  const imported = createImportedMarket(deps.data);
  const empty = createEmptyMarket();
  /** Which providers answer the context's reads, or null when the fallback answers all of them. */
  const plan = async (ctx: ProviderContext, tld: MarketplaceTld) => {
    if (ctx.orgId === null) return { base: deps.fallback, overview: null };
    const overview: ImportedOverview = await deps.data.overview(ctx.orgId, tld);
    const base = overview.fallback === 'none' ? empty : deps.fallback;
    return { base, overview: overview.kinds.size === 0 ? null : overview };
  };
  const has = (overview: ImportedOverview | null, kind: DataKind) =>
    overview?.kinds.has(kind) ?? false;

  return {
    async capabilities(ctx, tld) {
      const { base, overview } = await plan(ctx, tld);
      const caps = await base.capabilities(ctx, tld);
      const source = base === deps.fallback ? ('simulated' as const) : ('imported' as const);
      const entries = DATA_KINDS.map((kind) => [
        kind,
        has(overview, kind)
          ? { status: 'available', connection: null, ingested: false, source: 'imported' }
          : { ...caps[kind], source: caps[kind].source ?? source },
      ]);
      return Object.fromEntries(entries) as ProviderCapabilities;
    },

    async latestDate(ctx, tld) {
      const { base, overview } = await plan(ctx, tld);
      if (base === deps.fallback || !overview?.latestDate) return base.latestDate(ctx, tld);
      return overview.latestDate;
    },

    async getProducts(ctx, tld, query) {
      const { base, overview } = await plan(ctx, tld);
      if (!has(overview, 'products')) return base.getProducts(ctx, tld, query);
      const found = await imported.getProducts(ctx, tld, query);
      const all = await merged(
        query.asins,
        (p) => p.asin,
        found,
        (asins) => base.getProducts(ctx, tld, { ...query, asins }),
      );
      const of = new Map(all.map((p) => [p.asin, p]));
      return query.asins.flatMap((asin) => of.get(asin) ?? []);
    },

    async productImage(ctx, tld, asin) {
      return (await plan(ctx, tld)).base.productImage(ctx, tld, asin);
    },

    async reverseAsin(ctx, tld, query) {
      const { base, overview } = await plan(ctx, tld);
      if (has(overview, 'reverseAsin')) {
        const found = await imported.reverseAsin(ctx, tld, query);
        if (found) return found;
      }
      return base.reverseAsin(ctx, tld, query);
    },

    async searchResults(ctx, tld, query) {
      const { base, overview } = await plan(ctx, tld);
      if (has(overview, 'searchResults')) {
        const page = await imported.searchResults(ctx, tld, query);
        if (page.organic.length > 0 || page.sponsored.length > 0) return page;
      }
      return base.searchResults(ctx, tld, query);
    },

    async keywordRanks(ctx, tld, query) {
      const { base, overview } = await plan(ctx, tld);
      if (!has(overview, 'reverseAsin')) return base.keywordRanks(ctx, tld, query);
      const found = await imported.keywordRanks(ctx, tld, query);
      return merged(
        query.asins,
        (r) => r.asin,
        found,
        (asins) => base.keywordRanks(ctx, tld, { ...query, asins }),
      );
    },

    async searchVolumes(ctx, tld, query) {
      const { base, overview } = await plan(ctx, tld);
      if (!has(overview, 'searchVolume')) return base.searchVolumes(ctx, tld, query);
      const found = await imported.searchVolumes(ctx, tld, query);
      return merged(
        query.terms,
        (v) => v.term,
        found,
        (terms) => base.searchVolumes(ctx, tld, { ...query, terms }),
      );
    },

    async searchVolumeHistory(ctx, tld, query) {
      const { base, overview } = await plan(ctx, tld);
      if (!has(overview, 'searchVolume')) return base.searchVolumeHistory(ctx, tld, query);
      const found = await imported.searchVolumeHistory(ctx, tld, query);
      return merged(
        query.terms,
        (h) => h.term,
        found,
        (terms) => base.searchVolumeHistory(ctx, tld, { ...query, terms }),
      );
    },

    async bsrHistory(ctx, tld, query) {
      const { base, overview } = await plan(ctx, tld);
      if (!has(overview, 'bsr')) return base.bsrHistory(ctx, tld, query);
      const found = await imported.bsrHistory(ctx, tld, query);
      return merged(
        query.asins,
        (h) => h.asin,
        found,
        (asins) => base.bsrHistory(ctx, tld, { ...query, asins }),
      );
    },

    async priceHistory(ctx, tld, query) {
      const { base, overview } = await plan(ctx, tld);
      if (!has(overview, 'products')) return base.priceHistory(ctx, tld, query);
      const found = await imported.priceHistory(ctx, tld, query);
      return merged(
        query.asins,
        (h) => h.asin,
        found,
        (asins) => base.priceHistory(ctx, tld, { ...query, asins }),
      );
    },

    async salesEstimates(ctx, tld, query) {
      const { base, overview } = await plan(ctx, tld);
      if (!has(overview, 'sales')) return base.salesEstimates(ctx, tld, query);
      const found = await imported.salesEstimates(ctx, tld, query);
      return merged(
        query.asins,
        (s) => s.asin,
        found,
        (asins) => base.salesEstimates(ctx, tld, { ...query, asins }),
      );
    },

    async ppcSearchTermReport(ctx, tld, query) {
      const { base, overview } = await plan(ctx, tld);
      if (has(overview, 'ppc')) {
        const report = await imported.ppcSearchTermReport(ctx, tld, query);
        if (report.rows.length > 0) return report;
      }
      return base.ppcSearchTermReport(ctx, tld, query);
    },

    async searchQueryPerformance(ctx, tld, query) {
      const { base, overview } = await plan(ctx, tld);
      if (has(overview, 'sqp')) {
        const report = await imported.searchQueryPerformance(ctx, tld, query);
        if (report.rows.length > 0) return report;
      }
      return base.searchQueryPerformance(ctx, tld, query);
    },
  };
}

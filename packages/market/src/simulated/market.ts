/**
 * The simulated marketplace as a MarketDataProvider: validates and normalises queries, finds the
 * marketplace's world and asks the model (lookups.ts reads it, views.ts shapes the answers,
 * seller.ts answers for seller data). The only clock it reads is `now`, to answer latestDate and
 * product lookups without a date.
 */
import { isMarketplaceTld, marketplaceDate } from '@fathom/contract';
import type { MarketplaceTld } from '@fathom/contract';
import type {
  BsrHistory,
  BsrHistoryQuery,
  KeywordRank,
  KeywordRanksQuery,
  MarketDataProvider,
  PriceHistory,
  PriceHistoryQuery,
  Product,
  ProductImage,
  ProductsQuery,
  ReverseAsinQuery,
  ReverseAsinResult,
  SalesEstimate,
  SalesEstimatesQuery,
  SearchResultsPage,
  SearchResultsQuery,
  SearchVolume,
  SearchVolumeHistory,
  SearchVolumeHistoryQuery,
  SearchVolumesQuery,
} from '../provider';
import type { PpcReport, PpcReportQuery, SqpQuery, SqpReport } from '../seller-reports';
import type { ProviderCapabilities } from '../capabilities';
import type { ProviderContext } from '../context';
import { formatDay, parseDay, parseRange } from './dates';
import { reportedVolume, termVolumeOn } from './dynamics';
import { productImage } from './images';
import { knownProducts, rangeDays, rankDayOn, termPage, termRefs } from './lookups';
import { resolveTerm } from './ranking';
import type { SimulatedUnsupportable } from './seller';
import { ppcReport, simulatedCapabilities, sqpReport } from './seller';
import * as view from './views';
import type { World } from './world';
import { getWorld, normalizeSeed } from './worlds';

/** The seed of the documented world (KNOWN_ASINS, docs/data-sources.md). */
export const DEFAULT_MARKET_SEED = 1729;

export interface SimulatedMarketOptions {
  seed?: number;
  /** The clock used for "today" (latestDate, product lookups without a date). */
  now?: () => Date;
  /**
   * Seller data the simulation does not have in some marketplaces: capabilities() reports it
   * 'unsupported' there and its method refuses, as a provider without it would.
   */
  unsupported?: Partial<Record<MarketplaceTld, readonly SimulatedUnsupportable[]>>;
}

/**
 * Runs a computation as the provider's answer, in a task of its own, as a remote provider's answer
 * arrives: whatever waits on the event loop (an API request beside a job) is served between two
 * calls, however many calls a job makes in a row. Its result resolves, a thrown error rejects.
 */
function answer<T>(compute: () => T): Promise<T> {
  return new Promise((resolve, reject) => {
    setImmediate(() => {
      try {
        resolve(compute());
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

export class SimulatedMarket implements MarketDataProvider {
  readonly seed: number;
  private readonly now: () => Date;
  private readonly unsupported: SimulatedMarketOptions['unsupported'];

  constructor(options: SimulatedMarketOptions = {}) {
    this.seed = normalizeSeed(options.seed ?? DEFAULT_MARKET_SEED);
    this.now = options.now ?? (() => new Date());
    this.unsupported = options.unsupported;
  }

  private check(tld: MarketplaceTld): void {
    if (!isMarketplaceTld(tld)) throw new RangeError(`Unknown marketplace ${String(tld)}`);
  }

  private lacks(tld: MarketplaceTld, kind: SimulatedUnsupportable): boolean {
    return this.unsupported?.[tld]?.includes(kind) ?? false;
  }

  /** The marketplace's world for seller data it has; a refusal where it is unsupported. */
  private sellerWorld(tld: MarketplaceTld, kind: SimulatedUnsupportable): World {
    const world = this.world(tld);
    if (this.lacks(tld, kind)) throw new RangeError(`No ${kind} data in marketplace ${tld}`);
    return world;
  }

  private world(tld: MarketplaceTld): World {
    this.check(tld);
    return getWorld(this.seed, tld);
  }

  capabilities(_ctx: ProviderContext, tld: MarketplaceTld): Promise<ProviderCapabilities> {
    return answer(() => {
      this.check(tld);
      return simulatedCapabilities((kind) => this.lacks(tld, kind));
    });
  }

  latestDate(_ctx: ProviderContext, tld: MarketplaceTld): Promise<string> {
    return answer(() => {
      this.check(tld);
      return marketplaceDate(tld, this.now());
    });
  }

  getProducts(
    _ctx: ProviderContext,
    tld: MarketplaceTld,
    query: ProductsQuery,
  ): Promise<Product[]> {
    return answer(() => {
      const world = this.world(tld);
      const day = parseDay(query.date ?? marketplaceDate(tld, this.now()));
      return knownProducts(world, query.asins)
        .filter((product) => product.listDay <= day)
        .map((product) => view.productView(world, product, day));
    });
  }

  reverseAsin(
    _ctx: ProviderContext,
    tld: MarketplaceTld,
    query: ReverseAsinQuery,
  ): Promise<ReverseAsinResult | null> {
    return answer(() => {
      const world = this.world(tld);
      const day = parseDay(query.date);
      const product = view.listedProduct(world, query.asin, day);
      if (!product) return null;
      const terms = view.reverseAsinTerms(world, rankDayOn(world, day), product);
      return { asin: product.asin, date: formatDay(day), terms };
    });
  }

  searchResults(
    _ctx: ProviderContext,
    tld: MarketplaceTld,
    query: SearchResultsQuery,
  ): Promise<SearchResultsPage> {
    return answer(() => {
      const world = this.world(tld);
      const day = parseDay(query.date);
      const ref = resolveTerm(world.catalog, query.term);
      if (!ref) {
        const date = formatDay(day);
        return {
          term: query.term,
          date,
          searchVolume: null,
          organic: [],
          sponsored: [],
          impressions: [],
        };
      }
      return view.pageView(world, ref, termPage(this.seed, world, ref, day), formatDay(day));
    });
  }

  keywordRanks(
    _ctx: ProviderContext,
    tld: MarketplaceTld,
    query: KeywordRanksQuery,
  ): Promise<KeywordRank[]> {
    return answer(() => {
      const world = this.world(tld);
      const range = parseRange(query.from, query.to);
      const refs = termRefs(this.seed, world, query.terms);
      const products = knownProducts(world, query.asins);
      const rows: KeywordRank[] = [];
      for (const day of rangeDays(range.from, range.to)) {
        const listed = products.filter((product) => product.listDay <= day);
        if (listed.length === 0) continue;
        for (const ref of refs) {
          const page = termPage(this.seed, world, ref, day);
          for (const product of listed) {
            const row = view.keywordRank(world, page, product, ref, day);
            if (row) rows.push(row);
          }
        }
      }
      return rows;
    });
  }

  searchVolumes(
    _ctx: ProviderContext,
    tld: MarketplaceTld,
    query: SearchVolumesQuery,
  ): Promise<SearchVolume[]> {
    return answer(() => {
      const world = this.world(tld);
      const day = parseDay(query.date);
      return termRefs(this.seed, world, query.terms).map((ref) => ({
        term: ref.text,
        searchVolume: reportedVolume(termVolumeOn(world, ref.id, day) * ref.volumeFactor),
      }));
    });
  }

  searchVolumeHistory(
    _ctx: ProviderContext,
    tld: MarketplaceTld,
    query: SearchVolumeHistoryQuery,
  ): Promise<SearchVolumeHistory[]> {
    return answer(() => {
      const world = this.world(tld);
      const range = parseRange(query.from, query.to);
      const days = rangeDays(range.from, range.to);
      return termRefs(this.seed, world, query.terms).map((ref) => ({
        term: ref.text,
        points: days.map((day) => ({
          date: formatDay(day),
          searchVolume: reportedVolume(termVolumeOn(world, ref.id, day) * ref.volumeFactor),
        })),
      }));
    });
  }

  bsrHistory(
    _ctx: ProviderContext,
    tld: MarketplaceTld,
    query: BsrHistoryQuery,
  ): Promise<BsrHistory[]> {
    return answer(() => {
      const world = this.world(tld);
      const range = parseRange(query.from, query.to);
      const days = rangeDays(range.from, range.to);
      return knownProducts(world, query.asins).map((p) => view.bsrHistoryView(world, p, days));
    });
  }

  priceHistory(
    _ctx: ProviderContext,
    tld: MarketplaceTld,
    query: PriceHistoryQuery,
  ): Promise<PriceHistory[]> {
    return answer(() => {
      const world = this.world(tld);
      const range = parseRange(query.from, query.to);
      const days = rangeDays(range.from, range.to);
      return knownProducts(world, query.asins).map((p) => view.priceHistoryView(world, p, days));
    });
  }

  salesEstimates(
    _ctx: ProviderContext,
    tld: MarketplaceTld,
    query: SalesEstimatesQuery,
  ): Promise<SalesEstimate[]> {
    return answer(() => {
      const world = this.world(tld);
      const day = parseDay(query.date);
      return knownProducts(world, query.asins)
        .filter((product) => product.listDay <= day)
        .map((product) => view.salesView(world, product, day));
    });
  }

  ppcSearchTermReport(
    _ctx: ProviderContext,
    tld: MarketplaceTld,
    query: PpcReportQuery,
  ): Promise<PpcReport> {
    return answer(() => {
      return ppcReport(this.sellerWorld(tld, 'ppc'), query);
    });
  }

  searchQueryPerformance(
    _ctx: ProviderContext,
    tld: MarketplaceTld,
    query: SqpQuery,
  ): Promise<SqpReport> {
    return answer(() => {
      return sqpReport(this.sellerWorld(tld, 'sqp'), query);
    });
  }

  /** The product's picture, drawn as SVG; null for an unknown ASIN. */
  productImage(
    _ctx: ProviderContext,
    tld: MarketplaceTld,
    asin: string,
  ): Promise<ProductImage | null> {
    return answer(() => {
      const world = this.world(tld);
      const product = view.findProduct(world, asin);
      if (!product) return null;
      const body = new TextEncoder().encode(productImage(world, product));
      return { contentType: 'image/svg+xml', body };
    });
  }
}

/** The simulated marketplace; callers see only the provider interface. */
export function createSimulatedMarket(options: SimulatedMarketOptions = {}): MarketDataProvider {
  return new SimulatedMarket(options);
}

/**
 * The simulated marketplace as a MarketDataProvider: validates and normalises queries, finds the
 * marketplace's world and asks the model (views.ts shapes the answers). The only clock it reads
 * is `now`, to answer latestDate and product lookups without a date.
 */
import { isMarketplaceTld, marketplaceDate } from '@fathom/contract';
import type { MarketplaceTld } from '@fathom/contract';
import type {
  BsrHistory,
  BsrHistoryQuery,
  KeywordRank,
  KeywordRanksQuery,
  MarketDataProvider,
  PpcReport,
  PpcReportQuery,
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
  SqpQuery,
  SqpReport,
} from '../provider';
import type { Capability, ProviderCapabilities } from '../capabilities';
import type { ProviderContext } from '../context';
import { ppcRows, rowDates, shapeReport } from './ads';
import { formatDay, parseDay, parseRange } from './dates';
import { reportedVolume, termVolumeOn } from './dynamics';
import { productImage } from './images';
import { Lru } from './lru';
import type { Page, RankDay, TermRef } from './ranking';
import { computePage, rankDay, resolveTerm, termDay } from './ranking';
import { sqpRows, weekEnds, weekStatus } from './sqp';
import * as view from './views';
import type { ProductRecord, World } from './world';
import { getDayState, getWorld, normalizeSeed } from './worlds';

/** The seed of the documented world (KNOWN_ASINS, docs/data-sources.md). */
export const DEFAULT_MARKET_SEED = 1729;

/** The seller data a simulated marketplace can be made to lack (FATHOM_SIMULATED_UNSUPPORTED). */
export const SIMULATED_UNSUPPORTABLE = ['ppc', 'sqp'] as const;
export type SimulatedUnsupportable = (typeof SIMULATED_UNSUPPORTABLE)[number];

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

/** Search result pages, shared by all simulated markets of the process. */
const pages = new Lru<string, Page>(4000);

/** Search terms resolved to the catalogue (a fuzzy match for unknown ones), shared likewise. */
const resolved = new Lru<string, TermRef | null>(50_000);

/** Runs a computation as the provider's answer: its result resolves, a thrown error rejects. */
function answer<T>(compute: () => T): Promise<T> {
  return new Promise((resolve) => resolve(compute()));
}

const MARKET_DATA: Capability = { status: 'available', connection: null, ingested: false };

/**
 * Everything is available in every context, but the seller data the options take away: the
 * simulation stands in for every seller's accounts, so seller data needs no connection here,
 * and every report is in at once.
 */
const CAPABILITIES: Readonly<ProviderCapabilities> = {
  products: MARKET_DATA,
  reverseAsin: MARKET_DATA,
  searchResults: MARKET_DATA,
  searchVolume: MARKET_DATA,
  bsr: MARKET_DATA,
  sales: MARKET_DATA,
  productImages: MARKET_DATA,
  ppc: { status: 'available', connection: 'amazon-ads', ingested: true },
  sqp: { status: 'available', connection: 'sp-api', ingested: true },
};

function rangeDays(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
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

  private rankDay(world: World, day: number): RankDay {
    return rankDay(world, getDayState(world, day));
  }

  private page(world: World, ref: TermRef, day: number): Page {
    const key = `${this.seed}|${world.profile.tld}|${ref.text}|${day}`;
    return pages.getOrCreate(key, () => computePage(termDay(this.rankDay(world, day), ref)));
  }

  private refs(world: World, terms: readonly string[]): TermRef[] {
    return [...new Set(terms)]
      .map((text) =>
        resolved.getOrCreate(`${this.seed}|${world.profile.tld}|${text}`, () =>
          resolveTerm(world.catalog, text),
        ),
      )
      .filter((ref): ref is TermRef => ref !== null);
  }

  /** Known products of a list of ASINs, each once; a parent stands for its children. */
  private products(world: World, asins: readonly string[]): ProductRecord[] {
    const found = new Map<string, ProductRecord>();
    for (const asin of asins) {
      const product = view.findProduct(world, asin);
      if (product) found.set(product.asin, product);
    }
    return [...found.values()];
  }

  capabilities(_ctx: ProviderContext, tld: MarketplaceTld): Promise<ProviderCapabilities> {
    return answer(() => {
      this.check(tld);
      const capabilities = { ...CAPABILITIES };
      for (const kind of SIMULATED_UNSUPPORTABLE)
        if (this.lacks(tld, kind))
          capabilities[kind] = { ...capabilities[kind], status: 'unsupported' };
      return capabilities;
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
      return this.products(world, query.asins)
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
      const terms = view.reverseAsinTerms(world, this.rankDay(world, day), product);
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
      return view.pageView(world, ref, this.page(world, ref, day), formatDay(day));
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
      const refs = this.refs(world, query.terms);
      const products = this.products(world, query.asins);
      const rows: KeywordRank[] = [];
      for (const day of rangeDays(range.from, range.to)) {
        const listed = products.filter((product) => product.listDay <= day);
        if (listed.length === 0) continue;
        for (const ref of refs) {
          const page = this.page(world, ref, day);
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
      return this.refs(world, query.terms).map((ref) => ({
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
      return this.refs(world, query.terms).map((ref) => ({
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
      return this.products(world, query.asins).map((p) => view.bsrHistoryView(world, p, days));
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
      return this.products(world, query.asins).map((p) => view.priceHistoryView(world, p, days));
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
      return this.products(world, query.asins)
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
      const world = this.sellerWorld(tld, 'ppc');
      const range = parseRange(query.from, query.to);
      const product = view.findProduct(world, query.asin);
      if (!product) return { status: 'COMPLETED', rows: [] };
      const days = rangeDays(range.from, range.to).map((day) => this.rankDay(world, day));
      const rows = view.members(world, product).flatMap((member) => ppcRows(world, member, days));
      const report = shapeReport(rows, query.timeUnit ?? 'SUMMARY', range.from, range.to);
      return {
        status: 'COMPLETED',
        rows: report.map(({ startDay, endDay, product: advertised, ...row }) => ({
          ...rowDates(startDay, endDay),
          ...row,
          advertisedAsin: world.products[advertised]?.asin ?? '',
          currency: world.profile.currency,
        })),
      };
    });
  }

  searchQueryPerformance(
    _ctx: ProviderContext,
    tld: MarketplaceTld,
    query: SqpQuery,
  ): Promise<SqpReport> {
    return answer(() => {
      const world = this.sellerWorld(tld, 'sqp');
      const range = parseRange(query.from, query.to);
      const asOf = parseDay(query.asOf);
      const report: SqpReport = { weeks: [], rows: [] };
      const products = this.products(world, query.asins).flatMap((p) => view.members(world, p));
      for (const end of weekEnds(range.from, range.to)) {
        const [startDate, endDate] = [formatDay(end - 6), formatDay(end)];
        const status = weekStatus(world, end, asOf);
        report.weeks.push({ startDate, endDate, status });
        if (status !== 'COMPLETED') continue;
        const days = rangeDays(end - 6, end).map((day) => this.rankDay(world, day));
        for (const product of new Set(products)) {
          const asin = world.products[product]?.asin ?? '';
          for (const row of sqpRows(world, product, days)) {
            report.rows.push({ asin, startDate, endDate, ...row });
          }
        }
      }
      return report;
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

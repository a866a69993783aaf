/**
 * Amazon's own APIs behind MarketDataProvider: the catalogue through the Catalog Items API, the
 * Sponsored Products search-term report through the Ads API and Search Query Performance through
 * the Reports API, each read through the organization's connection (its refresh token). Seller
 * reports are what the ingest jobs read: Amazon prepares them asynchronously, so a call waits a
 * bounded time and answers IN_PROGRESS (PPC status, SQP weeks) when they are not ready; the job
 * asks again later and the same report is polled, not requested again.
 */
import { addDays, marketplace, marketplaceDate, type MarketplaceTld } from '@fathom/contract';
import type { Capability, DataKind, ProviderCapabilities } from '../capabilities';
import type { ConnectionKind, ProviderContext, SellerConnection } from '../context';
import type { MarketDataProvider, Product } from '../provider';
import type { PpcReport, PpcSearchTermRow } from '../seller-reports';
import { fetchPpc } from './ads/ppc';
import { createAdsClient } from './ads/reporting';
import { createReportBudget, type ReportBudget } from './budget';
import { AmazonApiError, type ReportBudgetSpent } from './errors';
import { createAmazonHttp, type AmazonHttp, type AmazonHttpOptions } from './http';
import { createLwaTokens, type LwaCredentials } from './lwa';
import { realClock, type Clock } from './rate-limit';
import { adsApiOrigin, spApiOrigin, tokenOrigin, type AmazonOrigins } from './regions';
import { catalogItemToProduct, createCatalogClient } from './sp-api/catalog';
import { createReportsClient } from './sp-api/reports';
import type { SpApiSession } from './sp-api/session';
import { fetchSqp, SQP_REPORT_TYPE, SQP_REPORTS_PER_DAY } from './sp-api/sqp';

/** A connection's credentials: its refresh token and the account it reaches. */
export interface AmazonAccount {
  kind: ConnectionKind;
  marketplace: MarketplaceTld;
  refreshToken: string;
  /** The selling partner id (sp-api) or the Ads profile id (amazon-ads). */
  externalId: string;
}

export interface AmazonApiSettings {
  /** The Login with Amazon application; its client id is also the Ads API client id. */
  lwa: LwaCredentials;
  origins?: AmazonOrigins;
  http?: AmazonHttpOptions;
  /** How long one call waits for a report (default 2 minutes) and between polls (15 s). */
  poll?: { maxWaitMs?: number; intervalMs?: number };
  /** Fathom's share of a seller account's daily SQP reports (default 20). */
  sqpReportsPerDay?: number;
  clock?: Clock;
}

export interface AmazonApiDeps {
  /** The credentials of a connection; null when it has none (simulated or removed). */
  account(connection: SellerConnection): Promise<AmazonAccount | null>;
  /** Told when a seller account's daily report allowance stops requests. */
  notice?: (error: ReportBudgetSpent) => void;
}

/** The data kinds Amazon's APIs answer, and through which connection. */
const SELLER: Partial<Record<DataKind, ConnectionKind>> = { ppc: 'amazon-ads', sqp: 'sp-api' };

const noCredentials = () =>
  new AmazonApiError('The connection has no Amazon credentials', 401, 'UNAUTHORIZED');

/** Rows of a report fetched for several trackers' calls in one job run, kept briefly. */
const REPORT_MEMO_MS = 10 * 60_000;

export function createAmazonApiMarketProvider(
  settings: AmazonApiSettings,
  deps: AmazonApiDeps,
): MarketDataProvider & { http: AmazonHttp; budget: ReportBudget } {
  const clock = settings.clock ?? settings.http?.clock ?? realClock;
  const http = createAmazonHttp({ clock, ...settings.http });
  const tokens = createLwaTokens(http, settings.lwa, clock);
  const budget = createReportBudget(
    { [SQP_REPORT_TYPE]: settings.sqpReportsPerDay ?? SQP_REPORTS_PER_DAY },
    clock,
  );
  const origins = settings.origins ?? {};
  const poll = { ...settings.poll, clock };
  const pending = new Map<string, string>();
  const memo = new Map<string, { until: number; report: Promise<PpcReport> }>();

  const accountOf = async (ctx: ProviderContext, kind: ConnectionKind) => {
    if (ctx.connection?.kind !== kind) return null;
    const account = await deps.account(ctx.connection);
    return account?.kind === kind ? account : null;
  };

  const spSession = (account: AmazonAccount, tld: MarketplaceTld): SpApiSession => ({
    tld,
    origin: spApiOrigin(tld, origins),
    account: account.externalId,
    auth: {
      tokens: tokens.tokensFor(tokenOrigin('sp-api', tld, origins), account.refreshToken),
      header: 'x-amz-access-token',
    },
  });

  const adsClient = (account: AmazonAccount, tld: MarketplaceTld) =>
    createAdsClient(
      http,
      {
        origin: adsApiOrigin(tld, origins),
        clientId: settings.lwa.clientId,
        tokens: tokens.tokensFor(tokenOrigin('ads', tld, origins), account.refreshToken),
        profileId: account.externalId,
      },
      poll,
    );

  const unsupported = (what: string) => (): Promise<never> =>
    Promise.reject(new Error(`Amazon's APIs do not provide ${what}`));

  return {
    http,
    budget,

    capabilities(ctx) {
      const kinds: DataKind[] = [
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
      const entries = kinds.map((kind): [DataKind, Capability] => {
        const connection = SELLER[kind];
        if (connection)
          return [
            kind,
            ctx.connection?.kind === connection
              ? { status: 'available', connection, ingested: true }
              : { status: 'needs-connection', connection, ingested: true },
          ];
        const catalog = kind === 'products' && ctx.connection?.kind === 'sp-api';
        return [
          kind,
          { status: catalog ? 'available' : 'unsupported', connection: null, ingested: false },
        ];
      });
      return Promise.resolve(Object.fromEntries(entries) as ProviderCapabilities);
    },

    latestDate(_ctx, tld) {
      return Promise.resolve(addDays(marketplaceDate(tld, new Date(clock.now())), -1));
    },

    /** Catalogue lookups through the context's Selling Partner connection. */
    async getProducts(ctx, tld, query): Promise<Product[]> {
      const account = await accountOf(ctx, 'sp-api');
      if (!account || query.asins.length === 0) return [];
      const items = await createCatalogClient(http, spSession(account, tld)).searchCatalogItems(
        query.asins,
      );
      return items.map((item) => catalogItemToProduct(item, tld));
    },

    productImage: () => Promise.resolve(null),
    reverseAsin: unsupported('reverse ASIN data'),
    searchResults: unsupported('search results'),
    keywordRanks: unsupported('keyword ranks'),
    searchVolumes: unsupported('search volumes'),
    searchVolumeHistory: unsupported('search volume history'),
    bsrHistory: unsupported('best-sellers rank history'),
    priceHistory: unsupported('price history'),
    salesEstimates: unsupported('sales estimates'),

    /**
     * The profile's search-term rows of the ASIN (or, with `asins`, of the family) in the range.
     * One job run asks once per tracker; the report behind them is fetched once.
     */
    async ppcSearchTermReport(ctx, tld, query) {
      const account = await accountOf(ctx, 'amazon-ads');
      if (!account) throw noCredentials();
      const timeUnit = query.timeUnit ?? 'SUMMARY';
      const key = `${account.externalId}|${timeUnit}|${query.from}|${query.to}`;
      const now = clock.now();
      let held = memo.get(key);
      if (!held || held.until < now) {
        for (const [k, v] of memo) if (v.until < now) memo.delete(k);
        const report = fetchPpc(
          {
            ads: adsClient(account, tld),
            profileId: account.externalId,
            currency: marketplace(tld).currency,
            pending,
          },
          { from: query.from, to: query.to, timeUnit },
        );
        held = { until: now + REPORT_MEMO_MS, report };
        memo.set(key, held);
        report.then(
          (r) => r.status === 'COMPLETED' || memo.delete(key),
          () => memo.delete(key),
        );
      }
      const report = await held.report;
      const wanted = new Set(query.asins ?? [query.asin]);
      const rows: PpcSearchTermRow[] = report.rows.filter((r) => wanted.has(r.advertisedAsin));
      return { status: report.status, rows };
    },

    async searchQueryPerformance(ctx, tld, query) {
      const account = await accountOf(ctx, 'sp-api');
      if (!account) throw noCredentials();
      const session = spSession(account, tld);
      return fetchSqp(
        {
          reports: createReportsClient(http, session, poll),
          budget,
          account: account.externalId,
          tld,
          pending,
          notice: deps.notice,
        },
        query,
      );
    },
  };
}

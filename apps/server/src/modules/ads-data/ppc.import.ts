import {
  addDays,
  daysBetween,
  marketplaceDate,
  normalizeSearchTerm,
  type JobPayload,
} from '@fathom/contract';
import type { MarketDataProvider, PpcSearchTermRow } from '@fathom/market';
import type { FastifyBaseLogger } from 'fastify';
import type { Attempt } from '../../jobs/registry';
import type {
  AmazonConnectionsService,
  ConnectedAccount,
} from '../amazon-connections/amazon-connections.service';
import type { PpcFact, PpcRepository, PpcTracker } from './ppc.repository';

export interface PpcImportDeps {
  repo: PpcRepository;
  connections: Pick<AmazonConnectionsService, 'connected' | 'find' | 'markSynced' | 'markError'> &
    Partial<Pick<AmazonConnectionsService, 'sellerData'>>;
  market: MarketDataProvider;
  queue: {
    send(
      name: 'ads-data.ppc-import',
      payload: JobPayload<'ads-data.ppc-import'>,
      options?: { singletonKey?: string },
    ): Promise<unknown>;
  };
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  now?: () => Date;
}

/** Days before the one that just ended that the tick still asks for while they are not in. */
const CATCH_UP_DAYS = 3;

/** The report is not prepared yet: the job tries again later. */
export class PpcReportNotReady extends Error {
  constructor(connectionId: number, day: string) {
    super(`The PPC report of ${day} is not ready yet for connection ${connectionId}`);
  }
}

/** Amazon refused the connection's credentials (HTTP 401 or 403 from the Ads API). */
function isAuthRefusal(error: unknown): boolean {
  const e = error as { status?: unknown; statusCode?: unknown; code?: unknown } | null;
  const status = e?.status ?? e?.statusCode;
  return status === 401 || status === 403 || e?.code === 'UNAUTHORIZED';
}

/**
 * Rows of a tracker's report as facts: each row counts for the tracker when its advertised ASIN
 * is one of the tracker's; its term is normalized (trimmed, single spaces, lower case), and rows
 * of one term, campaign and match type (ad groups, targetings) are summed. Terms the tracker does
 * not follow are kept: they are its pool candidates.
 */
export function factsOf(tracker: PpcTracker, rows: PpcSearchTermRow[]): PpcFact[] {
  const own = new Set(tracker.asins);
  const facts = new Map<string, PpcFact>();
  for (const row of rows) {
    if (!own.has(row.advertisedAsin)) continue;
    const searchTerm = normalizeSearchTerm(row.searchTerm);
    if (!searchTerm) continue;
    const key = `${searchTerm}\u0000${row.campaignName}\u0000${row.matchType}`;
    const held = facts.get(key);
    if (held) {
      held.impressions += row.impressions;
      held.clicks += row.clicks;
      held.spend += row.spend;
      held.sales += row.sales;
      held.orders += row.orders;
    } else
      facts.set(key, {
        trackerId: tracker.id,
        searchTerm,
        campaignName: row.campaignName,
        matchType: row.matchType,
        impressions: row.impressions,
        clicks: row.clicks,
        spend: row.spend,
        sales: row.sales,
        orders: row.orders,
      });
  }
  return [...facts.values()];
}

/**
 * The daily PPC import (docs/architecture.md "Market data"): after each marketplace's local day
 * ends, every Amazon Ads connection's Sponsored Products search-term report of the day is read
 * and stored as the facts of the organization's active trackers in that marketplace.
 */
export function createPpcImport(deps: PpcImportDeps) {
  const now = deps.now ?? (() => new Date());

  async function account(connectionId: number): Promise<ConnectedAccount | null> {
    const all = await deps.connections.connected('amazon-ads');
    return all.find((a) => a.connection.id === connectionId) ?? null;
  }

  return {
    /**
     * Imports one day of a connection. Not ready or failing: throws for the job's retry; on the
     * last try the day is recorded IN_PROGRESS or FAILED and the rows stored before stay. A refused
     * connection is marked in error and not retried.
     */
    async importDay(
      payload: JobPayload<'ads-data.ppc-import'>,
      attempt: Attempt = { retryCount: 0, isLast: true },
    ) {
      const connected = await account(payload.connectionId);
      if (!connected) return { stored: 0, status: 'NO_CONNECTION' as const };
      const tld = connected.marketplace;
      const ctx = { orgId: connected.orgId, connection: connected.connection };
      const trackers = await deps.repo.trackers(connected.orgId, tld);
      const facts: PpcFact[] = [];
      try {
        // Amazon's Ads API for a connection made through Login with Amazon, else the market.
        const source = (await deps.connections.sellerData?.(connected.connection)) ?? deps.market;
        for (const tracker of trackers) {
          const report = await source.ppcSearchTermReport(ctx, tld, {
            asin: tracker.asin,
            asins: tracker.asins,
            from: payload.day,
            to: payload.day,
            timeUnit: 'DAILY',
          });
          if (report.status === 'IN_PROGRESS')
            throw new PpcReportNotReady(payload.connectionId, payload.day);
          facts.push(...factsOf(tracker, report.rows));
        }
      } catch (error) {
        if (isAuthRefusal(error)) {
          await deps.connections.markError(
            connected.orgId,
            payload.connectionId,
            'Amazon refused the connection',
          );
          return { stored: 0, status: 'CONNECTION_ERROR' as const };
        }
        const notReady = error instanceof PpcReportNotReady;
        if (!notReady) deps.log.error({ err: error, ...payload }, 'PPC report download failed');
        if (!attempt.isLast) {
          if (notReady)
            await deps.repo.markImport(payload.connectionId, payload.day, 'IN_PROGRESS');
          throw error;
        }
        const status = notReady ? ('IN_PROGRESS' as const) : ('FAILED' as const);
        await deps.repo.markImport(payload.connectionId, payload.day, status);
        return { stored: 0, status };
      }
      await deps.repo.replaceDay(payload.connectionId, payload.day, facts);
      await deps.connections.markSynced(payload.connectionId, now());
      return { stored: facts.length, status: 'COMPLETED' as const };
    },

    /**
     * An organization's PPC history of a marketplace (the `ads-data.ppc-history` job): each day of
     * the range not in yet is imported through its Ads connection by the same import as the daily
     * run. Without a working connection there is no history.
     */
    async history({ organizationId, marketplace, from, to }: JobPayload<'ads-data.ppc-history'>) {
      const account = await deps.connections.find(organizationId, 'amazon-ads', marketplace);
      if (account?.status !== 'CONNECTED') return 0;
      const connectionId = account.connection.id;
      let stored = 0;
      for (const day of daysBetween(from, to)) {
        if ((await deps.repo.importStatus(connectionId, day)) === 'COMPLETED') continue;
        stored += (await this.importDay({ connectionId, day })).stored;
      }
      return stored;
    },

    /**
     * Queues, for every working Ads connection, the import of its marketplace's day that has just
     * ended, and of the days before it that are not in yet (once a day each: a singleton key).
     */
    async tick(): Promise<void> {
      const at = now();
      for (const connected of await deps.connections.connected('amazon-ads')) {
        const yesterday = addDays(marketplaceDate(connected.marketplace, at), -1);
        for (let back = CATCH_UP_DAYS - 1; back >= 0; back -= 1) {
          const day = addDays(yesterday, -back);
          const status = await deps.repo.importStatus(connected.connection.id, day);
          if (status === 'COMPLETED' || status === 'FAILED') continue;
          await deps.queue.send(
            'ads-data.ppc-import',
            { connectionId: connected.connection.id, day },
            { singletonKey: `ppc:${connected.connection.id}:${day}` },
          );
        }
      }
    },
  };
}

export type PpcImport = ReturnType<typeof createPpcImport>;

import type { MarketDataProvider, SellerConnection } from '@fathom/market';
import { createAmazonApiMarketProvider, type AmazonAccount } from '@fathom/market/amazon';
import type { FastifyBaseLogger } from 'fastify';
import type { AmazonConnectionsRepository } from './amazon-connections.repository';
import type { LwaSettings } from './lwa-client';
import { decryptToken } from './lwa-crypto';

/** What the report imports read a connection's seller reports through. */
export type SellerData = Pick<MarketDataProvider, 'ppcSearchTermReport' | 'searchQueryPerformance'>;

/**
 * Where a connection's seller reports come from: a connection made through Login with Amazon is
 * read through Amazon's APIs (the Ads API for PPC, the SP-API Reports API for SQP) with its
 * decrypted refresh token; a simulated connection, or every connection when Login with Amazon is
 * not configured, through the market provider (the simulated marketplace).
 */
export function createSellerData(deps: {
  repo: Pick<AmazonConnectionsRepository, 'credentials'>;
  market: MarketDataProvider;
  lwa: LwaSettings | undefined;
  log?: Pick<FastifyBaseLogger, 'warn'> | undefined;
  /** Tests: polling and retry timings. */
  amazon?: { poll?: { maxWaitMs?: number; intervalMs?: number } };
}) {
  const { lwa } = deps;
  const amazon =
    lwa &&
    createAmazonApiMarketProvider(
      {
        lwa: { clientId: lwa.clientId, clientSecret: lwa.clientSecret },
        origins: { token: lwa.tokenOrigin, spApi: lwa.spApiOrigin, adsApi: lwa.adsApiOrigin },
        sqpReportsPerDay: lwa.sqpReportsPerDay,
        poll: deps.amazon?.poll,
      },
      {
        account: async (connection): Promise<AmazonAccount | null> => {
          const held = await deps.repo.credentials(connection.id);
          if (held?.provider !== 'lwa' || !held.refreshTokenEncrypted) return null;
          return {
            kind: held.kind,
            marketplace: held.marketplace,
            refreshToken: decryptToken(lwa.tokenKey, held.refreshTokenEncrypted),
            externalId: held.externalId,
          };
        },
        notice: (error) => deps.log?.warn({ err: error }, error.message),
      },
    );

  return async (connection: SellerConnection): Promise<SellerData> => {
    if (!amazon) return deps.market;
    const held = await deps.repo.credentials(connection.id);
    return held?.provider === 'lwa' ? amazon : deps.market;
  };
}

/**
 * Where Amazon's APIs live for each marketplace: the Selling Partner API and the Amazon Ads API
 * have one host per region (North America, Europe, Far East), and every marketplace has an id.
 * Sources: SP-API "Marketplace IDs" and "SP-API endpoints"; Amazon Ads "API overview: API
 * endpoints" (docs/data-sources.md, "Amazon APIs").
 */
import { marketplace, type MarketplaceTld } from '@fathom/contract';

export type AmazonRegion = 'NA' | 'EU' | 'FE';

/** Amazon's marketplace id of each supported marketplace (its `marketplaceId`). */
export const MARKETPLACE_IDS: Record<MarketplaceTld, string> = {
  com: 'ATVPDKIKX0DER',
  ca: 'A2EUQ1WTGCTBG2',
  'com.mx': 'A1AM78C64UM0Y8',
  'co.uk': 'A1F83G8C2ARO7P',
  fr: 'A13V1IB3VIYZZH',
  de: 'A1PA6795UKMFR9',
  es: 'A1RKKUPIHCS9HS',
  it: 'APJ6JRA9NG5V4',
  nl: 'A1805IZSGTT6HS',
  in: 'A21TJRUUN4KGV',
  'co.jp': 'A1VC38T7YXB528',
  'com.au': 'A39IBJ37TRP1C6',
};

const REGION_OF_COUNTRY: Record<string, AmazonRegion> = {
  US: 'NA',
  CA: 'NA',
  MX: 'NA',
  BR: 'NA',
  JP: 'FE',
  AU: 'FE',
  SG: 'FE',
};

/** The region a marketplace's data is served from (Europe for every other country). */
export const regionOf = (tld: MarketplaceTld): AmazonRegion =>
  REGION_OF_COUNTRY[marketplace(tld).code] ?? 'EU';

/** Login with Amazon, the Selling Partner API and the Amazon Ads API, per region. */
export const AMAZON_HOSTS: Record<
  AmazonRegion,
  { authorize: string; token: string; spApi: string; adsApi: string }
> = {
  NA: {
    authorize: 'https://www.amazon.com',
    token: 'https://api.amazon.com',
    spApi: 'https://sellingpartnerapi-na.amazon.com',
    adsApi: 'https://advertising-api.amazon.com',
  },
  EU: {
    authorize: 'https://eu.account.amazon.com',
    token: 'https://api.amazon.co.uk',
    spApi: 'https://sellingpartnerapi-eu.amazon.com',
    adsApi: 'https://advertising-api-eu.amazon.com',
  },
  FE: {
    authorize: 'https://apac.account.amazon.com',
    token: 'https://api.amazon.co.jp',
    spApi: 'https://sellingpartnerapi-fe.amazon.com',
    adsApi: 'https://advertising-api-fe.amazon.com',
  },
};

/** Selling Partner tokens are exchanged at one host for every region. */
export const SP_API_TOKEN_ORIGIN = AMAZON_HOSTS.NA.token;

/** Origins replacing Amazon's in every region (a local fake in tests and demos). */
export interface AmazonOrigins {
  token?: string | undefined;
  spApi?: string | undefined;
  adsApi?: string | undefined;
}

export const marketplaceId = (tld: MarketplaceTld): string => MARKETPLACE_IDS[tld];

export function spApiOrigin(tld: MarketplaceTld, origins: AmazonOrigins = {}): string {
  return origins.spApi ?? AMAZON_HOSTS[regionOf(tld)].spApi;
}

export function adsApiOrigin(tld: MarketplaceTld, origins: AmazonOrigins = {}): string {
  return origins.adsApi ?? AMAZON_HOSTS[regionOf(tld)].adsApi;
}

/** Where a refresh token of the kind is exchanged for an access token. */
export function tokenOrigin(
  api: 'sp-api' | 'ads',
  tld: MarketplaceTld,
  origins: AmazonOrigins = {},
): string {
  return (
    origins.token ?? (api === 'sp-api' ? SP_API_TOKEN_ORIGIN : AMAZON_HOSTS[regionOf(tld)].token)
  );
}

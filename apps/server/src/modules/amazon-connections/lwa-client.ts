import type { AmazonConnectionKind, MarketplaceTld } from '@fathom/contract';
import { AMAZON_HOSTS, regionOf, SP_API_TOKEN_ORIGIN } from '@fathom/market/amazon';
import { z } from 'zod';

/** Login with Amazon, configured by FATHOM_LWA_* (config.ts); absent: simulated connections only. */
export interface LwaSettings {
  clientId: string;
  clientSecret: string;
  /** The Selling Partner application id; without it Selling Partner accounts stay simulated. */
  spApiAppId: string | undefined;
  /** FATHOM_TOKEN_KEY: encrypts refresh tokens and (derived) signs the states. */
  tokenKey: Buffer;
  /** Origins replacing Amazon's in every region (a local fake in tests). */
  authorizeOrigin?: string | undefined;
  tokenOrigin?: string | undefined;
  adsApiOrigin?: string | undefined;
  spApiOrigin?: string | undefined;
  /** Fathom's share of a seller account's daily Search Query Performance reports (1..20). */
  sqpReportsPerDay?: number | undefined;
}

/** Amazon's answer to a code or refresh-token exchange. */
export const LwaToken = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().int().positive(),
});
export type LwaToken = z.infer<typeof LwaToken>;

/** Amazon's answer when it refuses an exchange (400 or 401). */
export const LwaError = z.object({ error: z.string(), error_description: z.string().optional() });

/** One Amazon Ads profile (`GET /v2/profiles`): an advertiser in one country. */
export const AdsProfile = z.object({
  profileId: z.number(),
  countryCode: z.string(),
  currencyCode: z.string(),
  timezone: z.string(),
  accountInfo: z.object({
    marketplaceStringId: z.string(),
    id: z.string(),
    type: z.string(),
    name: z.string(),
  }),
});
export type AdsProfile = z.infer<typeof AdsProfile>;

/** Amazon refused or answered something Fathom cannot read; the message is for the user. */
export class LwaRefusal extends Error {}

/** The URLs and calls of Login with Amazon, the Seller Central consent and the Ads profiles. */
export function createLwaClient(settings: LwaSettings, fetchFn: typeof fetch = fetch) {
  const hosts = (tld: MarketplaceTld) => AMAZON_HOSTS[regionOf(tld)];

  /** Amazon's answer; a refusal with a message when Amazon cannot be reached. */
  const send = async (url: URL, init: RequestInit, what: string): Promise<Response> => {
    try {
      return await fetchFn(url, { ...init, signal: AbortSignal.timeout(15_000) });
    } catch {
      throw new LwaRefusal(`Amazon could not be reached for the ${what} request: please try again`);
    }
  };

  const readJson = async (response: Response, what: string): Promise<unknown> => {
    try {
      return await response.json();
    } catch {
      throw new LwaRefusal(`Amazon sent an unreadable answer to the ${what} request`);
    }
  };

  return {
    /** Where the browser signs in and grants access; Amazon comes back to `redirectUri`. */
    authorizeUrl(
      kind: AmazonConnectionKind,
      tld: MarketplaceTld,
      redirectUri: string,
      state: string,
    ): string {
      if (kind === 'sp-api') {
        const origin = settings.authorizeOrigin ?? `https://sellercentral.amazon.${tld}`;
        const url = new URL('/apps/authorize/consent', origin);
        url.search = new URLSearchParams({
          application_id: settings.spApiAppId ?? '',
          state,
          redirect_uri: redirectUri,
          version: 'beta',
        }).toString();
        return url.toString();
      }
      const url = new URL('/ap/oa', settings.authorizeOrigin ?? hosts(tld).authorize);
      url.search = new URLSearchParams({
        client_id: settings.clientId,
        scope: 'advertising::campaign_management',
        response_type: 'code',
        redirect_uri: redirectUri,
        state,
      }).toString();
      return url.toString();
    },

    /** Exchanges an authorization code (or, with `refresh_token`, a refresh token) for tokens. */
    async token(
      kind: AmazonConnectionKind,
      tld: MarketplaceTld,
      grant: { code: string; redirectUri: string } | { refreshToken: string },
    ): Promise<LwaToken> {
      const origin =
        settings.tokenOrigin ?? (kind === 'sp-api' ? SP_API_TOKEN_ORIGIN : hosts(tld).token);
      const form: Record<string, string> =
        'code' in grant
          ? { grant_type: 'authorization_code', code: grant.code, redirect_uri: grant.redirectUri }
          : { grant_type: 'refresh_token', refresh_token: grant.refreshToken };
      const response = await send(
        new URL('/auth/o2/token', origin),
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
          body: new URLSearchParams({
            ...form,
            client_id: settings.clientId,
            client_secret: settings.clientSecret,
          }),
        },
        'token',
      );
      const body = await readJson(response, 'token');
      if (!response.ok) {
        const refusal = LwaError.safeParse(body);
        throw new LwaRefusal(
          refusal.success
            ? `Amazon refused the sign-in: ${refusal.data.error_description ?? refusal.data.error}`
            : `Amazon refused the sign-in (HTTP ${response.status})`,
        );
      }
      const token = LwaToken.safeParse(body);
      if (!token.success)
        throw new LwaRefusal('Amazon sent an unreadable answer to the token request');
      return token.data;
    },

    /** The Amazon Ads profiles the access token may read. */
    async adsProfiles(tld: MarketplaceTld, accessToken: string): Promise<AdsProfile[]> {
      const response = await send(
        new URL('/v2/profiles', settings.adsApiOrigin ?? hosts(tld).adsApi),
        {
          headers: {
            Authorization: `Bearer ${accessToken}`,
            'Amazon-Advertising-API-ClientId': settings.clientId,
          },
        },
        'profiles',
      );
      const body = await readJson(response, 'profiles');
      if (!response.ok)
        throw new LwaRefusal(`Amazon Ads refused to list the profiles (HTTP ${response.status})`);
      const profiles = z.array(AdsProfile).safeParse(body);
      if (!profiles.success)
        throw new LwaRefusal('Amazon sent an unreadable answer to the profiles request');
      return profiles.data;
    },
  };
}

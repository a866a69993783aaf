import type { MarketplaceTld } from '@fathom/contract';
import type { AccessTokens } from '../http';

/** A selling account's calls in one marketplace: where they go, whose limits, which token. */
export interface SpApiSession {
  tld: MarketplaceTld;
  /** The region's SP-API host (or a fake's). */
  origin: string;
  /** The selling partner id: its rate limits and report allowance are its own. */
  account: string;
  auth: { tokens: AccessTokens; header: 'x-amz-access-token' };
}

import {
  marketplace,
  may,
  webRoutes,
  type AmazonCallbackQuery,
  type AmazonConnectionKind,
  type MarketplaceTld,
} from '@fathom/contract';
import { invalid, notFoundMessage } from '../../lib/errors';
import type { Membership } from '../../lib/identity';
import type { AmazonConnectionsRepository } from './amazon-connections.repository';
import { createLwaClient, LwaRefusal, type LwaSettings } from './lwa-client';
import { encryptToken, signState, STATE_LIFETIME_MS, stateKey, verifyState } from './lwa-crypto';

export const LWA_NOT_CONFIGURED = 'Login with Amazon is not configured';

const STATE_REFUSALS = {
  invalid: 'The Amazon sign-in could not be verified: please connect again',
  expired: 'The Amazon sign-in took longer than 10 minutes: please connect again',
  'other-user': 'The Amazon sign-in was started by another user: please connect again',
} as const;

/** Amazon sent back a browser that is no longer signed in here. */
const SIGNED_OUT = 'You were signed out before Amazon sent you back: please connect again';

/** Whom the callback answers to: the user's membership in the organization that started it. */
type MembershipOf = (userId: string, orgId: number) => Promise<Membership | null>;

/**
 * Connections made through Login with Amazon: a signed state out to Amazon's consent page, then
 * the code exchanged for a refresh token, stored encrypted (docs/data-sources.md).
 */
export function createLwaService(deps: {
  repo: AmazonConnectionsRepository;
  settings: LwaSettings | undefined;
  baseUrl: string;
  fetch?: typeof fetch;
  now?: () => Date;
}) {
  const { settings } = deps;
  const now = deps.now ?? (() => new Date());
  const client = settings && createLwaClient(settings, deps.fetch);
  const redirectUri = `${deps.baseUrl}/api/amazon-connections/callback`;
  const kinds: AmazonConnectionKind[] = !settings
    ? []
    : settings.spApiAppId
      ? ['amazon-ads', 'sp-api']
      : ['amazon-ads'];
  const back = (outcome: { connected: string } | { error: string }) =>
    `${webRoutes.amazonConnections}?${new URLSearchParams(outcome).toString()}`;

  /** The refresh token and the account it reaches, or Amazon's refusal as a message. */
  const exchange = async (
    kind: AmazonConnectionKind,
    tld: MarketplaceTld,
    query: AmazonCallbackQuery,
  ) => {
    const code = kind === 'sp-api' ? query.spapi_oauth_code : query.code;
    if (!code) throw new LwaRefusal('Amazon sent no authorization code: please connect again');
    if (kind === 'sp-api' && !query.selling_partner_id)
      throw new LwaRefusal('Amazon sent no selling partner id: please connect again');
    const token = await client!.token(kind, tld, { code, redirectUri });
    const { code: country, name } = marketplace(tld);
    if (kind === 'sp-api') {
      const id = query.selling_partner_id!;
      return { token, accountName: `Selling Partner ${id} (${country})`, externalId: id };
    }
    const profile = (await client!.adsProfiles(tld, token.access_token)).find(
      (p) => p.countryCode === country,
    );
    if (!profile) throw new LwaRefusal(`Your Amazon Ads account has no profile in ${name}`);
    return {
      token,
      accountName: `${profile.accountInfo.name} (${country})`,
      externalId: String(profile.profileId),
    };
  };

  return {
    /** The kinds that connect through Login with Amazon. */
    kinds,

    /** Amazon's consent page for the kind and marketplace, with a state bound to the member. */
    start: (member: Membership, kind: AmazonConnectionKind, tld: MarketplaceTld) => {
      if (!client || !kinds.includes(kind)) throw invalid(LWA_NOT_CONFIGURED);
      const state = signState(stateKey(settings.tokenKey), {
        orgId: member.organizationId,
        userId: member.userId,
        kind,
        marketplace: tld,
        expires: now().getTime() + STATE_LIFETIME_MS,
      });
      return { url: client.authorizeUrl(kind, tld, redirectUri, state) };
    },

    /**
     * Amazon's redirect: checks the state, exchanges the code and stores the connection; the
     * answer is where the browser goes next (the connections page with the outcome).
     */
    /**
     * Where a callback without a session goes: the sign-in page, then the connections page with
     * the refusal (the state names a user, so nothing can be stored for a signed-out browser).
     */
    signedOut: (): string => {
      if (!client) throw notFoundMessage(LWA_NOT_CONFIGURED);
      const next = back({ error: SIGNED_OUT });
      return `${webRoutes.signIn}?${new URLSearchParams({ redirect: next }).toString()}`;
    },

    finish: async (
      userId: string,
      query: AmazonCallbackQuery,
      membershipOf: MembershipOf,
    ): Promise<string> => {
      if (!client) throw notFoundMessage(LWA_NOT_CONFIGURED);
      const checked = verifyState(stateKey(settings.tokenKey), query.state ?? '', userId, now());
      if (!checked.ok) return back({ error: STATE_REFUSALS[checked.reason] });
      const { orgId, kind } = checked.state;
      const tld = checked.state.marketplace;
      if (query.error)
        return back({
          error: `Amazon did not grant access: ${query.error_description ?? query.error}`,
        });
      const member = await membershipOf(userId, orgId);
      if (!member || !may(member.role, 'amazonConnections.manage'))
        return back({ error: 'You may no longer connect Amazon accounts in this organization' });
      try {
        const account = await exchange(kind, tld, query);
        const row = await deps.repo.upsert({
          orgId,
          kind,
          marketplace: tld,
          provider: 'lwa',
          accountName: account.accountName,
          externalId: account.externalId,
          refreshTokenEncrypted: encryptToken(settings.tokenKey, account.token.refresh_token),
          at: now(),
        });
        return back({ connected: row.accountName });
      } catch (error) {
        if (error instanceof LwaRefusal) return back({ error: error.message });
        throw error;
      }
    },
  };
}

export type LwaService = ReturnType<typeof createLwaService>;

import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AdsProfile, LwaToken } from '../modules/amazon-connections/lwa-client';

export const FAKE_LWA_CLIENT = {
  clientId: 'amzn1.application-oa2-client.fake',
  clientSecret: 'fake-secret',
};

/** What the fake hands out for an authorization code it knows. */
export interface FakeGrant {
  token: LwaToken;
  profiles: AdsProfile[];
}

const body = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => resolve(text));
  });

/**
 * A local stand-in for Login with Amazon's token endpoint (`POST /auth/o2/token`) and the Amazon
 * Ads profiles (`GET /v2/profiles`), answering with the documented shapes: codes it was given
 * (`grant`) exchange for their tokens once; any other code, a wrong client or redirect URI is
 * refused with `{error, error_description}` and 400 or 401, as Amazon does.
 */
export async function startFakeAmazon(redirectUri: string) {
  const grants = new Map<string, FakeGrant>();
  const profilesByAccessToken = new Map<string, AdsProfile[]>();
  const refusal = (status: number, error: string, description: string) => ({
    status,
    json: { error, error_description: description },
  });

  const tokenAnswer = (form: URLSearchParams) => {
    if (
      form.get('client_id') !== FAKE_LWA_CLIENT.clientId ||
      form.get('client_secret') !== FAKE_LWA_CLIENT.clientSecret
    )
      return refusal(401, 'invalid_client', 'Client authentication failed');
    if (form.get('grant_type') !== 'authorization_code')
      return refusal(400, 'unsupported_grant_type', 'The grant type is not supported');
    if (form.get('redirect_uri') !== redirectUri)
      return refusal(400, 'invalid_request', 'The redirect URI does not match');
    const grant = grants.get(form.get('code') ?? '');
    if (!grant)
      return refusal(400, 'invalid_grant', 'The authorization code is invalid or expired');
    grants.delete(form.get('code')!);
    profilesByAccessToken.set(grant.token.access_token, grant.profiles);
    return { status: 200, json: grant.token };
  };

  const profilesAnswer = (req: IncomingMessage) => {
    const accessToken = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const profiles = accessToken && profilesByAccessToken.get(accessToken);
    if (req.headers['amazon-advertising-api-clientid'] !== FAKE_LWA_CLIENT.clientId || !profiles)
      return { status: 401, json: { code: 'UNAUTHORIZED', details: 'Not authorized' } };
    return { status: 200, json: profiles };
  };

  const server = createServer((req, res) => {
    void (async () => {
      const answer =
        req.method === 'POST' && req.url === '/auth/o2/token'
          ? tokenAnswer(new URLSearchParams(await body(req)))
          : req.method === 'GET' && req.url === '/v2/profiles'
            ? profilesAnswer(req)
            : { status: 404, json: { error: 'not_found' } };
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.json));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    /** Makes `code` exchangeable once for the token, reaching the profiles. */
    grant: (code: string, grant: FakeGrant) => grants.set(code, grant),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An Amazon Ads profile as `GET /v2/profiles` lists it. */
export const adsProfile = (profileId: number, countryCode: string, name: string): AdsProfile => ({
  profileId,
  countryCode,
  currencyCode: countryCode === 'US' ? 'USD' : 'EUR',
  timezone: countryCode === 'US' ? 'America/Los_Angeles' : 'Europe/Paris',
  accountInfo: {
    marketplaceStringId: countryCode === 'US' ? 'ATVPDKIKX0DER' : 'A1PA6795UKMFR9',
    id: 'A3EXAMPLESELLER',
    type: 'seller',
    name,
  },
});

import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { AmazonApiError, MalformedReportError } from '../errors';
import type { FakeAmazon } from '../testing/fake-amazon';
import { ADS, providerOn, useFakeAmazon } from '../testing/harness';
import { createAdsClient } from './reporting';

const held = useFakeAmazon();
let fake: FakeAmazon;
beforeAll(() => {
  fake = held.fake;
  fake.advertise('B0TRACKED1');
});

const ctx = { orgId: 1, connection: ADS };
const day = {
  asin: 'B0TRACKED1',
  from: '2025-01-20',
  to: '2025-01-20',
  timeUnit: 'DAILY' as const,
};
const creates = () =>
  fake.requests.filter((r) => r.method === 'POST' && r.path === '/reporting/reports');

describe('Sponsored Products search terms through Amazon Ads reporting v3', () => {
  it('creates the search-term and advertised-product reports, polls, downloads and joins them', async () => {
    const { provider } = providerOn(fake);
    const report = await provider.ppcSearchTermReport(ctx, 'com', day);
    expect(report.status).toBe('COMPLETED');
    expect(report.rows).toEqual([
      {
        startDate: '2025-01-20',
        endDate: '2025-01-20',
        campaignName: 'SP - TV - exact',
        adGroupName: 'QLED TVs',
        advertisedAsin: 'B0TRACKED1',
        matchType: 'EXACT',
        targeting: 'qled tv',
        searchTerm: 'qled tv 82 inch',
        impressions: 2216,
        clicks: 13,
        spend: 1450,
        sales: 759998,
        orders: 2,
        currency: 'USD',
      },
      expect.objectContaining({
        matchType: 'AUTO',
        targeting: 'close-match',
        searchTerm: 'smart tv',
        spend: 945,
      }),
    ]);
    const [terms, products] = creates();
    expect(terms!.headers['amazon-advertising-api-clientid']).toBe(
      'amzn1.application-oa2-client.fake',
    );
    expect(terms!.headers['amazon-advertising-api-scope']).toBe('3675819250183917');
    expect(terms!.headers['content-type']).toBe('application/vnd.createasyncreportrequest.v3+json');
    expect(JSON.parse(terms!.body)).toMatchObject({
      startDate: '2025-01-20',
      endDate: '2025-01-20',
      configuration: {
        adProduct: 'SPONSORED_PRODUCTS',
        reportTypeId: 'spSearchTerm',
        groupBy: ['searchTerm'],
        timeUnit: 'DAILY',
        format: 'GZIP_JSON',
      },
    });
    expect(JSON.parse(products!.body).configuration).toMatchObject({
      reportTypeId: 'spAdvertisedProduct',
      groupBy: ['advertiser'],
    });
  });

  it('fetches the report once for several ASINs of one run, and reports only the asked family', async () => {
    const { provider } = providerOn(fake);
    await provider.ppcSearchTermReport(ctx, 'com', day);
    const other = await provider.ppcSearchTermReport(ctx, 'com', {
      ...day,
      asin: 'B0PARENT01',
      asins: ['B0OTHER001'],
    });
    expect(other).toEqual({ status: 'COMPLETED', rows: [] });
    expect(creates()).toHaveLength(2);
  });

  it('lists the profiles with the client id header and no scope', async () => {
    const { provider } = providerOn(fake);
    const ads = createAdsClient(provider.http, {
      origin: fake.origin,
      clientId: 'amzn1.application-oa2-client.fake',
      tokens: { get: () => Promise.resolve('Atza|given') },
      profileId: '3675819250183917',
    });
    fake.fail(/^\/v2\/profiles$/, { status: 429, retryAfter: '1' });
    // The given token is unknown to the fake: Amazon says 401, the token cannot be refreshed.
    const refused = (await ads.profiles().catch((e: unknown) => e)) as AmazonApiError;
    expect(refused.status).toBe(401);
    const calls = fake.requests.filter((r) => r.path === '/v2/profiles');
    expect(calls).toHaveLength(3);
    expect(calls[0]!.headers['amazon-advertising-api-clientid']).toBe(
      'amzn1.application-oa2-client.fake',
    );
    expect(calls[0]!.headers['amazon-advertising-api-scope']).toBeUndefined();
    expect(calls[0]!.headers.authorization).toBe('Bearer Atza|given');
  });

  it('refreshes an expired token once and carries on', async () => {
    const { provider } = providerOn(fake);
    fake.fail(/^\/reporting\/reports$/, { expireTokens: true });
    const report = await provider.ppcSearchTermReport(ctx, 'com', {
      ...day,
      from: '2025-01-18',
      to: '2025-01-18',
    });
    expect(report.status).toBe('COMPLETED');
    expect(fake.requests.filter((r) => r.path === '/auth/o2/token')).toHaveLength(2);
  });

  it('fails clearly on a malformed document, gives no rows, and requests the report anew', async () => {
    const { provider } = providerOn(fake);
    fake.fail(/^\/download\//, {
      document: gzipSync(
        JSON.stringify([
          {
            date: '2025-01-17',
            campaignName: 'c',
            adGroupName: 'g',
            matchType: 'EXACT',
            keyword: 'k',
            searchTerm: 's',
            impressions: 'many',
          },
        ]),
      ),
    });
    const error = await provider
      .ppcSearchTermReport(ctx, 'com', { ...day, from: '2025-01-17', to: '2025-01-17' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedReportError);
    expect((error as Error).message).toMatch(
      /^Amazon's Sponsored Products search-term report could not be read: row 1 has no number impressions$/,
    );

    // The next try requests that report anew and reads it.
    const again = await provider.ppcSearchTermReport(ctx, 'com', {
      ...day,
      from: '2025-01-17',
      to: '2025-01-17',
    });
    expect(again.status).toBe('COMPLETED');
    expect(again.rows).toHaveLength(2);
    expect(
      fake.requests.filter((r) => r.method === 'POST' && r.path === '/reporting/reports'),
    ).toHaveLength(4);
  });

  it('gives a refused connection as a 401 the import marks as a connection error', async () => {
    const { provider } = providerOn(fake);
    fake.revoke('Atzr|ads');
    const error = (await provider
      .ppcSearchTermReport(ctx, 'com', { ...day, from: '2025-01-16', to: '2025-01-16' })
      .catch((e: unknown) => e)) as AmazonApiError;
    fake.unrevoke();
    expect(error.status).toBe(401);
  });

  it('takes up the report Amazon is already preparing when a request is repeated (425)', async () => {
    const slow = { poll: { intervalMs: 1_000, maxWaitMs: 1_000 } };
    fake.state.pollsBeforeDone = 3;
    try {
      const range = { ...day, from: '2025-01-15', to: '2025-01-15' };
      const first = await providerOn(fake, slow).provider.ppcSearchTermReport(ctx, 'com', range);
      expect(first).toEqual({ status: 'IN_PROGRESS', rows: [] });
      // Another process (it does not know the report ids) asks for the same reports.
      const second = await providerOn(fake).provider.ppcSearchTermReport(ctx, 'com', range);
      expect(second.status).toBe('COMPLETED');
      expect(second.rows).toHaveLength(2);
      const posts = fake.requests.filter(
        (r) => r.method === 'POST' && r.path === '/reporting/reports',
      );
      expect(posts).toHaveLength(4);
      // Both processes polled the same two reports: the repeated requests created none.
      const polled = fake.requests.filter(
        (r) => r.method === 'GET' && r.path.startsWith('/reporting/reports/'),
      );
      expect(new Set(polled.map((r) => r.path)).size).toBe(2);
    } finally {
      fake.state.pollsBeforeDone = 1;
    }
  });
});

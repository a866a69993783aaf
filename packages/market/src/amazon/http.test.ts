import { beforeAll, describe, expect, it } from 'vitest';
import { AmazonApiError } from './errors';
import { createRateLimiter } from './rate-limit';
import type { FakeAmazon } from './testing/fake-amazon';
import { providerOn, recordingClock, SELLER, useFakeAmazon } from './testing/harness';

const held = useFakeAmazon();
let fake: FakeAmazon;
beforeAll(() => {
  fake = held.fake;
});

const ctx = { orgId: 1, connection: SELLER };
const lookup = (p: ReturnType<typeof providerOn>['provider']) =>
  p.getProducts(ctx, 'com', { asins: ['B07N4M94X4'] });
const catalogCalls = () => fake.requests.filter((r) => r.path.startsWith('/catalog/'));
const tokenCalls = () => fake.requests.filter((r) => r.path === '/auth/o2/token');

describe('Amazon HTTP core', () => {
  it('exchanges the refresh token once and reuses the access token until shortly before it expires', async () => {
    const { provider } = providerOn(fake);
    await lookup(provider);
    await lookup(provider);
    expect(tokenCalls()).toHaveLength(1);
    const form = new URLSearchParams(tokenCalls()[0]!.body);
    expect(form.get('grant_type')).toBe('refresh_token');
    expect(form.get('refresh_token')).toBe('Atzr|seller');
    expect(catalogCalls()[1]!.headers['x-amz-access-token']).toBe(
      catalogCalls()[0]!.headers['x-amz-access-token'],
    );
  });

  it('refreshes once when Amazon says the access token expired, then succeeds', async () => {
    const { provider } = providerOn(fake);
    await lookup(provider);
    fake.fail(/^\/catalog\//, { expireTokens: true });
    expect(await lookup(provider)).toHaveLength(1);
    expect(tokenCalls()).toHaveLength(2);
    expect(catalogCalls().map((r) => r.headers['x-amz-access-token'])).toHaveLength(3);
  });

  it('says the connection is refused when the refresh token is revoked', async () => {
    const { provider } = providerOn(fake);
    fake.revoke('Atzr|seller');
    const error = await lookup(provider).catch((e: unknown) => e);
    fake.unrevoke();
    expect(error).toBeInstanceOf(AmazonApiError);
    expect((error as AmazonApiError).status).toBe(401);
    expect((error as AmazonApiError).message).toMatch(/invalid grant parameter/);
    expect(catalogCalls()).toHaveLength(0);
  });

  it('waits as long as Retry-After asks after a 429 and adopts the announced rate', async () => {
    const { provider, slept } = providerOn(fake);
    fake.fail(/^\/catalog\//, { status: 429, retryAfter: '3', rateLimit: '0.5' });
    expect(await lookup(provider)).toHaveLength(1);
    expect(catalogCalls()).toHaveLength(2);
    expect(slept.some((ms) => ms >= 3_000)).toBe(true);
  });

  it('backs off exponentially with jitter on 5xx, within a bounded number of tries', async () => {
    const { provider, slept } = providerOn(fake, {
      http: { baseDelayMs: 100, maxDelayMs: 5_000, maxAttempts: 3, random: () => 0.5 },
    });
    fake.fail(/^\/catalog\//, { status: 503 }, { status: 500 });
    expect(await lookup(provider)).toHaveLength(1);
    // Back-offs of 100 and 200 ms with jitter (half plus half of 0.5), then the third call waits
    // for its rate-limit token: the burst of 2 is spent and 2 a second come back.
    expect(slept).toEqual([75, 150, 275]);

    fake.fail(/^\/catalog\//, { status: 503 }, { status: 503 }, { status: 503 });
    const error = (await lookup(provider).catch((e: unknown) => e)) as AmazonApiError;
    expect(error.status).toBe(503);
    expect(error.message).toBe(
      'Amazon refused the searchCatalogItems request: We encountered an internal error. Please try again.',
    );
  });

  it('gives up on an answer that takes longer than the timeout', async () => {
    const { provider } = providerOn(fake, { http: { timeoutMs: 100, maxAttempts: 1 } });
    fake.fail(/^\/catalog\//, { delayMs: 400 });
    const error = (await lookup(provider).catch((e: unknown) => e)) as AmazonApiError;
    expect(error.code).toBe('TIMEOUT');
  });
});

describe('rate limiter', () => {
  it('lets a burst through, then spaces calls at the plan rate per key', async () => {
    const { clock, slept } = recordingClock();
    const limiter = createRateLimiter(clock);
    const plan = { rate: 2, burst: 2 };
    for (let i = 0; i < 4; i += 1) await limiter.take('searchCatalogItems:A', plan);
    await limiter.take('searchCatalogItems:B', plan);
    expect(slept).toEqual([500, 500]);
  });

  it('slows to a rate Amazon announces in x-amzn-RateLimit-Limit', async () => {
    const { clock, slept } = recordingClock();
    const limiter = createRateLimiter(clock);
    const plan = { rate: 2, burst: 1 };
    limiter.announce('k', plan, 0.5);
    await limiter.take('k', plan);
    await limiter.take('k', plan);
    expect(slept).toEqual([2_000]);
  });
});

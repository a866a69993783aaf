import { afterAll, afterEach, beforeAll } from 'vitest';
import type { SellerConnection } from '../../context';
import { createAmazonApiMarketProvider, type AmazonApiSettings } from '../provider';
import type { Clock } from '../rate-limit';
import { FAKE_CLIENT, startFakeAmazon, type FakeAmazon } from './fake-amazon';

/** The fake for a test file: started once, its request log emptied after each test. */
export function useFakeAmazon(): { readonly fake: FakeAmazon } {
  const held = {} as { fake: FakeAmazon };
  beforeAll(async () => {
    held.fake = await startFakeAmazon();
  });
  afterAll(() => held.fake.close());
  afterEach(() => {
    held.fake.requests.length = 0;
  });
  return held;
}

/** A clock whose sleeps return at once and are recorded (back-off and rate-limit waits). */
export function recordingClock() {
  const slept: number[] = [];
  let now = Date.parse('2025-01-20T12:00:00Z');
  const clock: Clock = {
    now: () => now,
    sleep: (ms) => {
      slept.push(ms);
      now += ms;
      return Promise.resolve();
    },
  };
  return { clock, slept };
}

export const SELLER: SellerConnection = { id: 1, kind: 'sp-api' };
export const ADS: SellerConnection = { id: 2, kind: 'amazon-ads' };

/** The provider against the fake, with a recorded clock and the two connections above. */
export function providerOn(fake: FakeAmazon, settings: Partial<AmazonApiSettings> = {}) {
  const { clock, slept } = recordingClock();
  const notices: string[] = [];
  const provider = createAmazonApiMarketProvider(
    {
      lwa: FAKE_CLIENT,
      origins: { token: fake.origin, spApi: fake.origin, adsApi: fake.origin },
      http: { baseDelayMs: 100, maxDelayMs: 5_000, timeoutMs: 2_000 },
      poll: { intervalMs: 1_000, maxWaitMs: 10_000 },
      clock,
      ...settings,
    },
    {
      account: (c) =>
        Promise.resolve(
          c.kind === 'sp-api'
            ? {
                kind: 'sp-api',
                marketplace: 'com',
                refreshToken: 'Atzr|seller',
                externalId: 'A3SELLER',
              }
            : {
                kind: 'amazon-ads',
                marketplace: 'com',
                refreshToken: 'Atzr|ads',
                externalId: '3675819250183917',
              },
        ),
      notice: (e) => notices.push(e.message),
    },
  );
  return { provider, clock, slept, notices };
}

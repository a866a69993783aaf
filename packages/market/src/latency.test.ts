import { describe, expect, it } from 'vitest';
import { ctx } from './testing/context';
import { KNOWN_ASINS } from './simulated/known';
import { withLatency } from './latency';
import { createSimulatedMarket } from './simulated/market';

describe('withLatency', () => {
  it('answers what the provider answers, each call later by the given delay', async () => {
    const market = createSimulatedMarket();
    const slow = withLatency(market, (call) => (call === 0 ? 40 : 10));
    const query = { asins: [KNOWN_ASINS.com.strongHero], date: '2026-01-15' };
    const started = performance.now();
    const [products, again] = await Promise.all([
      slow.getProducts(ctx, 'com', query),
      slow.getProducts(ctx, 'com', query),
    ]);
    const elapsed = performance.now() - started;
    expect(products).toEqual(await market.getProducts(ctx, 'com', query));
    expect(again).toEqual(products);
    expect(elapsed).toBeGreaterThanOrEqual(39);
    expect(slow.latency).toEqual({ calls: 2, delayedMs: 50, inFlight: 0, maxInFlight: 2 });
  });

  it('passes failures through', async () => {
    const slow = withLatency(createSimulatedMarket(), 1);
    await expect(
      slow.reverseAsin(ctx, 'com', { asin: 'B000000000', date: 'soon' }),
    ).rejects.toThrow(RangeError);
  });
});

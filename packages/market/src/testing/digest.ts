/**
 * A fingerprint of a simulated market's answers: a broad sample of calls, hashed. Two processes
 * with the same seed must print the same digest.
 */
import { createHash } from 'node:crypto';
import type { MarketplaceTld } from '@fathom/contract';
import { createSimulatedMarket } from '../simulated/market';
import { ctx } from './context';
import { knownAsinsFor } from '../simulated/asins';

const SAMPLE: MarketplaceTld[] = ['com', 'de', 'co.jp'];

export async function marketDigest(seed: number): Promise<string> {
  const market = createSimulatedMarket({ seed });
  const hash = createHash('sha256');
  for (const tld of SAMPLE) {
    const known = knownAsinsFor(seed, tld);
    const asins = [known.strongHero, known.weakHero, known.variationParent];
    const date = '2026-03-10';
    const reverse = await market.reverseAsin(ctx, tld, { asin: known.strongHero, date });
    const terms = (reverse?.terms ?? []).slice(0, 6).map((t) => t.term);
    const answers = [
      await market.getProducts(ctx, tld, { asins, date }),
      reverse,
      await market.reverseAsin(ctx, tld, { asin: known.variationParent, date: '2025-07-01' }),
      ...(await Promise.all(terms.map((term) => market.searchResults(ctx, tld, { term, date })))),
      await market.keywordRanks(ctx, tld, { asins, terms, from: '2026-02-01', to: '2026-02-07' }),
      await market.searchVolumeHistory(ctx, tld, { terms, from: '2025-12-01', to: '2026-01-31' }),
      await market.bsrHistory(ctx, tld, { asins, from: '2026-01-01', to: '2026-01-10' }),
      await market.priceHistory(ctx, tld, { asins, from: '2026-01-01', to: '2026-01-10' }),
      await market.salesEstimates(ctx, tld, { asins, date }),
      await market.ppcSearchTermReport(ctx, tld, {
        asin: known.strongHero,
        from: '2026-02-01',
        to: '2026-02-07',
      }),
      await market.searchQueryPerformance(ctx, tld, {
        asins: [known.variationParent],
        from: '2026-01-04',
        to: '2026-01-24',
        asOf: '2026-02-01',
      }),
      await market.productImage(ctx, tld, known.variationParent),
    ];
    hash.update(JSON.stringify(answers));
  }
  return hash.digest('hex');
}

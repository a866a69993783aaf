import type { MarketplaceTld } from '@fathom/contract';
import type { MarketDataProvider } from '@fathom/market';
import { manualRows, type ManualRow } from './domain/manual';

/**
 * Keywords added by hand, figured from the market against the dive's products on the market's
 * latest date: used when they are added, and by a Dive Again for those its new dive did not find.
 */
export async function readMarket(
  market: MarketDataProvider,
  niche: { organizationId: number; marketplace: MarketplaceTld },
  asins: string[],
  terms: string[],
): Promise<ManualRow[]> {
  const ctx = { orgId: niche.organizationId };
  const tld = niche.marketplace;
  const date = await market.latestDate(ctx, tld);
  const [volumes, ranks] = await Promise.all([
    market.searchVolumes(ctx, tld, { terms, date }),
    asins.length
      ? market.keywordRanks(ctx, tld, { asins, terms, from: date, to: date })
      : Promise.resolve([]),
  ]);
  return manualRows(terms, asins, new Map(volumes.map((v) => [v.term, v.searchVolume])), ranks);
}

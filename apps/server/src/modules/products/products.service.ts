import {
  DIVE_MESSAGES,
  marketplace,
  type MarketplaceTld,
  type ProductSummary,
} from '@fathom/contract';
import type { MarketDataProvider, Product } from '@fathom/market';
import { notFoundMessage } from '../../lib/errors';

/** Products of a marketplace as a dive sees them: one rule for whether a product exists. */
export function createProductsService(market: MarketDataProvider) {
  /** The products the marketplace lists on its latest date; one without a title does not exist. */
  async function listed(tld: MarketplaceTld, asins: string[]) {
    const date = await market.latestDate(tld);
    const products = await market.getProducts(tld, { asins, date });
    return { date, products: products.filter((p) => p.title) };
  }

  const summary = (p: Product): ProductSummary => ({
    asin: p.asin,
    title: p.title,
    amazonTld: p.amazonTld,
    landingImageUrl: p.landingImageUrl,
    brand: p.brand,
    priceCents: p.price,
    currency: marketplace(p.amazonTld).currency,
    rating: p.rating,
    reviewCount: p.reviewCount,
  });

  return {
    async lookup(tld: MarketplaceTld, asins: string[]): Promise<ProductSummary[]> {
      return (await listed(tld, asins)).products.map(summary);
    },

    /** One product for the dive form; the hero-not-found message when it does not exist. */
    async product(tld: MarketplaceTld, asin: string): Promise<ProductSummary> {
      const [found] = (await listed(tld, [asin])).products;
      if (!found) throw notFoundMessage(DIVE_MESSAGES.heroNotFound);
      return summary(found);
    },

    /** A dive's hero and the date it was read on, or null when it does not exist. */
    async hero(tld: MarketplaceTld, asin: string): Promise<{ hero: Product; date: string } | null> {
      const { date, products } = await listed(tld, [asin]);
      return products[0] ? { hero: products[0], date } : null;
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;

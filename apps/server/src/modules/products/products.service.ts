import {
  DIVE_MESSAGES,
  marketplace,
  type MarketplaceTld,
  type ProductSummary,
} from '@fathom/contract';
import type { MarketDataProvider, Product, ProviderContext } from '@fathom/market';
import { requireCapabilities } from '../../lib/capabilities';
import { notFound, notFoundMessage } from '../../lib/errors';

/** Lookups and pictures are not read for an organization. */
const ANYONE: ProviderContext = { orgId: null };
/** What a dive reads from the provider. */
const DIVE_DATA = ['products', 'reverseAsin', 'searchResults', 'sales'] as const;

/** Products of a marketplace as a dive sees them: one rule for whether a product exists. */
export function createProductsService(market: MarketDataProvider) {
  /** The products the marketplace lists on its latest date; one without a title does not exist. */
  async function listed(ctx: ProviderContext, tld: MarketplaceTld, asins: string[]) {
    const date = await market.latestDate(ctx, tld);
    const products = await market.getProducts(ctx, tld, { asins, date });
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

  /** Products for the lookup routes, which are not read for any organization. */
  async function lookup(tld: MarketplaceTld, asins: string[]): Promise<ProductSummary[]> {
    await requireCapabilities(market, ANYONE, tld, ['products']);
    return (await listed(ANYONE, tld, asins)).products.map(summary);
  }

  return {
    /** Refuses a dive in a marketplace where the provider lacks what a dive reads. */
    checkDiveData: (ctx: ProviderContext, tld: MarketplaceTld) =>
      requireCapabilities(market, ctx, tld, DIVE_DATA),

    /** A product's picture, from the provider that knows the product. */
    async image(tld: MarketplaceTld, asin: string) {
      await requireCapabilities(market, ANYONE, tld, ['productImages']);
      const image = await market.productImage(ANYONE, tld, asin);
      if (!image) throw notFound('Product');
      return image;
    },

    lookup,

    /** One product for the dive form; the hero-not-found message when it does not exist. */
    async product(tld: MarketplaceTld, asin: string): Promise<ProductSummary> {
      const [found] = await lookup(tld, [asin]);
      if (!found) throw notFoundMessage(DIVE_MESSAGES.heroNotFound);
      return found;
    },

    /**
     * A dive's hero and the date it was read on, or null when it does not exist. The dive's start
     * checked the provider's capabilities (`checkDiveData`) before.
     */
    async hero(
      ctx: ProviderContext,
      tld: MarketplaceTld,
      asin: string,
    ): Promise<{ hero: Product; date: string } | null> {
      const { date, products } = await listed(ctx, tld, [asin]);
      return products[0] ? { hero: products[0], date } : null;
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;

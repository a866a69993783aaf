import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  diveEndpoints as e,
  DIVE_MESSAGES,
  MARKETPLACE_TLDS,
  marketplace,
  type MarketplaceTld,
  type ProductSummary,
} from '@fathom/contract';
import type { MarketDataProvider, ProviderContext } from '@fathom/market';
import { requireCapabilities } from '../../lib/capabilities';
import { notFound, notFoundMessage } from '../../lib/errors';
import { route, type Guards } from '../../http/route';

const ImageParams = z.object({
  marketplace: z.enum(MARKETPLACE_TLDS),
  asin: z.string().regex(/^[0-9A-Z]{10}$/),
});

/** These endpoints are not under an organization: they read market data for no one in particular. */
const ctx: ProviderContext = { orgId: null };

/** Product lookup for the Niche Dive form, and each product's picture. */
export function registerProductRoutes(
  app: FastifyInstance,
  guards: Guards,
  market: MarketDataProvider,
): void {
  async function lookup(tld: MarketplaceTld, asins: string[]): Promise<ProductSummary[]> {
    await requireCapabilities(market, ctx, tld, ['products']);
    const date = await market.latestDate(ctx, tld);
    const products = await market.getProducts(ctx, tld, { asins, date });
    return products
      .filter((p) => p.title)
      .map((p) => ({
        asin: p.asin,
        title: p.title,
        amazonTld: p.amazonTld,
        landingImageUrl: p.landingImageUrl,
        brand: p.brand,
        priceCents: p.price,
        currency: marketplace(p.amazonTld).currency,
        rating: p.rating,
        reviewCount: p.reviewCount,
      }));
  }

  route(app, guards, e.lookupProducts, 'user', ({ query }) =>
    lookup(query.marketplace, query.asins),
  );
  route(app, guards, e.lookupProduct, 'user', async ({ params }) => {
    const [product] = await lookup(params.marketplace, [params.asin]);
    if (!product) throw notFoundMessage(DIVE_MESSAGES.heroNotFound);
    return product;
  });

  // Pictures are public like Amazon's: an <img> loads them without asking who is looking.
  app.get(
    '/api/products/:marketplace/:asin/image.svg',
    { schema: { params: ImageParams, hide: true } },
    async (request, reply) => {
      const params = request.params as z.infer<typeof ImageParams>;
      await requireCapabilities(market, ctx, params.marketplace, ['productImages']);
      const image = await market.productImage(ctx, params.marketplace, params.asin);
      if (!image) throw notFound('Product');
      return reply
        .type(image.contentType)
        .header('cache-control', 'public, max-age=86400, immutable')
        .send(image.body);
    },
  );
}

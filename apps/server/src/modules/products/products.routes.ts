import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  diveEndpoints as e,
  MARKETPLACE_TLDS,
  marketplace,
  type ProductSummary,
} from '@fathom/contract';
import { renderProductImage, type MarketDataProvider } from '@fathom/market';
import { notFound } from '../../http/errors';
import { route, type Guards } from '../../http/route';

const ImageParams = z.object({
  tld: z.enum(MARKETPLACE_TLDS),
  asin: z.string().regex(/^[0-9A-Z]{10}$/),
});

/** Product lookup for the Niche Dive form, and each product's picture. */
export function registerProductRoutes(
  app: FastifyInstance,
  guards: Guards,
  market: MarketDataProvider,
): void {
  route(app, guards, e.lookupProducts, 'user', async ({ query }) => {
    const date = await market.latestDate(query.marketplace);
    const products = await market.getProducts(query.marketplace, { asins: query.asins, date });
    return products
      .filter((p) => p.title)
      .map((p): ProductSummary => ({
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
  });

  // Pictures are public like Amazon's: an <img> loads them without asking who is looking.
  app.get(
    '/api/products/:tld/:asin/image.svg',
    { schema: { params: ImageParams, hide: true } },
    (request, reply) => {
      const { tld, asin } = request.params as z.infer<typeof ImageParams>;
      const svg = renderProductImage(tld, asin);
      if (!svg) throw notFound('Product');
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400, immutable')
        .send(svg);
    },
  );
}

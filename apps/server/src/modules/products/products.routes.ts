import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { diveEndpoints as e, MARKETPLACE_TLDS } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import type { ProductsService } from './products.service';

const ImageParams = z.object({
  marketplace: z.enum(MARKETPLACE_TLDS),
  asin: z.string().regex(/^[0-9A-Z]{10}$/),
});

/** Product lookup for the Niche Dive form, and each product's picture. */
export function registerProductRoutes(
  app: FastifyInstance,
  guards: Guards,
  products: ProductsService,
): void {
  route(app, guards, e.lookupProducts, ({ query }) =>
    products.lookup(query.marketplace, query.asins),
  );
  route(app, guards, e.lookupProduct, ({ params }) =>
    products.product(params.marketplace, params.asin),
  );

  // Pictures are public like Amazon's: an <img> loads them without asking who is looking.
  app.get(
    '/api/products/:marketplace/:asin/image.svg',
    { schema: { params: ImageParams, hide: true } },
    async (request, reply) => {
      const params = request.params as z.infer<typeof ImageParams>;
      const image = await products.image(params.marketplace, params.asin);
      return reply
        .type(image.contentType)
        .header('cache-control', 'public, max-age=86400, immutable')
        .send(image.body);
    },
  );
}

import type { MarketDataProvider } from '@fathom/market';
import type { ServiceModule } from '../module';
import { registerProductRoutes } from './products.routes';
import { createProductsService, type ProductsService } from './products.service';

/** Product lookups and the one rule of whether a product exists, which dives use too. */
export function createProductsModule(market: MarketDataProvider): ServiceModule<ProductsService> {
  const service = createProductsService(market);
  return { service, routes: (app, guards) => registerProductRoutes(app, guards, service) };
}

import type { MarketDataProvider } from '@fathom/market';
import type { AppModule } from '../module';
import { registerProductRoutes } from './products.routes';

/** Product lookup has no rules of its own: its routes ask the market directly. */
export function createProductsModule(market: MarketDataProvider): AppModule {
  return { routes: (app, guards) => registerProductRoutes(app, guards, market) };
}

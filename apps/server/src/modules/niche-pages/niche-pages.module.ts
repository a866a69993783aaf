import type { MarketDataProvider } from '@fathom/market';
import type { Db } from '../../db/client';
import type { ServiceModule } from '../module';
import type { NichesService } from '../niches/niches.service';
import { createNichePagesRepository } from './niche-pages.repository';
import { registerNichePageRoutes } from './niche-pages.routes';
import { createNichePagesService, type NichePagesService } from './niche-pages.service';

export function createNichePagesModule(deps: {
  db: Db;
  niches: NichesService;
  market: MarketDataProvider;
}): ServiceModule<NichePagesService> {
  const service = createNichePagesService({
    repo: createNichePagesRepository(deps.db),
    niches: deps.niches,
    market: deps.market,
  });
  return { service, routes: (app, guards) => registerNichePageRoutes(app, guards, service) };
}

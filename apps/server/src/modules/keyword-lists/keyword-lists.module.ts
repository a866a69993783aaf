import type { MarketDataProvider } from '@fathom/market';
import type { Db } from '../../db/client';
import type { Publisher } from '../../realtime/publisher';
import type { ServiceModule } from '../module';
import { createKeywordListsRepository } from './keyword-lists.repository';
import { registerKeywordListRoutes } from './keyword-lists.routes';
import {
  createKeywordListsService,
  type KeywordListsDeps,
  type KeywordListsService,
} from './keyword-lists.service';

export function createKeywordListsModule(deps: {
  db: Db;
  publisher: Pick<Publisher, 'publish'>;
  market: MarketDataProvider;
  analysis?: KeywordListsDeps['analysis'];
}): ServiceModule<KeywordListsService> {
  const service = createKeywordListsService({
    repo: createKeywordListsRepository(deps.db),
    publisher: deps.publisher,
    market: deps.market,
    ...(deps.analysis && { analysis: deps.analysis }),
  });
  return { service, routes: (app, guards) => registerKeywordListRoutes(app, guards, service) };
}

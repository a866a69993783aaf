import type { MarketDataProvider } from '@fathom/market';
import type { Db } from '../../db/client';
import type { Publisher } from '../../realtime/publisher';
import type { ServiceModule } from '../module';
import type { UnitOfWork } from '../unit-of-work';
import {
  createKeywordListsRepository,
  type KeywordListsRepository,
} from './keyword-lists.repository';
import { registerKeywordListRoutes } from './keyword-lists.routes';
import {
  createKeywordListsService,
  type KeywordListsDeps,
  type KeywordListsService,
} from './keyword-lists.service';

declare module '../unit-of-work' {
  interface Repositories {
    /** A niche's keyword list settings, hand edits, lists and the figures they make. */
    keywordLists: KeywordListsRepository;
  }
}

export function createKeywordListsModule(deps: {
  db: Db;
  work: UnitOfWork;
  publisher: Pick<Publisher, 'publish'>;
  market: MarketDataProvider;
  analysis?: KeywordListsDeps['analysis'];
}): ServiceModule<KeywordListsService> {
  const service = createKeywordListsService({
    repo: createKeywordListsRepository(deps.db),
    work: deps.work,
    publisher: deps.publisher,
    market: deps.market,
    ...(deps.analysis && { analysis: deps.analysis }),
  });
  return {
    service,
    routes: (app, guards) => registerKeywordListRoutes(app, guards, service),
    repositories: (tx) => ({ keywordLists: createKeywordListsRepository(tx) }),
  };
}

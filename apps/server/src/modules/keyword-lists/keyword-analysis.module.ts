import type { Db } from '../../db/client';
import type { ServiceModule } from '../module';
import { createKeywordAnalysisRepository } from './keyword-analysis.repository';
import { registerKeywordAnalysisRoutes } from './keyword-analysis.routes';
import {
  createKeywordAnalysisService,
  type KeywordAnalysisService,
} from './keyword-analysis.service';

/** The roots and normalizer pages of a niche's keyword list. */
export function createKeywordAnalysisModule(deps: {
  db: Db;
}): ServiceModule<KeywordAnalysisService> {
  const service = createKeywordAnalysisService({
    repo: createKeywordAnalysisRepository(deps.db),
  });
  return { service, routes: (app, guards) => registerKeywordAnalysisRoutes(app, guards, service) };
}

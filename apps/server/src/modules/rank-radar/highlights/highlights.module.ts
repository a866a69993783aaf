import type { Db } from '../../../db/client';
import type { Guards } from '../../../http/route';
import type { ServiceModule } from '../../module';
import type { DemoHistoryDeps } from '../demo-history';
import type { RankRadarService } from '../rank-radar.service';
import { seedDemoHighlights } from './demo-highlights';
import { createHighlightsRepository } from './highlights.repository';
import { registerHighlightRoutes } from './highlights.routes';
import { createHighlightsService, type HighlightsService } from './highlights.service';

export interface RankRadarHighlightsModule extends ServiceModule<HighlightsService> {
  /** How routes find the highlights their paths name. */
  guards: Pick<Guards, 'highlight'>;
  /** The demo trackers' tags and note. */
  demo: Required<Pick<DemoHistoryDeps, 'highlight'>>;
}

/** The tags and notes of a tracker's days. */
export function createRankRadarHighlightsModule(deps: {
  db: Db;
  rankRadar: Pick<RankRadarService, 'termsOf'>;
}): RankRadarHighlightsModule {
  const repo = createHighlightsRepository(deps.db);
  const service = createHighlightsService({ rankRadar: deps.rankRadar, repo });
  return {
    service,
    guards: { highlight: service.resolve },
    demo: { highlight: (tracker, first, today) => seedDemoHighlights(repo, tracker, first, today) },
    routes: (app, guards) => registerHighlightRoutes(app, guards, service),
  };
}

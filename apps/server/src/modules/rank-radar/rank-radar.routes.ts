import type { FastifyInstance } from 'fastify';
import { rankRadarEndpoints as e } from '@fathom/contract';
import { route, type Guards } from '../../http/route';
import type { RankRadarService } from './rank-radar.service';

export function registerRankRadarRoutes(
  app: FastifyInstance,
  guards: Guards,
  rankRadar: RankRadarService,
): void {
  route(app, guards, e.listTrackers, ({ member, body, query }) =>
    rankRadar.list(member, body, query),
  );
  route(app, guards, e.trackerSummary, ({ member }) => rankRadar.summary(member));
  route(app, guards, e.nicheTrackers, ({ member, params }) =>
    rankRadar.byNiche(member, params.nicheId),
  );
  route(app, guards, e.asinTrackers, ({ member, params, query }) =>
    rankRadar.byAsin(member, params.asin, query.marketplace),
  );
  route(app, guards, e.trackableNiches, ({ member, query }) =>
    rankRadar.trackableNiches(member, query),
  );
  route(app, guards, e.tracker, ({ tracker }) => Promise.resolve(rankRadar.get(tracker)));
  route(app, guards, e.track, ({ member, body }) => rankRadar.track(member, body));
  route(app, guards, e.updateTracker, ({ member, tracker, body }) =>
    rankRadar.update(member, tracker, body),
  );
  route(app, guards, e.archiveTracker, async ({ tracker }) => {
    await rankRadar.archive(tracker);
    return { ok: true as const };
  });
  route(app, guards, e.heatmap, ({ member, tracker, query }) =>
    rankRadar.heatmap(member, tracker, query),
  );
  route(app, guards, e.updateKeywordStatus, ({ member, tracker, body }) =>
    rankRadar.updateKeywordStatus(member, tracker, body),
  );
  route(app, guards, e.previewKeywords, ({ member, tracker, body }) =>
    rankRadar.preview(member, tracker, body.searchTerms),
  );
  route(app, guards, e.addTrackerKeywords, ({ member, tracker, body }) =>
    rankRadar.addKeywords(member, tracker, body.searchTerms),
  );
}

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
  route(app, guards, e.tracker, ({ member, params }) => rankRadar.get(member, params.krtId));
  route(app, guards, e.track, ({ member, body }) => rankRadar.track(member, body));
  route(app, guards, e.updateTracker, ({ member, params, body }) =>
    rankRadar.update(member, params.krtId, body),
  );
  route(app, guards, e.archiveTracker, async ({ member, params }) => {
    await rankRadar.archive(member, params.krtId);
    return { ok: true as const };
  });
  route(app, guards, e.heatmap, ({ member, params, query }) =>
    rankRadar.heatmap(member, params.krtId, query),
  );
  route(app, guards, e.updateKeywordStatus, ({ member, params, body }) =>
    rankRadar.updateKeywordStatus(member, params.krtId, body),
  );
  route(app, guards, e.previewKeywords, ({ member, params, body }) =>
    rankRadar.preview(member, params.krtId, body.searchTerms),
  );
  route(app, guards, e.addKeywords, ({ member, params, body }) =>
    rankRadar.addKeywords(member, params.krtId, body.searchTerms),
  );
}

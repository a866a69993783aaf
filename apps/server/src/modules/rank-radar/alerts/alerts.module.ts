import { JOBS } from '@fathom/contract';
import type { Db } from '../../../db/client';
import type { Guards } from '../../../http/route';
import { handler, type JobQueue } from '../../../jobs/registry';
import type { Mailer } from '../../mail/mailer';
import type { ServiceModule } from '../../module';
import type { DemoHistoryDeps } from '../demo-history';
import { createAlertsRepository } from './alerts.repository';
import { registerAlertRoutes } from './alerts.routes';
import { createAlertsService, type AlertsDeps, type AlertsService } from './alerts.service';
import { seedDemoAlertRules } from './demo-alerts';

export interface RankRadarAlertsModule extends ServiceModule<AlertsService> {
  /** How routes find the alert rules their paths name. */
  guards: Pick<Guards, 'alertRule'>;
  /** The demo trackers' rules, and their past alerts read. */
  demo: Required<Pick<DemoHistoryDeps, 'beforeCollect' | 'afterHistory'>>;
}

/** Rank-change alert rules of a tracker, their evaluation after each day and the digest e-mails. */
export function createRankRadarAlertsModule(deps: {
  db: Db;
  rankRadar: AlertsDeps['rankRadar'];
  queue: Pick<JobQueue<typeof JOBS>, 'send'>;
  mailer: Pick<Mailer, 'send'>;
  /** The app's address, for links in e-mails. */
  baseUrl: string;
}): RankRadarAlertsModule {
  const repo = createAlertsRepository(deps.db);
  const service = createAlertsService({
    rankRadar: deps.rankRadar,
    repo,
    mailer: deps.mailer,
    appUrl: deps.baseUrl,
    queue: deps.queue,
  });
  return {
    service,
    guards: { alertRule: service.resolve },
    demo: {
      beforeCollect: (tracker) => seedDemoAlertRules(repo, tracker),
      afterHistory: (tracker, lastDay) => repo.markReadBefore(tracker, lastDay),
    },
    routes: (app, guards) => registerAlertRoutes(app, guards, service),
    jobs: [
      handler(JOBS, 'rank-radar.alert-digest', async ({ trackerId, day }) => {
        await service.sendDigest(trackerId, day);
      }),
    ],
  };
}

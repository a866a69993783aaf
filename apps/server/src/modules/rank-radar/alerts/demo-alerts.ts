import { ALERT_RULES_MAX } from '@fathom/contract';
import type { AlertsRepository } from './alerts.repository';

/** The demo trackers' rules: a term leaving the top 10, and a move of 10 places either way. */
export async function seedDemoAlertRules(repo: AlertsRepository, trackerId: number) {
  if ((await repo.rules(trackerId)).length > 0) return;
  const rule = { direction: 'either' as const, keywordIds: null, email: false };
  await repo.create(
    trackerId,
    { ...rule, kind: 'leaves_top', threshold: 10 },
    null,
    ALERT_RULES_MAX,
  );
  await repo.create(trackerId, { ...rule, kind: 'moves', threshold: 10 }, null, ALERT_RULES_MAX);
}

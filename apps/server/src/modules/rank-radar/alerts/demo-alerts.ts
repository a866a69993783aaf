import { ALERT_RULES_MAX } from '@fathom/contract';
import type { AccessibleTracker } from '../rank-radar.repository';
import type { AlertsRepository } from './alerts.repository';

/** The demo trackers' rules: a term leaving the top 10, and a move of 10 places either way. */
export async function seedDemoAlertRules(repo: AlertsRepository, tracker: AccessibleTracker) {
  if ((await repo.rules(tracker)).length > 0) return;
  const rule = { direction: 'either' as const, keywordIds: null, email: false };
  await repo.create(tracker, { ...rule, kind: 'leaves_top', threshold: 10 }, null, ALERT_RULES_MAX);
  await repo.create(tracker, { ...rule, kind: 'moves', threshold: 10 }, null, ALERT_RULES_MAX);
}

import type { AlertDirection, AlertRuleKind } from '@fathom/contract';

/** A rule as the evaluation needs it. */
export interface EvaluatedRule {
  id: number;
  kind: AlertRuleKind;
  threshold: number;
  direction: AlertDirection;
  /** The chosen terms; null for all the tracker's eligible terms. */
  keywordIds: number[] | null;
  email: boolean;
}

/** One tracker's collected day and its previous collected day, with its terms and rules. */
export interface TrackerDayRanks {
  trackerId: number;
  /** The day's packed organic ranks: entry i is the rank of term `keywordIds[i]`. */
  keywordIds: readonly number[];
  ranks: readonly (number | null)[];
  /** The same of the previous collected day. */
  previousIds: readonly number[];
  previousRanks: readonly (number | null)[];
  /** The terms the rules look at: active, and added before the previous day was collected. */
  termIds: readonly number[];
  rules: readonly EvaluatedRule[];
}

/** An alert to add: a rule met by a term; ranks are null when not ranked. */
export interface NewAlert {
  ruleId: number;
  trackerId: number;
  keywordId: number;
  previousRank: number | null;
  rank: number | null;
  /** Whether the rule e-mails its alerts. */
  email: boolean;
}

/** Only ranks 1 to 100 count; any other rank, or none, is "not ranked". */
const TOP_RANK = 100;

function ranksById(ids: readonly number[], ranks: readonly (number | null)[]) {
  const byId = new Map<number, number>();
  ids.forEach((id, i) => {
    const rank = ranks[i];
    if (rank != null && rank >= 1 && rank <= TOP_RANK) byId.set(id, rank);
  });
  return byId;
}

/** Whether a rule is met by a term that went from rank `prev` to rank `cur` (null: not ranked). */
export function ruleMet(rule: EvaluatedRule, prev: number | null, cur: number | null): boolean {
  const n = rule.threshold;
  switch (rule.kind) {
    case 'leaves_top':
      return prev !== null && prev <= n && (cur === null || cur > n);
    case 'enters_top':
      return cur !== null && cur <= n && (prev === null || prev > n);
    case 'moves':
      if (cur === null || prev === null) return false;
      return (
        (rule.direction !== 'down' && prev - cur >= n) ||
        (rule.direction !== 'up' && cur - prev >= n)
      );
  }
}

/** The alerts a tracker's rules raise for its day, one per rule and term met. */
export function alertsOfDay(day: TrackerDayRanks): NewAlert[] {
  const current = ranksById(day.keywordIds, day.ranks);
  const previous = ranksById(day.previousIds, day.previousRanks);
  const alerts: NewAlert[] = [];
  for (const rule of day.rules) {
    const chosen = rule.keywordIds ? new Set(rule.keywordIds) : null;
    for (const keywordId of day.termIds) {
      if (chosen && !chosen.has(keywordId)) continue;
      const previousRank = previous.get(keywordId) ?? null;
      const rank = current.get(keywordId) ?? null;
      if (!ruleMet(rule, previousRank, rank)) continue;
      alerts.push({
        ruleId: rule.id,
        trackerId: day.trackerId,
        keywordId,
        previousRank,
        rank,
        email: rule.email,
      });
    }
  }
  return alerts;
}

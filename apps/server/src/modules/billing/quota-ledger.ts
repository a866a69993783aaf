import type { QuotaFeature } from '@fathom/contract';
import type { BillingRepository } from './billing.repository';
import type { AbsoluteCounters } from './billing.service';

/** Usage refreshes each calendar month (UTC): the period is named by its first day. */
export function periodStart(now: Date): string {
  return `${now.toISOString().slice(0, 7)}-01`;
}

/**
 * The period of a feature counted as it stands (how many niches exist): one that never ends, so
 * its reservations and the row that serializes them do not change at a month's turn.
 */
export const STANDING_PERIOD = '1970-01-01';

/**
 * Quota reserved and charged under keys. Reserve and charge lock the period's usage row, so they
 * run in a unit of work, on its transaction's billing repository. `counters` count the features
 * that stand (niches) on the same transaction: a reservation of one counts them once the row is
 * locked, so two starts for the last niche take turns and only one gets it.
 */
export function createQuotaLedger(repo: BillingRepository, counters: AbsoluteCounters = {}) {
  return {
    /**
     * Holds `amount` of a feature under `key`, so a second start cannot take the same quota while
     * the first is under way. False when the quota cannot hold it; true when it does (also when
     * the key held it before).
     */
    async reserve(
      key: string,
      organizationId: number,
      feature: QuotaFeature,
      amount: number,
      now = new Date(),
    ): Promise<boolean> {
      const found = await repo.subscription(organizationId);
      if (!found) return false;
      const count = counters[feature];
      return repo.reserve({
        key,
        organizationId,
        feature,
        amount,
        periodStart: count ? STANDING_PERIOD : periodStart(now),
        limit: found.limits[feature] ?? null,
        now,
        ...(count && { counted: () => count(organizationId) }),
      });
    },

    /**
     * Gives back what `key` reserved, when its work failed or was cancelled. Safe to call more than
     * once, and after a charge (then it changes nothing). True when a reservation was released.
     */
    release: (key: string): Promise<boolean> => repo.release(key),

    /**
     * Charges `amount` once under `key`; the reservation under the same key becomes this charge.
     * Returns the usage after it.
     */
    async charge(
      key: string,
      organizationId: number,
      feature: QuotaFeature,
      amount: number,
      now = new Date(),
    ) {
      await repo.release(key);
      return repo.charge({
        key,
        organizationId,
        feature,
        amount,
        periodStart: periodStart(now),
      });
    },
  };
}

import {
  exceedsBy,
  isOutOfQuota,
  type Quota,
  type QuotaCheckMode,
  type QuotaFeature,
} from '@fathom/contract';
import type { UnitOfWork } from '../unit-of-work';
import type { BillingRepository } from './billing.repository';
import { periodStart, type QuotaLedger } from './quota-ledger';

export interface QuotaCheck {
  /** The quota can take the request. */
  ok: boolean;
  quota: Quota;
  /** How far the request passes the limit ('Exceeds limit by N'); 0 within it. */
  exceedsBy: number;
}

export interface QuotaCharge {
  /** The quota held the charge (or the key was charged before). */
  allowed: boolean;
  /** This call added to usage (false for a refused charge and for a key charged before). */
  charged: boolean;
  /** Usage of the period after the call. */
  used: number;
}

interface QuotaDeps {
  repo: BillingRepository;
  work: UnitOfWork;
  /** Usage (reservations included) and limit of the plan in force. */
  quota(organizationId: number, feature: QuotaFeature, now?: Date): Promise<Quota>;
}

/**
 * The one quota service of the product: dives, Rank Radar, product briefs and the AI copywriter
 * check, reserve, charge and release through it. Usage refreshes each calendar month (UTC); every
 * charge and reservation has a key, so a retried job never charges twice; reserve and charge lock
 * the period's usage row, so requests sent at once cannot together pass the limit.
 */
export function createQuotaService(deps: QuotaDeps) {
  const inLedger = <T>(work: (ledger: QuotaLedger) => Promise<T>) =>
    deps.work.run(({ quota }) => work(quota));

  return {
    /** Whether `requested` more fits, checked the spec's strict or loose way. */
    async check(
      organizationId: number,
      feature: QuotaFeature,
      requested: number,
      mode: QuotaCheckMode = 'strict',
      now = new Date(),
    ): Promise<QuotaCheck> {
      const quota = await deps.quota(organizationId, feature, now);
      return {
        ok: !isOutOfQuota(quota, requested, mode),
        quota,
        exceedsBy: exceedsBy(quota, requested),
      };
    },

    /**
     * Checks and charges `amount` once under `key` in one round trip: the plan's limit is read in
     * the same statement that locks the usage row (`quota_charge_plan`). Refused without charging
     * when usage and live reservations cannot hold it; a key charged before charges nothing again.
     */
    charge: (
      key: string,
      organizationId: number,
      feature: QuotaFeature,
      amount: number,
      now = new Date(),
    ): Promise<QuotaCharge> =>
      deps.repo.chargeOnPlan({
        key,
        organizationId,
        feature,
        amount,
        periodStart: periodStart(now),
        now,
      }),

    /**
     * Holds `amount` under `key` while work is under way: false when the quota cannot hold it.
     * Settle it with `settle` when the work is saved, or give it back with `release`.
     */
    reserve: (
      key: string,
      organizationId: number,
      feature: QuotaFeature,
      amount: number,
      now = new Date(),
    ): Promise<boolean> =>
      inLedger((ledger) => ledger.reserve(key, organizationId, feature, amount, now)),

    /** Turns the reservation under `key` into a charge of what the work actually used. */
    settle: (
      key: string,
      organizationId: number,
      feature: QuotaFeature,
      amount: number,
      now = new Date(),
    ) => inLedger((ledger) => ledger.charge(key, organizationId, feature, amount, now)),

    /** Gives back what `key` reserved; safe to call twice and after a settle. */
    release: (key: string): Promise<boolean> => inLedger((ledger) => ledger.release(key)),
  };
}

export type QuotaService = ReturnType<typeof createQuotaService>;

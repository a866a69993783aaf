import { randomId } from '../../lib/random-id';
import { isMarketplaceTld, type MarketplaceTld } from '@fathom/contract';
import { storageKeys } from '../../lib/storage-keys';

const PENDING_TRIGGER_KEY = storageKeys.pendingDiveTrigger;

/** An automatic Dive Again the modal set up; the /dive-box/dive-again screen launches it. */
export interface PendingDiveTrigger {
  /** Tells one trigger from another, so a launch happens once per trigger. */
  id: string;
  ready: boolean;
  orgId: number;
  asin: string;
  marketplace: MarketplaceTld;
  competitorsCount: number;
  nicheId: number;
  nicheLabel: string;
  lockedAsins: string[];
  excludedAsins: string[];
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function isPendingTrigger(value: unknown): value is PendingDiveTrigger {
  if (!value || typeof value !== 'object') return false;
  const t = value as Record<string, unknown>;
  return (
    typeof t.id === 'string' &&
    typeof t.ready === 'boolean' &&
    typeof t.orgId === 'number' &&
    typeof t.asin === 'string' &&
    typeof t.marketplace === 'string' &&
    isMarketplaceTld(t.marketplace) &&
    typeof t.competitorsCount === 'number' &&
    typeof t.nicheId === 'number' &&
    typeof t.nicheLabel === 'string' &&
    isStringList(t.lockedAsins) &&
    isStringList(t.excludedAsins)
  );
}

export function readPendingTrigger(): PendingDiveTrigger | null {
  try {
    const raw = window.sessionStorage.getItem(PENDING_TRIGGER_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isPendingTrigger(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writePendingTrigger(trigger: Omit<PendingDiveTrigger, 'id'>): PendingDiveTrigger {
  const full = { ...trigger, id: randomId() };
  try {
    window.sessionStorage.setItem(PENDING_TRIGGER_KEY, JSON.stringify(full));
  } catch {
    // Without storage the launch screen finds nothing and goes home.
  }
  return full;
}

export function clearPendingTrigger(): void {
  try {
    window.sessionStorage.removeItem(PENDING_TRIGGER_KEY);
  } catch {
    // Nothing to clear.
  }
}

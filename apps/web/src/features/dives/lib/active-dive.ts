import { webRoutes } from '@fathom/contract';
import { randomId } from '../../../lib/random-id';
import { storageKeys } from '../../../lib/storage-keys';

/** The dive whose progress modal is open; kept in sessionStorage so a reload reopens it. */
export interface ActiveDive {
  orgId: number;
  sndId: string;
  progressBarIds: { discovery: string; dive: string };
  /** A Dive Again's niche: a failed dive goes back to it rather than to the Niche Dive form. */
  nicheId?: number;
}

function isActiveDive(value: unknown): value is ActiveDive {
  if (!value || typeof value !== 'object') return false;
  const dive = value as Record<string, unknown>;
  const ids = dive.progressBarIds as Record<string, unknown> | null | undefined;
  return (
    typeof dive.orgId === 'number' &&
    typeof dive.sndId === 'string' &&
    !!ids &&
    typeof ids.discovery === 'string' &&
    typeof ids.dive === 'string' &&
    (dive.nicheId === undefined || typeof dive.nicheId === 'number')
  );
}

export function readActiveDive(): ActiveDive | null {
  try {
    const raw = window.sessionStorage.getItem(storageKeys.activeDive);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isActiveDive(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeActiveDive(dive: ActiveDive): void {
  try {
    window.sessionStorage.setItem(storageKeys.activeDive, JSON.stringify(dive));
  } catch {
    // Without storage the dive still runs; only a reload loses the modal.
  }
}

export function clearActiveDive(): void {
  try {
    window.sessionStorage.removeItem(storageKeys.activeDive);
  } catch {
    // Nothing to clear.
  }
}

/** A fresh realtime progress-bar id: 32 letters and digits. */
export function newProgressBarId(): string {
  return randomId().replaceAll('-', '');
}

/** Screens that only stand in while a dive starts; leaving them replaces their history entry. */
export function isDiveBoxPath(pathname: string): boolean {
  return pathname === webRoutes.diveBox || pathname.startsWith(`${webRoutes.diveBox}/`);
}

import { webRoutes } from '@fathom/contract';
import { useEffect } from 'react';
import { storageKeys } from '../../lib/storage-keys';

/** Niche pages whose visits are counted: the route each is registered under. */
export type NichePage =
  | typeof webRoutes.nicheMkl
  | typeof webRoutes.nicheOutliers
  | typeof webRoutes.nicheResidue
  | typeof webRoutes.nicheTracker;

const NICHE_PAGES: readonly string[] = [
  webRoutes.nicheMkl,
  webRoutes.nicheOutliers,
  webRoutes.nicheResidue,
  webRoutes.nicheTracker,
];

/** The pipeline's Open menu offers at most this many pages (spec: niche-pipeline §9). */
export const MOST_VISITED_MAX = 4;

function readVisits(nicheId: number): Record<string, number> {
  try {
    const raw = window.localStorage.getItem(storageKeys.nicheVisits(nicheId));
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        ([page, count]) => NICHE_PAGES.includes(page) && typeof count === 'number',
      ),
    );
  } catch {
    return {};
  }
}

/** Counts one visit of a niche's page in this browser. */
export function recordNicheVisit(nicheId: number, page: NichePage): void {
  const visits = readVisits(nicheId);
  visits[page] = (visits[page] ?? 0) + 1;
  try {
    window.localStorage.setItem(storageKeys.nicheVisits(nicheId), JSON.stringify(visits));
  } catch {
    // Storage full or disabled: the Open menu falls back to the default page.
  }
}

/** A niche's pages, most visited first, at most 4. */
export function mostVisitedPages(nicheId: number): NichePage[] {
  return Object.entries(readVisits(nicheId))
    .sort((a, b) => b[1] - a[1])
    .slice(0, MOST_VISITED_MAX)
    .map(([page]) => page as NichePage);
}

/** Counts a visit when a niche page opens (once per niche and page shown). */
export function useNicheVisit(nicheId: number | null, page: NichePage): void {
  useEffect(() => {
    if (nicheId !== null) recordNicheVisit(nicheId, page);
  }, [nicheId, page]);
}

import { buildPath, nicheListRoutes, type KeywordList } from '@fathom/contract';

export const LIST_TABS: Record<KeywordList, string> = {
  mkl: 'Master Keyword List',
  outlier: 'Outliers',
  residue: 'Residue',
};

export function nicheListPath(nicheId: number, list: KeywordList): string {
  return buildPath(nicheListRoutes[list], { nicheId });
}

const NICHE_PATH = /^\/niche\/[^/]+(?=\/|$)/;

/** The same page of another niche: the niche switcher keeps the current view. */
export function switchNichePath(pathname: string, nicheId: number): string {
  return NICHE_PATH.test(pathname)
    ? pathname.replace(NICHE_PATH, `/niche/${nicheId}`)
    : nicheListPath(nicheId, 'mkl');
}

/** A niche id from the address, or null when it is not one. */
export function parseNicheId(value: string): number | null {
  return /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}

import { buildPath, webRoutes } from '@fathom/contract';
import { mostVisitedPages, type NichePage } from '../../../entities/niches/visits';

/** The niche pages the pipeline opens, by the route each is registered under. */
export const NICHE_PAGE_NAMES: Record<NichePage, string> = {
  [webRoutes.nicheMkl]: 'Master Keyword List',
  [webRoutes.nicheOutliers]: 'Outlier Keyword List',
  [webRoutes.nicheResidue]: 'Residue Keyword List',
  [webRoutes.nicheTracker]: 'Niche tracker',
};

/** Up to 4 of a niche's most visited pages, the Master Keyword List (its default) when none. */
export function openChoices(nicheId: number): { name: string; path: string }[] {
  const pages = mostVisitedPages(nicheId);
  const list = pages.length > 0 ? pages : [webRoutes.nicheMkl as NichePage];
  return list.map((page) => ({
    name: NICHE_PAGE_NAMES[page] ?? page,
    path: buildPath(page, { nicheId }),
  }));
}

/** The niche's default page, as an absolute address for the browser extension. */
export function nicheAddress(nicheId: number): string {
  return new URL(buildPath(webRoutes.nicheMkl, { nicheId }), window.location.origin).toString();
}

import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { NICHE_LAYOUT_ID } from '../entities/niches/use-built-pages';
import { appRoute } from './app';

export interface NichePageSearch {
  /** Opens the Dive Again modal; removed from the address when it closes. */
  showDiveAgainPopup?: true;
}

export function validateNichePageSearch(search: Record<string, unknown>): NichePageSearch {
  return search.showDiveAgainPopup === true || search.showDiveAgainPopup === 'true'
    ? { showDiveAgainPopup: true }
    : {};
}

/**
 * The layout of every niche page (`/niche/{id}/...`): the niche's header, the tab bar of its pages
 * and the page below. A page joins it with `getParentRoute: () => nicheLayoutRoute` and one line in
 * `niche-pages.ts`.
 */
export const nicheLayoutRoute = createRoute({
  getParentRoute: () => appRoute,
  id: NICHE_LAYOUT_ID,
  validateSearch: validateNichePageSearch,
  component: lazyRouteComponent(() => import('../pages/NicheLayout'), 'NicheLayout'),
});

import {
  NICHE_PAGES,
  profitsSupported,
  webRoutes,
  type MarketplaceTld,
  type NichePageDef,
  type WebRoute,
} from '@fathom/contract';
import { useRouter } from '@tanstack/react-router';

/** The id the niche layout route is created with: the parent of every niche page. */
export const NICHE_LAYOUT_ID = 'niche-pages';

/**
 * The niche pages offered for a niche of this marketplace: those the router has a page for under
 * the niche layout; Profits only where the marketplace has a fee table (niche-pipeline §2).
 */
export function useBuiltPages(marketplace: MarketplaceTld): NichePageDef[] {
  const isBuilt = useIsBuilt();
  return NICHE_PAGES.filter(
    (page) =>
      isBuilt(page.route) &&
      (page.route !== webRoutes.nicheProfits || profitsSupported(marketplace)),
  );
}

/** Whether the router has a niche page at this address. */
export function useIsBuilt(): (route: WebRoute) => boolean {
  const router = useRouter();
  const routes = router.routesByPath as Record<
    string,
    { parentRoute?: { options: { id?: string } } }
  >;
  return (route) => routes[route]?.parentRoute?.options.id === NICHE_LAYOUT_ID;
}

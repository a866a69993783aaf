import { NICHE_PAGES, type NichePageDef, type WebRoute } from '@fathom/contract';
import { useRouter } from '@tanstack/react-router';

/** The id the niche layout route is created with: the parent of every niche page. */
export const NICHE_LAYOUT_ID = 'niche-pages';

/** The niche pages built so far: those the router has a page for under the niche layout. */
export function useBuiltPages(): NichePageDef[] {
  const isBuilt = useIsBuilt();
  return NICHE_PAGES.filter((page) => isBuilt(page.route));
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

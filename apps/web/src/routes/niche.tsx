import { webRoutes } from '@fathom/contract';
import { createRoute, redirect } from '@tanstack/react-router';
import { appRoute } from './app';

const toMkl = (nicheId: string) =>
  redirect({
    to: webRoutes.nicheMkl,
    params: { nicheId },
    replace: true,
    throw: true,
  });

/** /niche/{id} opens the niche's default page, the Master Keyword List. */
export const nicheRoute = createRoute({
  getParentRoute: () => appRoute,
  path: webRoutes.niche,
  beforeLoad: ({ params }) => toMkl(params.nicheId),
});

/**
 * The niche tracker is not built yet: its address, with showDiveAgainPopup=true as the pipeline
 * links it, opens the niche page with the Dive Again modal.
 */
export const nicheTrackerRoute = createRoute({
  getParentRoute: () => appRoute,
  path: webRoutes.nicheTracker,
  beforeLoad: ({ params, search }) => {
    const raw = (search as Record<string, unknown>).showDiveAgainPopup;
    redirect({
      to: webRoutes.nicheMkl,
      params: { nicheId: params.nicheId },
      search: raw === true || raw === 'true' ? { showDiveAgainPopup: true } : {},
      replace: true,
      throw: true,
    });
  },
});

export const nicheAnalysisRoute = createRoute({
  getParentRoute: () => appRoute,
  path: webRoutes.nicheAnalysis,
  beforeLoad: ({ params }) => toMkl(params.nicheId),
});

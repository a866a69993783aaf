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

export const nicheAnalysisRoute = createRoute({
  getParentRoute: () => appRoute,
  path: webRoutes.nicheAnalysis,
  beforeLoad: ({ params }) => toMkl(params.nicheId),
});

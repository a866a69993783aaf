import { createRoute, redirect } from '@tanstack/react-router';
import { appRoute } from './app';

const toMkl = (nicheId: string) =>
  redirect({
    to: '/niche/$nicheId/niche-analysis/mkl',
    params: { nicheId },
    replace: true,
    throw: true,
  });

/** /niche/{id} opens the niche's default page, the Master Keyword List. */
export const nicheRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/niche/$nicheId',
  beforeLoad: ({ params }) => toMkl(params.nicheId),
});

export const nicheAnalysisRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/niche/$nicheId/niche-analysis',
  beforeLoad: ({ params }) => toMkl(params.nicheId),
});

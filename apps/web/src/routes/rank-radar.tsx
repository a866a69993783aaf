import { HEATMAP_PERIODS, webRoutes } from '@fathom/contract';
import { useDocumentTitle } from '@mantine/hooks';
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { useOrganization } from '../entities/organization/use-organization';
import { RANK_RADAR_VIEWS } from '../features/rank-radar/lib/views';
import { appRoute } from './app';

const HeatmapPage = lazyRouteComponent(() => import('../pages/HeatmapPage'), 'HeatmapPage');
const TrackersPage = lazyRouteComponent(() => import('../pages/TrackersPage'), 'TrackersPage');

export const rankRadarRoute = createRoute({
  getParentRoute: () => appRoute,
  path: webRoutes.rankRadar,
  loader: () => TrackersPage.preload?.(),
  component: RankRadarScreen,
});

function RankRadarScreen() {
  const organization = useOrganization();
  useDocumentTitle('Rank Radar · Fathom');
  return <TrackersPage key={organization.id} orgId={organization.id} />;
}

const HeatmapSearch = z.object({
  krtId: z.coerce.number().int().positive().catch(0),
  view: z.enum(RANK_RADAR_VIEWS).catch('overview'),
  /** The heatmap's period in days; absent is the default, HEATMAP_DEFAULT_DAYS. */
  days: z.coerce
    .number()
    .refine((days) => (HEATMAP_PERIODS as readonly number[]).includes(days))
    .optional()
    .catch(undefined),
});

export const rankRadarHeatmapRoute = createRoute({
  getParentRoute: () => appRoute,
  path: webRoutes.rankRadarHeatmap,
  validateSearch: (search) => HeatmapSearch.parse(search),
  loader: () => HeatmapPage.preload?.(),
  component: function RankRadarHeatmapScreen() {
    const organization = useOrganization();
    const { krtId, view, days } = rankRadarHeatmapRoute.useSearch();
    useDocumentTitle('Rank Radar heatmap · Fathom');
    return (
      <HeatmapPage
        key={`${organization.id}-${krtId}`}
        orgId={organization.id}
        krtId={krtId}
        view={view}
        days={days}
      />
    );
  },
});

/**
 * Every other /rank-radar/ address is a Rank Radar page: /rank-radar/{id} opens that tracker, a
 * sub-path opens the tracker its ?krtId= names, and without a tracker it shows the list.
 */
export const rankRadarAnyRoute = createRoute({
  getParentRoute: () => appRoute,
  path: webRoutes.rankRadarAny,
  beforeLoad: ({ params, search }) => {
    const path = params._splat ?? '';
    const query = search as Record<string, unknown>;
    const krtId = /^\d+$/.test(path) ? path : query.krtId;
    const found = HeatmapSearch.parse({ ...query, krtId });
    if (found.krtId > 0)
      redirect({ to: webRoutes.rankRadarHeatmap, search: found, replace: true, throw: true });
  },
  loader: () => TrackersPage.preload?.(),
  component: RankRadarScreen,
});

import {
  rankRadarAlertEndpoints,
  rankRadarEndpoints,
  rankRadarHighlightEndpoints,
  rankRadarInsightEndpoints,
} from '@fathom/contract';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { needsAdData, visibleColumns } from '../lib/heatmap-columns';
import { HEATMAP_VIEWS, type RankRadarView } from '../lib/views';
import { useHeatmapAdData } from './use-heatmap-ad-data';
import { useHeatmapColumns } from './use-heatmap-columns';

/**
 * What a tracker's page reads, all at once: the tracker, its heatmap over `days` days up to the
 * latest collected one (in a heatmap view), the columns shown and their ad data, the highlights,
 * and the counts on the Alerts and Blind Spend tabs.
 */
export function useTrackerHeatmap(orgId: number, krtId: number, view: RankRadarView, days: number) {
  const known = krtId > 0;
  const heatmapView = HEATMAP_VIEWS.has(view);
  const tracker = useEndpointQuery(
    rankRadarEndpoints.tracker,
    { params: { orgId, krtId } },
    { enabled: known, retry: false },
  );
  const heatmap = useEndpointQuery(
    rankRadarEndpoints.heatmap,
    { params: { orgId, krtId }, query: { archived: view === 'archived' ? 'true' : 'false', days } },
    { enabled: known && heatmapView, retry: false },
  );
  const [shownColumns, chooseColumns] = useHeatmapColumns(krtId);
  const columns = visibleColumns(shownColumns);
  const ads = useHeatmapAdData(orgId, krtId, heatmap.data, heatmapView && needsAdData(columns));
  const highlights = useEndpointQuery(
    rankRadarHighlightEndpoints.highlights,
    { params: { orgId, krtId }, query: {} },
    { enabled: known && heatmapView },
  );
  const alertCount = useEndpointQuery(
    rankRadarAlertEndpoints.alerts,
    { params: { orgId, krtId }, query: { page: 1 } },
    { enabled: known && view !== 'alerts', retry: false },
  );
  const poolNew = useEndpointQuery(
    rankRadarInsightEndpoints.poolNewCount,
    { params: { orgId, krtId } },
    { enabled: known && view !== 'pool', retry: false },
  );
  return {
    tracker,
    heatmap,
    shownColumns,
    chooseColumns,
    columns,
    ads,
    highlights: highlights.data?.highlights,
    unreadAlerts: alertCount.data?.unread ?? 0,
    newInPool: poolNew.data?.count ?? 0,
  };
}

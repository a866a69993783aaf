import { AD_DATA_MAX_TERMS, adDataPpcEndpoints as e, type Heatmap } from '@fathom/contract';
import { useMemo } from 'react';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import type { ColumnContext } from '../lib/heatmap-columns';

/**
 * The ad data of every term of the heatmap over its dates, in one call, while a PPC column needs
 * it (spec §3 adData); undefined until loaded.
 */
export function useHeatmapAdData(
  orgId: number,
  krtId: number,
  heatmap: Heatmap | undefined,
  enabled: boolean,
): ColumnContext['ads'] {
  const request = { params: { orgId, krtId } };
  const from = heatmap?.dates[0];
  const to = heatmap?.dates[heatmap.dates.length - 1];
  const body = {
    keywordIds: (heatmap?.keywords ?? []).slice(0, AD_DATA_MAX_TERMS).map((k) => k.keywordId),
    ...(from && to ? { from, to } : {}),
  };
  const data = useEndpointQuery(
    e.adData,
    { ...request, body },
    { enabled: enabled && body.keywordIds.length > 0, retry: false },
  );
  return useMemo(
    () =>
      data.data && {
        byTerm: new Map(data.data.keywords.map((k) => [k.keywordId, k.adData])),
        aggregate: data.data.aggregate,
      },
    [data.data],
  );
}

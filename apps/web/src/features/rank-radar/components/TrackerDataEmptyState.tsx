import { amazonConnectionEndpoints, sqpEndpoints } from '@fathom/contract';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { DataEmptyState } from './DataEmptyState';

/**
 * Why a tracker shows no PPC or SQP data (spec §2 "Empty states"): for PPC from its
 * ppc-prerequisite, for SQP from its overall SQP status. Nothing until that is known.
 */
export function TrackerDataEmptyState({
  orgId,
  krtId,
  kind,
  compact = false,
}: {
  orgId: number;
  krtId: number;
  kind: 'ppc' | 'sqp';
  compact?: boolean;
}) {
  const params = { orgId, krtId };
  // The prerequisite's marketplace support serves SQP too (docs/decisions.md).
  const prerequisite = useEndpointQuery(amazonConnectionEndpoints.ppcPrerequisite, { params });
  const coverage = useEndpointQuery(
    sqpEndpoints.sqpCoverage,
    { params, query: {} },
    { enabled: kind === 'sqp', retry: false },
  );
  if (!prerequisite.data) return null;
  const { marketplaceSupported, requireAmazonConnection, lastUpdated } = prerequisite.data;
  if (kind === 'ppc')
    return (
      <DataEmptyState
        kind="ppc"
        compact={compact}
        marketplaceSupported={marketplaceSupported}
        requireAmazonConnection={requireAmazonConnection}
        lastUpdated={lastUpdated}
      />
    );
  if (!coverage.data) return null;
  return (
    <DataEmptyState
      kind="sqp"
      compact={compact}
      marketplaceSupported={marketplaceSupported}
      status={coverage.data.status}
    />
  );
}

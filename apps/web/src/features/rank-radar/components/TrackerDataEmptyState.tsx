import { amazonConnectionEndpoints, sqpEndpoints } from '@fathom/contract';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { DataEmptyState } from './DataEmptyState';

/**
 * Why a tracker shows no PPC or SQP data (spec §2 "Empty states"): for PPC from its
 * ppc-prerequisite, for SQP from its SQP coverage (overall status and marketplace support).
 * Nothing until that is known.
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
  const prerequisite = useEndpointQuery(
    amazonConnectionEndpoints.ppcPrerequisite,
    { params },
    { enabled: kind === 'ppc' },
  );
  const coverage = useEndpointQuery(
    sqpEndpoints.sqpCoverage,
    { params, query: {} },
    { enabled: kind === 'sqp', retry: false },
  );
  if (kind === 'ppc') {
    if (!prerequisite.data) return null;
    const { marketplaceSupported, requireAmazonConnection, lastUpdated } = prerequisite.data;
    return (
      <DataEmptyState
        kind="ppc"
        compact={compact}
        marketplaceSupported={marketplaceSupported}
        requireAmazonConnection={requireAmazonConnection}
        lastUpdated={lastUpdated}
      />
    );
  }
  if (!coverage.data) return null;
  return (
    <DataEmptyState
      kind="sqp"
      compact={compact}
      marketplaceSupported={coverage.data.marketplaceSupported}
      status={coverage.data.status}
    />
  );
}

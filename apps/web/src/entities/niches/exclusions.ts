import { diveEndpoints } from '@fathom/contract';
import { useEndpointQuery } from '../../lib/endpoint-query';

/** The ASINs the niche never takes again. */
export function useExclusions(nicheId: number) {
  return useEndpointQuery(
    diveEndpoints.exclusions,
    { params: { nicheId } },
    { select: (rows) => rows.map((row) => row.asin) },
  );
}

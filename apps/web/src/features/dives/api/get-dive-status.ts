import { diveEndpoints, type DiveStatus } from '@fathom/contract';
import { callApi } from '../../../lib/api-client';

/** The stored progress of a dive: what a reload or a late subscription needs to catch up. */
export function fetchDiveStatus(
  orgId: number,
  sndId: string,
  signal?: AbortSignal,
): Promise<DiveStatus> {
  return callApi(diveEndpoints.diveStatus, { params: { orgId, sndId }, signal });
}

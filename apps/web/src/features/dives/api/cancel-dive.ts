import { diveEndpoints, type DiveStatus } from '@fathom/contract';
import { callApi } from '../../../lib/api-client';

/**
 * Tells the server the browser gave up on a dive: a running dive ends there and then, without a
 * niche or a charge. Answers how the dive ended (it may have finished just before).
 */
export function cancelDive(orgId: number, sndId: string): Promise<DiveStatus> {
  return callApi(diveEndpoints.cancelDive, { params: { orgId, sndId } });
}

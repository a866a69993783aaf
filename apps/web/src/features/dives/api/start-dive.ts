import { diveEndpoints, type StartDiveBody } from '@fathom/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export interface StartDiveInput {
  orgId: number;
  body: StartDiveBody;
}

/** Starts competitor discovery with the chained dive; answers the run's id. */
export function startDive({ orgId, body }: StartDiveInput): Promise<{ sndId: string }> {
  return callApi(diveEndpoints.startDive, { params: { orgId }, body });
}

export function useStartDive() {
  return useMutation({ mutationFn: startDive });
}

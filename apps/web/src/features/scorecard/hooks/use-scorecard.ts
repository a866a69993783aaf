import {
  SCORECARD_MESSAGES,
  scorecardEndpoints as e,
  type Scorecard,
  type ScorecardBody,
} from '@fathom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/endpoint-query';
import { notifyErrorMessage } from '../../../lib/notify';
import { endpointKey } from '../../../lib/query-keys';
import { useRefreshNiches } from '../../../entities/niches/use-refresh-niches';

/** A niche's product scorecard; each answer is saved as it is given. */
export function useScorecard(nicheId: number, orgId: number) {
  const client = useQueryClient();
  const key = endpointKey(e.scorecard, { params: { nicheId } });
  const card = useEndpointQuery(e.scorecard, { params: { nicheId } });
  const refreshNiches = useRefreshNiches();
  const save = useEndpointMutation(e.saveScorecard, {
    request: (body: ScorecardBody) => ({ params: { nicheId }, body }),
    onSuccess: (answer: Scorecard) => {
      client.setQueryData(key, answer);
      void refreshNiches(orgId, [nicheId]);
    },
    onError: () => notifyErrorMessage(SCORECARD_MESSAGES.saveFailed),
  });
  return { card, save: save.mutate, saving: save.isPending };
}

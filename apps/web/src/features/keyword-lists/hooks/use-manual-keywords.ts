import { countOf, manualKeywordEndpoints as m, type ManualKeywordsResult } from '@fathom/contract';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { formatNumber } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRefreshNiches } from '../../../entities/niches/use-refresh-niches';

/** What an edit did, for its toast: "Added 2 keywords; 1 skipped (already in the lists or repeated)". */
export function editSummary(verb: 'Added' | 'Removed', result: ManualKeywordsResult): string {
  const skipped =
    result.skipped > 0
      ? `; ${formatNumber(result.skipped)} skipped (${verb === 'Added' ? 'already in the lists or repeated' : 'not in the lists'})`
      : '';
  return `${verb} ${countOf(result.changed, 'keyword')}${skipped}`;
}

/** Adds keywords by hand to a niche's master list, or removes keywords from its lists. */
export function useManualKeywords(nicheId: number, orgId: number) {
  const refreshNiches = useRefreshNiches();
  const refresh = () => void refreshNiches(orgId, [nicheId]);
  const add = useEndpointMutation(m.addKeywords, {
    request: (keywords: string[]) => ({ params: { nicheId }, body: { keywords } }),
    onSuccess: (result) => {
      notifySuccess(editSummary('Added', result));
      refresh();
    },
  });
  const remove = useEndpointMutation(m.removeKeywords, {
    request: (keywords: string[]) => ({ params: { nicheId }, body: { keywords } }),
    onSuccess: (result) => {
      notifySuccess(editSummary('Removed', result));
      refresh();
    },
    onError: (error) => notifyError('Could not remove the keywords', error),
  });
  return { add, remove };
}

import {
  countOf,
  keywordAnalysisEndpoints as e,
  KEYWORD_SETTINGS_MESSAGES,
  keywordListEndpoints,
  type SpellingGroupItem,
} from '@fathom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/endpoint-query';
import { notifyError, notifyErrorMessage, notifySuccess } from '../../../lib/notify';
import { endpointKey } from '../../../lib/query-keys';
import { useRefreshNiches } from '../../../entities/niches/use-refresh-niches';
import { valuesOf } from './use-keyword-settings';

/** The niche's spelling groups and what a user who may manage the niche does with them. */
export function useSpellingGroups(nicheId: number, orgId: number) {
  const queryClient = useQueryClient();
  const params = { nicheId };
  const key = endpointKey(e.spellingGroups, { params });
  const groups = useEndpointQuery(e.spellingGroups, { params });
  const settings = useEndpointQuery(keywordListEndpoints.keywordSettings, { params });
  const refreshNiches = useRefreshNiches();
  const keep = { onSuccess: (answer: unknown) => queryClient.setQueryData(key, answer) };

  const merge = useEndpointMutation(e.mergeSpellingGroups, {
    request: (keywords: string[]) => ({ params, body: { keywords } }),
    onSuccess: (answer, keywords) => {
      keep.onSuccess(answer);
      notifySuccess(`Merged ${countOf(keywords.length, 'group')} into one`);
    },
    onError: (error) => notifyError('Could not merge the groups', error),
  });
  const split = useEndpointMutation(e.splitSpellingGroup, {
    request: (keyword: string) => ({ params, body: { keyword } }),
    onSuccess: (answer, keyword) => {
      keep.onSuccess(answer);
      notifySuccess(`“${keyword}” is now a group of its own`);
    },
    onError: (error) => notifyError('Could not split the group', error),
  });
  const reset = useEndpointMutation<typeof e.resetSpellingGroups, void>(e.resetSpellingGroups, {
    request: () => ({ params }),
    onSuccess: (answer) => {
      keep.onSuccess(answer);
      notifySuccess('Groups restored as the spelling rule makes them');
    },
    onError: (error) => notifyError('Could not restore the groups', error),
  });
  const save = useEndpointMutation(keywordListEndpoints.saveKeywordSettings, {
    request: (body: ReturnType<typeof valuesOf>) => ({ params, body }),
  });

  /** Excludes every keyword of these groups through the keyword settings (spec §3). */
  async function exclude(chosen: SpellingGroupItem[]) {
    const current = settings.data;
    if (!current) return;
    const values = valuesOf(current);
    const keywords = chosen.flatMap((g) => g.keywords.map((k) => k.keyword));
    const excludedKeywords = [...new Set([...values.mklSettings.excludedKeywords, ...keywords])];
    try {
      const { preview: _preview, ...saved } = await save.mutateAsync({
        ...values,
        mklSettings: { ...values.mklSettings, excludedKeywords },
      });
      queryClient.setQueryData(
        endpointKey(keywordListEndpoints.keywordSettings, { params }),
        saved,
      );
      await refreshNiches(orgId, [nicheId]);
      notifySuccess(`Excluded ${countOf(keywords.length, 'keyword')} from the Master Keyword List`);
    } catch {
      notifyErrorMessage(KEYWORD_SETTINGS_MESSAGES.saveFailed);
    }
  }

  return {
    groups,
    merge,
    split,
    reset,
    exclude,
    excluding: save.isPending,
    canExclude: settings.data !== undefined,
  };
}

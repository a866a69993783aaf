import {
  PREFERENCE_VALUES,
  preferenceEndpoints,
  type PreferenceKey,
  type PreferenceValue,
} from '@fathom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useEndpointMutation, useEndpointQuery } from '../../lib/endpoint-query';
import { endpointKey } from '../../lib/query-keys';

type Preferences = Record<string, unknown>;

/** The query key of the caller's preferences: one query serves every key. */
export const preferencesKey = () => endpointKey(preferenceEndpoints.preferences);

/** A stored value as its key's schema reads it; undefined when absent or no longer valid. */
export function readPreference<K extends PreferenceKey>(
  all: Preferences | undefined,
  key: K,
): PreferenceValue<K> | undefined {
  if (all?.[key] === undefined) return undefined;
  const parsed = PREFERENCE_VALUES[key].safeParse(all[key]);
  return parsed.success ? (parsed.data as PreferenceValue<K>) : undefined;
}

/**
 * One of the user's remembered choices (the tag tree's collapse state, a grid's columns...):
 * its value (undefined until loaded or when never saved) and a save that shows the new value at
 * once. All keys share one cached query; a failed save reloads what the server holds.
 */
export function usePreference<K extends PreferenceKey>(
  key: K,
): [PreferenceValue<K> | undefined, (value: PreferenceValue<K>) => void] {
  const queryClient = useQueryClient();
  const queryKey = preferencesKey();
  const query = useEndpointQuery(
    preferenceEndpoints.preferences,
    {},
    { staleTime: Infinity, select: (all) => readPreference(all, key) },
  );
  const { mutate } = useEndpointMutation(preferenceEndpoints.savePreference, {
    request: (value: PreferenceValue<K>) => ({ params: { key }, body: value }),
    onMutate: async (value) => {
      // Before the first answer there is nothing to patch: the query is read again once saved.
      if (queryClient.getQueryData<Preferences>(queryKey) === undefined) return { loaded: false };
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<Preferences>(queryKey, (all) => ({ ...all, [key]: value }));
      return { loaded: true };
    },
    onSettled: (_data, error, _value, context) =>
      error || !context?.loaded ? queryClient.invalidateQueries({ queryKey }) : undefined,
  });
  const save = useCallback((value: PreferenceValue<K>) => mutate(value), [mutate]);
  return [query.data, save];
}

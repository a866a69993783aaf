import { PREFERENCE_VALUES, preferenceEndpoints, type PreferenceValue } from '@fathom/contract';
import { useState } from 'react';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/endpoint-query';

export type TagTreePreference = PreferenceValue<'tagTree'>;

const DEFAULT: TagTreePreference = { collapsed: false, expanded: [] };

/**
 * The tag tree panel's collapse state and expanded nodes, kept as the user's `tagTree`
 * preference so they follow the user between browsers. `saved` is false until the user has one.
 */
export function useTagTreePreference() {
  const stored = useEndpointQuery(preferenceEndpoints.preferences, {});
  const save = useEndpointMutation(preferenceEndpoints.savePreference);
  const [local, setLocal] = useState<TagTreePreference | null>(null);
  const parsed = PREFERENCE_VALUES.tagTree.safeParse(stored.data?.tagTree);
  const value = local ?? (parsed.success ? parsed.data : DEFAULT);

  const update = (change: Partial<TagTreePreference>) => {
    const next = { ...value, ...change };
    setLocal(next);
    save.mutate({ params: { key: 'tagTree' }, body: next });
  };

  return { value, saved: local !== null || parsed.success, ready: !stored.isPending, update };
}

import {
  channels,
  ExclusionText,
  KEYWORD_SETTINGS_LIMITS,
  KEYWORD_SETTINGS_MESSAGES,
  KeywordSettingsBody,
  keywordListEndpoints as e,
  type KeywordSettings,
  type KeywordSettingsPreview,
  type KeywordSettingsValues,
} from '@fathom/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/endpoint-query';
import { notifyErrorMessage } from '../../../lib/notify';
import { endpointKey } from '../../../lib/query-keys';
import { useChannel } from '../../../lib/use-channel';
import { useRefreshNiches } from '../../../entities/niches/use-refresh-niches';

/** The values a client sends, from the settings as the server answers them. */
export function valuesOf(settings: KeywordSettings): KeywordSettingsValues {
  const m = settings.mklSettings;
  return {
    mklSettings: {
      sortBySearchVolume: m.sortBySearchVolume,
      minRelevancy: m.minRelevancy,
      minSearchVolume: m.minSearchVolume,
      maxSearchVolume: m.maxSearchVolume,
      excludedKeywords: m.excludedKeywords,
      excludedPhrases: m.excludedPhrases,
      residueIncludedInMkl: m.residueIncludedInMkl,
    },
    oklSettings: settings.oklSettings,
  };
}

/** How a keyword is excluded: as itself alone (EXACT), or every keyword containing it (PHRASE). */
export type ExclusionMatch = 'exact' | 'phrase';

/** A keyword as exclusions keep it: trimmed, inner spaces collapsed, lower case. */
export function exclusionForm(keyword: string): string {
  const parsed = ExclusionText.safeParse(keyword);
  return parsed.success ? parsed.data : keyword;
}

/** The keywords, in exclusion form and without repeats, that the list does not hold yet. */
export function notExcluded(list: readonly string[], keywords: readonly string[]): string[] {
  const held = new Set(list);
  const added = new Set<string>();
  for (const keyword of keywords) {
    const form = exclusionForm(keyword);
    if (!held.has(form)) added.add(form);
  }
  return [...added];
}

/**
 * A niche's keyword list settings as the panel edits them: the draft is saved after a 1 s pause
 * (spec §4, §9), and the save answers the preview of what it changed; another screen's save
 * reloads them (the niche's channel).
 */
export function useKeywordSettings(nicheId: number, orgId: number, canManage: boolean) {
  const queryClient = useQueryClient();
  const key = endpointKey(e.keywordSettings, { params: { nicheId } });
  const saved = useEndpointQuery(e.keywordSettings, { params: { nicheId } });
  const [draft, setDraft] = useState<KeywordSettingsValues | null>(null);
  const [preview, setPreview] = useState<KeywordSettingsPreview | null>(null);
  const [paused] = useDebouncedValue(draft, KEYWORD_SETTINGS_LIMITS.pauseMs);
  const version = useRef(saved.data?.version ?? 0);
  version.current = saved.data?.version ?? version.current;

  const refreshNiches = useRefreshNiches();
  const save = useEndpointMutation(e.saveKeywordSettings, {
    request: (body: KeywordSettingsValues) => ({ params: { nicheId }, body }),
    onSuccess: ({ preview: changed, ...settings }) => {
      // The answer to an earlier save that arrives after a later one's changes nothing.
      if (settings.version < version.current) return;
      version.current = settings.version;
      setPreview(changed);
      queryClient.setQueryData(key, settings);
      void refreshNiches(orgId, [nicheId]);
    },
    onError: () => notifyErrorMessage(KEYWORD_SETTINGS_MESSAGES.saveFailed),
  });

  const issues = draft ? (KeywordSettingsBody.safeParse(draft).error?.issues ?? []) : [];
  const invalid = issues[0]?.message ?? null;
  /** Each refused field's message, by its path ('mklSettings.minRelevancy'). */
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.join('.')] ??= issue.message;

  useEffect(() => {
    if (!paused || !canManage || !KeywordSettingsBody.safeParse(paused).success) return;
    save.mutate(paused, { onSuccess: () => setDraft((d) => (d === paused ? null : d)) });
    // Only a new pause saves again.
  }, [paused]);

  useChannel(
    channels.niche,
    { nicheId },
    {
      'keyword-settings-saved': ({ version: savedVersion }) => {
        if (savedVersion <= version.current) return;
        void queryClient.invalidateQueries({ queryKey: key });
        void refreshNiches(orgId, [nicheId]);
        setDraft(null);
      },
      // Someone added or removed keywords by hand: the lists and figures are new.
      'keywords-edited': () => void refreshNiches(orgId, [nicheId]),
    },
  );

  const values = draft ?? (saved.data ? valuesOf(saved.data) : null);

  return {
    saved,
    values,
    canManage,
    change: setDraft,
    /**
     * Adds keywords of the grid to the exact (keyword) or phrase exclusions: a change like any
     * other, previewed and saved after the pause.
     */
    exclude: (match: ExclusionMatch, keywords: readonly string[]) => {
      if (!values) return;
      const field = match === 'exact' ? 'excludedKeywords' : 'excludedPhrases';
      const added = notExcluded(values.mklSettings[field], keywords);
      if (added.length === 0) return;
      setDraft({
        ...values,
        mklSettings: { ...values.mklSettings, [field]: [...values.mklSettings[field], ...added] },
      });
    },
    preview,
    invalid,
    errors,
    saving: save.isPending || (draft !== null && !invalid),
  };
}

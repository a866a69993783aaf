import { createContext, useContext, type ReactNode } from 'react';
import { useKeywordSettings } from './use-keyword-settings';

type KeywordSettingsState = ReturnType<typeof useKeywordSettings>;

const KeywordSettingsContext = createContext<KeywordSettingsState | null>(null);

/**
 * One niche's keyword list settings for everything on its MKL page: the settings panel edits
 * them, the keyword grid's context menu adds exclusions to the same draft, so both preview and
 * save one set of settings. Give it `key={nicheId}` so another niche starts afresh.
 */
export function KeywordSettingsProvider({
  nicheId,
  orgId,
  canManage,
  children,
}: {
  nicheId: number;
  /** The niche's organization, whose pipeline and niche list a save refreshes. */
  orgId: number;
  canManage: boolean;
  children: ReactNode;
}) {
  const state = useKeywordSettings(nicheId, orgId, canManage);
  return (
    <KeywordSettingsContext.Provider value={state}>{children}</KeywordSettingsContext.Provider>
  );
}

export function useKeywordSettingsContext(): KeywordSettingsState {
  const state = useContext(KeywordSettingsContext);
  if (!state) throw new Error('useKeywordSettingsContext needs a KeywordSettingsProvider');
  return state;
}

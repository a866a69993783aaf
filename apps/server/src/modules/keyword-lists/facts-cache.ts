import { createLru } from '../../lib/lru';
import type { KeywordFacts } from './keyword-lists.repository';

/** Dives whose keywords one process keeps (about 1.5 MB each for 1,000 keywords and 50 products). */
export const FACTS_CACHE_DIVES = 16;

/**
 * A dive's keyword figures change only by a hand edit, which moves the niche's keyword lists
 * version on (as does a dive that reapplies edits), so every process may keep the latest dives'
 * keywords in memory under `researchId:keywordListsVersion`, the most recently used first, and
 * preview or save settings without reading 1,000 rows of ranks again. The list each keyword is on
 * is not kept here. A settings save, which moves the version on without changing the figures, keeps
 * the keywords it sorted under the new version (`keep`).
 */
export function createFactsCache(
  load: (researchId: number) => Promise<KeywordFacts[]>,
  size = FACTS_CACHE_DIVES,
) {
  const kept = createLru<string, Promise<KeywordFacts[]>>({ max: size });
  const read = (researchId: number, version: number): Promise<KeywordFacts[]> => {
    const key = `${researchId}:${version}`;
    const found = kept.get(key);
    if (found) return found;
    const rows = load(researchId);
    rows.catch(() => kept.delete(key));
    kept.set(key, rows);
    return rows;
  };
  /** Keeps a dive's keywords as they are at `version`, read or held by the caller. */
  const keep = (researchId: number, version: number, rows: KeywordFacts[]): void =>
    kept.set(`${researchId}:${version}`, Promise.resolve(rows));
  return Object.assign(read, { keep });
}

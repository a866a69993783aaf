import { createLru } from '../../lib/lru';
import type { KeywordFacts } from './keyword-lists.repository';

/** Dives whose keywords one process keeps (about 1.5 MB each for 1,000 keywords and 50 products). */
export const FACTS_CACHE_DIVES = 16;

/**
 * A dive's keyword figures never change once saved (only the list each keyword is on does, and
 * that is not kept here), so every process may keep the latest dives' in memory, the most
 * recently used first, and preview or save settings without reading 1,000 rows of ranks again.
 * A hand edit adds or removes rows: the process that made it forgets the dive (`forget`), and
 * a save checks the count of rows it computed from (keyword-lists.repository `save`).
 */
export function createFactsCache(
  load: (researchId: number) => Promise<KeywordFacts[]>,
  size = FACTS_CACHE_DIVES,
) {
  const kept = createLru<number, Promise<KeywordFacts[]>>({ max: size });
  const read = (researchId: number): Promise<KeywordFacts[]> => {
    const found = kept.get(researchId);
    if (found) return found;
    const rows = load(researchId);
    rows.catch(() => kept.delete(researchId));
    kept.set(researchId, rows);
    return rows;
  };
  return Object.assign(read, { forget: (researchId: number) => void kept.delete(researchId) });
}

import { randomUUID } from 'node:crypto';
import { KEYWORD_GROUP_MESSAGES as M, type SpellingGroupsResponse } from '@fathom/contract';
import {
  keywordRoots,
  splitGroupKey,
  spellingGroups,
  type KeywordRoots,
  type VolumeKeyword,
} from '@fathom/contract/keywords';
import { invalid } from '../../lib/errors';
import { createLru } from '../../lib/lru';
import type { Niche } from '../niches/niches.service';
import type { KeywordAnalysisRepository } from './keyword-analysis.repository';

/** Visible lists (and their roots) one process keeps: a list only changes with a new version. */
export const ANALYSIS_CACHE_LISTS = 32;

type ListedNiche = Pick<Niche, 'id' | 'latestResearchId' | 'keywordListsVersion' | 'marketplace'>;

/** The niche's marketplace, whose language its keywords are stemmed in. */
const tldOf = (niche: ListedNiche) => niche.marketplace;

interface Listed {
  keywords: VolumeKeyword[];
  roots?: KeywordRoots;
}

/**
 * The roots and normalizer pages: a niche's visible keyword list collapsed into normalized roots
 * (docs/metrics.md "Keyword roots") and grouped by spelling with the users' splits and merges
 * ("Keyword spellings").
 */
export function createKeywordAnalysisService({ repo }: { repo: KeywordAnalysisRepository }) {
  const lists = createLru<string, Promise<Listed>>({ max: ANALYSIS_CACHE_LISTS });

  function visible(niche: ListedNiche): Promise<Listed> {
    const researchId = niche.latestResearchId;
    if (researchId === null) return Promise.resolve({ keywords: [] });
    const key = `${researchId}:${niche.keywordListsVersion}`;
    const found = lists.get(key);
    if (found) return found;
    const loaded = repo.visibleKeywords(researchId).then((keywords) => ({ keywords }));
    loaded.catch(() => lists.delete(key));
    lists.set(key, loaded);
    return loaded;
  }

  async function groups(niche: Niche): Promise<SpellingGroupsResponse> {
    const [{ keywords }, decisions] = await Promise.all([visible(niche), repo.decisions(niche)]);
    return {
      keywordCount: keywords.length,
      groups: spellingGroups(keywords, decisions, tldOf(niche)),
    };
  }

  return {
    /**
     * The visible list of a dive at a keyword lists version, as the save or edit that made it
     * computed it: the first roots or normalizer answer after a change need not read it back.
     */
    remember(researchId: number, version: number, keywords: VolumeKeyword[]): void {
      lists.set(`${researchId}:${version}`, Promise.resolve({ keywords }));
    },

    async roots(niche: ListedNiche): Promise<KeywordRoots> {
      const listed = await visible(niche);
      listed.roots ??= keywordRoots(listed.keywords, tldOf(niche));
      return listed.roots;
    },

    groups,

    /** Joins the groups these keywords are in into one, kept under a new key. */
    async merge(niche: Niche, userId: string, keywords: string[]) {
      const current = await groups(niche);
      const chosen = new Set<SpellingGroupsResponse['groups'][number]>();
      for (const keyword of keywords) {
        const group = current.groups.find((g) => g.keywords.some((k) => k.keyword === keyword));
        if (!group) throw invalid(`${M.notInList}: ${keyword}`);
        chosen.add(group);
      }
      if (chosen.size < 2) throw invalid(M.sameGroup);
      const members = [...chosen].flatMap((g) => g.keywords.map((k) => k.keyword));
      await repo.place(niche, userId, members, `merge:${randomUUID()}`);
      return groups(niche);
    },

    /** Takes a keyword out of its group. */
    async split(niche: Niche, userId: string, keyword: string) {
      const current = await groups(niche);
      const group = current.groups.find((g) => g.keywords.some((k) => k.keyword === keyword));
      if (!group) throw invalid(M.notInList);
      if (group.keywords.length < 2) throw invalid(M.alone);
      await repo.place(niche, userId, [keyword], splitGroupKey(keyword));
      return groups(niche);
    },

    async reset(niche: Niche) {
      await repo.forget(niche);
      return groups(niche);
    },
  };
}

export type KeywordAnalysisService = ReturnType<typeof createKeywordAnalysisService>;

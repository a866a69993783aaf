import {
  channels,
  DEFAULT_KEYWORD_SETTINGS,
  type KeywordSettings,
  type KeywordSettingsPreview,
  type KeywordSettingsValues,
} from '@fathom/contract';
import type { Publisher } from '../../realtime/publisher';
import type { Niche } from '../niches/niches.service';
import { preview, recompute, withExclusionFigures } from './domain/settings';
import { createFactsCache } from './facts-cache';
import type { KeywordListsRepository } from './keyword-lists.repository';

export interface KeywordListsDeps {
  repo: KeywordListsRepository;
  publisher: Pick<Publisher, 'publish'>;
}

/**
 * A niche's MKL and OKL settings: read, previewed and saved. Saving recomputes the niche's visible
 * list and figures (docs/metrics.md "Keyword list settings") and tells the niche's open screens.
 */
export function createKeywordListsService({ repo, publisher }: KeywordListsDeps) {
  const keywords = createFactsCache(repo.keywords);
  const latest = (niche: Pick<Niche, 'latestResearchId'>) =>
    niche.latestResearchId === null ? Promise.resolve([]) : keywords(niche.latestResearchId);

  async function answer(
    niche: Pick<Niche, 'id' | 'latestResearchId'>,
    saved: { settings: KeywordSettingsValues; updatedAt: Date } | null,
    version: number,
  ): Promise<KeywordSettings> {
    const settings = saved?.settings ?? DEFAULT_KEYWORD_SETTINGS;
    const [facts, original] = await Promise.all([
      settings.mklSettings.excludedPhrases.length || settings.mklSettings.excludedKeywords.length
        ? latest(niche)
        : Promise.resolve([]),
      repo.originalMklCount(niche.latestResearchId),
    ]);
    return {
      mklSettings: withExclusionFigures(settings, facts),
      oklSettings: settings.oklSettings,
      originalMklKeywordsCount: original,
      version,
      updatedAt: saved?.updatedAt.toISOString() ?? null,
    };
  }

  return {
    async get(niche: Niche): Promise<KeywordSettings> {
      return answer(niche, await repo.settings(niche.id), niche.keywordListsVersion);
    },

    async preview(niche: Niche, settings: KeywordSettingsValues): Promise<KeywordSettingsPreview> {
      const [rows, saved] = await Promise.all([latest(niche), repo.settings(niche.id)]);
      return preview(rows, saved?.settings ?? DEFAULT_KEYWORD_SETTINGS, settings);
    },

    async save(
      niche: Niche,
      userId: string,
      settings: KeywordSettingsValues,
    ): Promise<KeywordSettings> {
      const researchId = niche.latestResearchId;
      const known = researchId === null ? null : { researchId, rows: await keywords(researchId) };
      const saved = await repo.save(
        niche.id,
        userId,
        settings,
        (rows, competitors) => recompute(rows, competitors, settings),
        known,
      );
      await publisher.publish(channels.niche, { nicheId: niche.id }, 'keyword-settings-saved', {
        nicheId: niche.id,
        version: saved.version,
      });
      return answer(niche, { settings, updatedAt: saved.updatedAt }, saved.version);
    },
  };
}

export type KeywordListsService = ReturnType<typeof createKeywordListsService>;

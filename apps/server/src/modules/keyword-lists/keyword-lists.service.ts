import {
  channels,
  DEFAULT_KEYWORD_SETTINGS,
  MANUAL_KEYWORD_MESSAGES,
  type ManualKeywordsResult,
  type KeywordSettings,
  type KeywordSettingsPreview,
  type KeywordSettingsValues,
  type VolumeKeyword,
} from '@fathom/contract';
import type { MarketDataProvider } from '@fathom/market';
import { conflict, invalid } from '../../lib/errors';
import type { Publisher } from '../../realtime/publisher';
import type { Niche } from '../niches/niches.service';
import type { ManualRow } from './domain/manual';
import { readMarket } from './manual-market';
import { preview, recompute, withExclusionFigures } from './domain/settings';
import { createFactsCache } from './facts-cache';
import type { Compute, KeywordListsRepository } from './keyword-lists.repository';
import type { KeywordAnalysisService } from './keyword-analysis.service';

export interface KeywordListsDeps {
  repo: KeywordListsRepository;
  publisher: Pick<Publisher, 'publish'>;
  market: MarketDataProvider;
  /** The roots and normalizer pages, told the visible list a save or an edit made. */
  analysis?: Pick<KeywordAnalysisService, 'remember'>;
}

/**
 * The lists and figures under the settings, keeping the visible list (keyword and search volume)
 * the computation made, so the roots and normalizer pages need not read it back.
 */
function computing(settings: KeywordSettingsValues) {
  let made: VolumeKeyword[] | null = null;
  const compute: Compute = (rows, competitors) => {
    const result = recompute(rows, competitors, settings);
    const volumes = new Map(rows.map((r) => [r.keyword, r.searchVolume]));
    made = result.lists
      .filter((r) => r.list === 'mkl')
      .map((r) => ({ keyword: r.keyword, searchVolume: volumes.get(r.keyword) ?? 0 }));
    return result;
  };
  return { compute, made: () => made };
}

/**
 * A niche's MKL and OKL settings: read, previewed and saved. Saving recomputes the niche's visible
 * list and figures (docs/metrics.md "Keyword list settings") and tells the niche's open screens.
 */
export function createKeywordListsService({ repo, publisher, market, analysis }: KeywordListsDeps) {
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

  const remember = (researchId: number | null, version: number, made: VolumeKeyword[] | null) => {
    if (researchId !== null && made) analysis?.remember(researchId, version, made);
  };

  /** A hand edit of the latest dive's keywords, stored and announced like a settings save. */
  async function edit(
    niche: Niche,
    userId: string,
    asked: number,
    change: { add: ManualRow[] } | { remove: string[] },
  ): Promise<ManualKeywordsResult> {
    const researchId = niche.latestResearchId!;
    let made: () => VolumeKeyword[] | null = () => null;
    const done = await repo.edit(niche.id, userId, researchId, change, (settings) => {
      const run = computing(settings);
      made = run.made;
      return run.compute;
    });
    keywords.forget(researchId);
    if (!done) throw conflict('A new dive of the niche landed: try again');
    remember(researchId, done.version, made());
    await publisher.publish(channels.niche, { nicheId: niche.id }, 'keywords-edited', {
      nicheId: niche.id,
      version: done.version,
    });
    return { changed: done.changed, skipped: asked - done.changed, version: done.version };
  }

  return {
    /**
     * Adds keywords by hand to the master list, with their search volume and every competitor's
     * rank read from the market for the niche's marketplace. Keywords the dive holds already, and
     * repeats, are skipped.
     */
    async addKeywords(
      niche: Niche,
      userId: string,
      terms: string[],
    ): Promise<ManualKeywordsResult> {
      const researchId = niche.latestResearchId;
      if (researchId === null) throw invalid(MANUAL_KEYWORD_MESSAGES.noDive);
      const held = new Set((await keywords(researchId)).map((k) => k.keyword));
      const fresh = [...new Set(terms)].filter((t) => !held.has(t));
      const rows = fresh.length
        ? await readMarket(market, niche, await repo.competitorAsins(researchId), fresh)
        : [];
      return edit(niche, userId, terms.length, { add: rows });
    },

    /** Removes keywords, added by hand or by the dive, from the niche's lists. */
    async removeKeywords(
      niche: Niche,
      userId: string,
      terms: string[],
    ): Promise<ManualKeywordsResult> {
      if (niche.latestResearchId === null) throw invalid(MANUAL_KEYWORD_MESSAGES.noDive);
      return edit(niche, userId, terms.length, { remove: [...new Set(terms)] });
    },

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
      const run = computing(settings);
      const saved = await repo.save(niche.id, userId, settings, run.compute, known);
      remember(saved.researchId, saved.version, run.made());
      await publisher.publish(channels.niche, { nicheId: niche.id }, 'keyword-settings-saved', {
        nicheId: niche.id,
        version: saved.version,
      });
      return answer(niche, { settings, updatedAt: saved.updatedAt }, saved.version);
    },
  };
}

export type KeywordListsService = ReturnType<typeof createKeywordListsService>;

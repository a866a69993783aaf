import {
  channels,
  DEFAULT_KEYWORD_SETTINGS,
  MANUAL_KEYWORD_MESSAGES,
  type ManualKeywordsResult,
  type KeywordSettings,
  type KeywordSettingsPreview,
  type KeywordSettingsValues,
  type SavedKeywordSettings,
} from '@fathom/contract';
import type { VolumeKeyword } from '@fathom/contract/keywords';
import type { MarketDataProvider } from '@fathom/market';
import { conflict, invalid } from '../../lib/errors';
import type { Publisher } from '../../realtime/publisher';
import type { Niche } from '../niches/niches.service';
import type { UnitOfWork } from '../unit-of-work';
import type { ManualRow } from './domain/manual';
import { readMarket } from './manual-market';
import { preview, recompute, withExclusionFigures } from './domain/settings';
import { createFactsCache } from './facts-cache';
import type { Figures, KeywordFacts, KeywordListsRepository } from './keyword-lists.repository';
import type { KeywordAnalysisService } from './keyword-analysis.service';

export interface KeywordListsDeps {
  repo: KeywordListsRepository;
  work: UnitOfWork;
  publisher: Pick<Publisher, 'publish'>;
  market: MarketDataProvider;
  /** The roots and normalizer pages, told the visible list a save or an edit made. */
  analysis?: Pick<KeywordAnalysisService, 'remember'>;
}

/**
 * Sorts a dive's keywords into lists under the settings and sets its products' strengths, on the
 * unit of work's repository (`rows`: the dive's keywords when the caller holds them). Answers the
 * niche's figures and the visible list (keyword and search volume) it made, so the roots and
 * normalizer pages need not read it back.
 */
async function relist(
  repo: KeywordListsRepository,
  researchId: number | null,
  settings: KeywordSettingsValues,
  rows?: KeywordFacts[],
): Promise<{ figures: Figures; made: VolumeKeyword[] | null }> {
  if (researchId === null) return { figures: {}, made: null };
  const facts = rows ?? (await repo.keywords(researchId));
  const before = await repo.listing(researchId);
  const result = recompute(facts, before.competitors, settings);
  await repo.relist(before, result);
  const volumes = new Map(facts.map((r) => [r.keyword, r.searchVolume]));
  const made = result.lists
    .filter((r) => r.list === 'mkl')
    .map((r) => ({ keyword: r.keyword, searchVolume: volumes.get(r.keyword) ?? 0 }));
  return { figures: result.figures, made };
}

/**
 * After a dive, in its unit of work (`repo`): the niche's hand edits applied to the new dive
 * (`added`: the hand-added keywords the dive did not find, read from the market before), then its
 * saved settings sort the dive's keywords and make its figures, as a save would. False when the
 * niche has neither edits nor settings.
 */
export async function reapplyKeywordLists(
  repo: KeywordListsRepository,
  nicheId: number,
  added: ManualRow[] = [],
): Promise<boolean> {
  const edited = await repo.reapplyEdits(nicheId, added);
  const saved = await repo.reapplying(nicheId);
  if (!saved || (!saved.settings && !edited)) return false;
  const { figures } = await relist(
    repo,
    saved.researchId,
    saved.settings ?? DEFAULT_KEYWORD_SETTINGS,
  );
  await repo.reappliedFigures(nicheId, figures);
  return true;
}

/**
 * A niche's MKL and OKL settings: read, previewed and saved. Saving recomputes the niche's visible
 * list and figures (docs/metrics.md "Keyword list settings") and tells the niche's open screens.
 */
export function createKeywordListsService({
  repo,
  work,
  publisher,
  market,
  analysis,
}: KeywordListsDeps) {
  const keywords = createFactsCache(repo.keywords);
  const latest = (niche: Pick<Niche, 'latestResearchId' | 'keywordListsVersion'>) =>
    niche.latestResearchId === null
      ? Promise.resolve([])
      : keywords(niche.latestResearchId, niche.keywordListsVersion);

  async function answer(
    niche: Niche,
    saved: { settings: KeywordSettingsValues; updatedAt: Date } | null,
    version: number,
  ): Promise<KeywordSettings> {
    const settings = saved?.settings ?? DEFAULT_KEYWORD_SETTINGS;
    const [facts, original] = await Promise.all([
      settings.mklSettings.excludedPhrases.length || settings.mklSettings.excludedKeywords.length
        ? latest(niche)
        : Promise.resolve([]),
      repo.originalMklCount(niche),
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
    // The niche row is locked first, as a settings save does; null when another dive landed
    // meanwhile (the caller read an older one).
    const done = await work.run(async ({ keywordLists: tx }) => {
      if ((await tx.lock(niche)).researchId !== researchId) return null;
      const changed = await tx.editKeywords(niche, userId, researchId, change);
      const saved = await tx.settings(niche);
      const { figures, made } = await relist(
        tx,
        researchId,
        saved?.settings ?? DEFAULT_KEYWORD_SETTINGS,
      );
      return { changed, made, version: await tx.saveFigures(niche, figures) };
    });
    if (!done) throw conflict('A new dive of the niche landed: try again');
    remember(researchId, done.version, done.made);
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
      const held = new Set((await latest(niche)).map((k) => k.keyword));
      const fresh = [...new Set(terms)].filter((t) => !held.has(t));
      const rows = fresh.length
        ? await readMarket(market, niche, await repo.competitorAsins(niche), fresh)
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
      return answer(niche, await repo.settings(niche), niche.keywordListsVersion);
    },

    async preview(niche: Niche, settings: KeywordSettingsValues): Promise<KeywordSettingsPreview> {
      const [rows, saved] = await Promise.all([latest(niche), repo.settings(niche)]);
      return preview(rows, saved?.settings ?? DEFAULT_KEYWORD_SETTINGS, settings);
    },

    /** Saves the settings; answers them with the preview of what they changed. */
    async save(
      niche: Niche,
      userId: string,
      settings: KeywordSettingsValues,
    ): Promise<SavedKeywordSettings> {
      const known = await latest(niche);
      // The niche row is locked first, so of two saves the later one is what stays, whole.
      const saved = await work.run(async ({ keywordLists: tx }) => {
        const { researchId, version } = await tx.lock(niche);
        const before = (await tx.settings(niche))?.settings ?? DEFAULT_KEYWORD_SETTINGS;
        const updatedAt = await tx.saveSettings(niche, userId, settings);
        // The keywords read before the lock hold while the niche's lists version has not moved.
        const fresh =
          researchId === niche.latestResearchId && version === niche.keywordListsVersion;
        const rows = researchId === null ? [] : fresh ? known : await tx.keywords(researchId);
        const { figures, made } = await relist(tx, researchId, settings, rows);
        const stored = await tx.saveFigures(niche, figures);
        return { researchId, rows, before, made, updatedAt, version: stored };
      });
      remember(saved.researchId, saved.version, saved.made);
      await publisher.publish(channels.niche, { nicheId: niche.id }, 'keyword-settings-saved', {
        nicheId: niche.id,
        version: saved.version,
      });
      return {
        ...(await answer(niche, { settings, updatedAt: saved.updatedAt }, saved.version)),
        preview: preview(saved.rows, saved.before, settings),
      };
    },
  };
}

export type KeywordListsService = ReturnType<typeof createKeywordListsService>;

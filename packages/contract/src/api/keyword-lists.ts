import { z } from 'zod';
import { hasControlCharacters, INT32_MAX, userText } from './bounds';
import { defineEndpoint } from './endpoint';
import { NicheParams } from './dives';

/**
 * A niche's keyword list settings (spec: niche-pipeline §2 "Keyword list settings", §3 "MKL
 * settings", "OKL settings", §4, §7 `niche_settings`, §8 "Settings save"): which keywords of the
 * latest dive make the master keyword list (MKL), which are outliers (OKL), and which keywords and
 * phrases are excluded. Saving them recomputes the niche's visible list and its figures.
 */
export const KEYWORD_SETTINGS_LIMITS = {
  /** Excluded keywords, and excluded phrases, one niche keeps (each list). */
  exclusionsMax: 1000,
  /** Characters of one excluded keyword or phrase. */
  exclusionLengthMax: 200,
  /** Words an outlier may be asked to have at least. */
  wordsMax: 20,
  /** Ranks are 1 to 100; 101 and beyond is "not ranked". */
  rankMax: 100,
  /** The pause before a change is saved, and before its preview is asked (spec §9). */
  pauseMs: 1000,
  /**
   * Bytes of a settings body the server reads. The largest valid body (2,000 exclusions of 200
   * characters, three bytes each in UTF-8 for the Japanese marketplace) is above the server's
   * 1 MiB default, and an exclusion of a megabyte must be refused with its own message (400)
   * rather than for its size: 4 MiB holds both.
   */
  bodyBytesMax: 4 * 1024 * 1024,
} as const;

export const KEYWORD_SETTINGS_MESSAGES = {
  /** The toast when saving fails (spec §8). */
  saveFailed: 'Failed to update niche settings please try again!',
  relevancy: 'must be a number from 0 to 1',
  searchVolume: `must be a whole number from 0 to ${INT32_MAX}`,
  minAboveMax: 'Min search volume cannot be above max search volume',
  rank: `must be a whole number from 1 to ${KEYWORD_SETTINGS_LIMITS.rankMax}`,
  words: `must be a whole number from 1 to ${KEYWORD_SETTINGS_LIMITS.wordsMax}`,
  tooManyExclusions: `At most ${KEYWORD_SETTINGS_LIMITS.exclusionsMax} exclusions`,
  exclusionEmpty: 'An exclusion cannot be empty',
  exclusionTooLong: `An exclusion must be at most ${KEYWORD_SETTINGS_LIMITS.exclusionLengthMax} characters`,
  exclusionControl: 'An exclusion cannot contain control characters',
} as const;

const M = KEYWORD_SETTINGS_MESSAGES;

const Relevancy = z.number({ error: M.relevancy }).min(0, M.relevancy).max(1, M.relevancy);
const SearchVolume = z
  .number({ error: M.searchVolume })
  .int(M.searchVolume)
  .min(0, M.searchVolume)
  .max(INT32_MAX, M.searchVolume);

/**
 * An excluded keyword or phrase as the user typed it: trimmed, inner spaces collapsed, lower case
 * (keywords are matched without regard to case or spacing).
 */
export const ExclusionText = z
  .string({ error: M.exclusionEmpty })
  .max(KEYWORD_SETTINGS_LIMITS.exclusionLengthMax * 4, M.exclusionTooLong)
  .refine((s) => !hasControlCharacters(s), M.exclusionControl)
  .transform((s) => s.trim().replace(/\s+/g, ' ').toLowerCase())
  .pipe(
    userText(KEYWORD_SETTINGS_LIMITS.exclusionLengthMax, {
      required: M.exclusionEmpty,
      tooLong: M.exclusionTooLong,
    }),
  );

const exclusionList = z
  .array(ExclusionText)
  .max(KEYWORD_SETTINGS_LIMITS.exclusionsMax, M.tooManyExclusions)
  .transform((list) => [...new Set(list)]);

/** MKL settings as a client sends them. Payload names of the exclusions: spec §3. */
export const MklSettingsInput = z
  .object({
    sortBySearchVolume: z.boolean(),
    minRelevancy: Relevancy,
    minSearchVolume: SearchVolume,
    maxSearchVolume: SearchVolume.nullable(),
    excludedKeywords: exclusionList,
    excludedPhrases: exclusionList,
    residueIncludedInMkl: z.boolean(),
  })
  .strict()
  .refine((s) => s.maxSearchVolume === null || s.minSearchVolume <= s.maxSearchVolume, {
    message: M.minAboveMax,
    path: ['minSearchVolume'],
  });

/** OKL settings; the defaults are the spec's (0.3, 30, 1, 2000). */
export const OklSettingsInput = z
  .object({
    outlierSortBySearchVolume: z.boolean(),
    outlierMaxRelevancy: Relevancy,
    outlierMaxRank: z
      .number({ error: M.rank })
      .int(M.rank)
      .min(1, M.rank)
      .max(KEYWORD_SETTINGS_LIMITS.rankMax, M.rank),
    outlierMinNumberWords: z
      .number({ error: M.words })
      .int(M.words)
      .min(1, M.words)
      .max(KEYWORD_SETTINGS_LIMITS.wordsMax, M.words),
    outlierMinSearchVolume: SearchVolume,
    /** Outliers are shown in the MKL too. */
    keywordsIncludedInMkl: z.boolean(),
  })
  .strict();

export const KeywordSettingsBody = z
  .object({ mklSettings: MklSettingsInput, oklSettings: OklSettingsInput })
  .strict();
export type KeywordSettingsBody = z.input<typeof KeywordSettingsBody>;
export type KeywordSettingsValues = z.output<typeof KeywordSettingsBody>;

const Count = z.number().int();

/** What the settings hide or keep: how many keywords and how much search volume. */
export const KeywordVolume = z.object({ keywords: Count, searchVolume: Count });
export type KeywordVolume = z.infer<typeof KeywordVolume>;

/** MKL settings as stored, with what each exclusion hides in the latest dive (spec §3). */
export const MklSettings = z.object({
  sortBySearchVolume: z.boolean(),
  minRelevancy: z.number(),
  minSearchVolume: Count,
  maxSearchVolume: Count.nullable(),
  excludedKeywords: z.array(z.string()),
  excludedPhrases: z.array(z.string()),
  keywordExclusions: z.array(z.object({ keyword: z.string(), searchVolume: Count })),
  phraseExclusions: z.array(
    z.object({ phrase: z.string(), searchVolume: Count, keywordsCount: Count }),
  ),
  totalPhraseExclusionSearchVolume: Count,
  totalPhraseExclusionKeywordsCount: Count,
  residueIncludedInMkl: z.boolean(),
});
export type MklSettings = z.infer<typeof MklSettings>;

export const OklSettings = OklSettingsInput;
export type OklSettings = z.infer<typeof OklSettings>;

/** A niche's settings until someone saves them: the dive's own lists (spec §3 defaults). */
export const DEFAULT_KEYWORD_SETTINGS: KeywordSettingsValues = {
  mklSettings: {
    sortBySearchVolume: true,
    minRelevancy: 0.3,
    minSearchVolume: 0,
    maxSearchVolume: null,
    excludedKeywords: [],
    excludedPhrases: [],
    residueIncludedInMkl: false,
  },
  oklSettings: {
    outlierSortBySearchVolume: true,
    outlierMaxRelevancy: 0.3,
    outlierMaxRank: 30,
    outlierMinNumberWords: 1,
    outlierMinSearchVolume: 2000,
    keywordsIncludedInMkl: false,
  },
};

export const KeywordSettings = z.object({
  mklSettings: MklSettings,
  oklSettings: OklSettings,
  /** The master list's size as the latest dive made it, before any setting. */
  originalMklKeywordsCount: Count,
  /** Moves on with every save: a screen holding an older one reloads. */
  version: Count,
  updatedAt: z.string().nullable(),
});
export type KeywordSettings = z.infer<typeof KeywordSettings>;

/** What saving the settings would change in the visible list (the MKL), without saving. */
export const KeywordSettingsPreview = z.object({
  /** Every keyword of the latest dive. */
  total: KeywordVolume,
  /** The visible list as saved now. */
  current: KeywordVolume,
  /** The visible list with the previewed settings. */
  visible: KeywordVolume,
  /** Keywords of the latest dive the previewed settings leave out of the visible list. */
  hidden: KeywordVolume,
  /** Keywords the change would add to the visible list, and take out of it. */
  shown: KeywordVolume,
  removed: KeywordVolume,
});
export type KeywordSettingsPreview = z.infer<typeof KeywordSettingsPreview>;

/** A save's answer: the settings as saved, and what they changed in the visible list. */
export const SavedKeywordSettings = KeywordSettings.extend({
  /** The visible list as the settings saved before left it (`current`) and as it is now. */
  preview: KeywordSettingsPreview,
});
export type SavedKeywordSettings = z.infer<typeof SavedKeywordSettings>;

export const keywordListEndpoints = {
  keywordSettings: defineEndpoint({
    action: 'niche.view',
    method: 'GET',
    path: '/api/niches/:nicheId/keyword-settings',
    summary: "The niche's MKL and OKL settings, with originalMklKeywordsCount",
    params: NicheParams,
    response: KeywordSettings,
  }),
  saveKeywordSettings: defineEndpoint({
    action: 'niche.manage',
    method: 'PUT',
    path: '/api/niches/:nicheId/keyword-settings',
    summary:
      "Save the niche's MKL and OKL settings and recompute its visible keyword list and figures (the later save wins); answers them with the preview of the change",
    params: NicheParams,
    body: KeywordSettingsBody,
    bodyLimit: KEYWORD_SETTINGS_LIMITS.bodyBytesMax,
    response: SavedKeywordSettings,
  }),
  previewKeywordSettings: defineEndpoint({
    action: 'niche.view',
    method: 'POST',
    path: '/api/niches/:nicheId/keyword-settings/preview',
    summary: 'How many keywords and how much search volume settings would keep or hide, unsaved',
    params: NicheParams,
    body: KeywordSettingsBody,
    bodyLimit: KEYWORD_SETTINGS_LIMITS.bodyBytesMax,
    response: KeywordSettingsPreview,
  }),
};

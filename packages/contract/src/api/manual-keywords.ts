import { z } from 'zod';
import { hasControlCharacters, userText } from './bounds';
import { defineEndpoint } from './endpoint';
import { NicheParams } from './dives';

/**
 * A hand-edited master keyword list: keywords added by hand (their search volume and every
 * competitor's rank read from the market for the niche's marketplace, marked Manual) and keywords
 * removed, both kept across Dive Again (docs/decisions/niche-dive.md "Hand-edited MKL").
 */
export const MANUAL_KEYWORD_LIMITS = {
  /** Keywords one request adds or removes. */
  termsMax: 500,
  /** Characters of one keyword, after trimming. */
  termLengthMax: 200,
} as const;

export const MANUAL_KEYWORD_MESSAGES = {
  none: 'Enter at least one keyword',
  tooMany: `At most ${MANUAL_KEYWORD_LIMITS.termsMax} keywords at once`,
  empty: 'A keyword cannot be empty',
  tooLong: `A keyword must be at most ${MANUAL_KEYWORD_LIMITS.termLengthMax} characters`,
  control: 'A keyword cannot contain control characters',
  noDive: 'The niche has no dive yet: dive it first',
} as const;

const M = MANUAL_KEYWORD_MESSAGES;

/** A keyword as lists keep it: trimmed, inner spaces collapsed, lower case. */
export const ManualKeyword = z
  .string({ error: M.empty })
  .max(MANUAL_KEYWORD_LIMITS.termLengthMax * 4, M.tooLong)
  .refine((s) => !hasControlCharacters(s), M.control)
  .transform((s) => s.trim().replace(/\s+/g, ' ').toLowerCase())
  .pipe(userText(MANUAL_KEYWORD_LIMITS.termLengthMax, { required: M.empty, tooLong: M.tooLong }));

export const ManualKeywordsBody = z
  .object({
    keywords: z
      .array(ManualKeyword, { error: M.none })
      .min(1, M.none)
      .max(MANUAL_KEYWORD_LIMITS.termsMax, M.tooMany),
  })
  .strict();
export type ManualKeywordsBody = z.input<typeof ManualKeywordsBody>;

/** What an edit did: keywords added (or removed), and those skipped (repeated, or already so). */
export const ManualKeywordsResult = z.object({
  changed: z.number().int(),
  skipped: z.number().int(),
  /** Moves on with the edit, like a settings save. */
  version: z.number().int(),
});
export type ManualKeywordsResult = z.infer<typeof ManualKeywordsResult>;

/**
 * The text of a textarea or a spreadsheet paste as keywords: one a line, the first column of
 * tab-separated cells, surrounding quotes dropped, blank lines left out.
 */
export function parseKeywordLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) =>
      (line.split('\t')[0] ?? '')
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim(),
    )
    .filter((line) => line !== '');
}

export const manualKeywordEndpoints = {
  addKeywords: defineEndpoint({
    action: 'niche.manage',
    method: 'POST',
    path: '/api/niches/:nicheId/keywords/manual',
    summary:
      "Add keywords by hand to the niche's master keyword list, with their search volume and ranks read from the market",
    params: NicheParams,
    body: ManualKeywordsBody,
    response: ManualKeywordsResult,
  }),
  removeKeywords: defineEndpoint({
    action: 'niche.manage',
    method: 'POST',
    path: '/api/niches/:nicheId/keywords/remove',
    summary: "Remove keywords (added by hand or by a dive) from the niche's keyword lists",
    params: NicheParams,
    body: ManualKeywordsBody,
    response: ManualKeywordsResult,
  }),
};

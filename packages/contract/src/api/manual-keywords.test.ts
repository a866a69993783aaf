import { describe, expect, it } from 'vitest';
import { ManualKeywordsBody, MANUAL_KEYWORD_MESSAGES, parseKeywordLines } from './manual-keywords';

describe('keywords added by hand', () => {
  it('takes one keyword a line, or the first column of cells pasted from a spreadsheet', () => {
    expect(
      parseKeywordLines('garlic press\t1200\t"x"\r\n\n  "garlic, crusher"\t9\nmincer'),
    ).toEqual(['garlic press', 'garlic, crusher', 'mincer']);
  });

  it('keeps keywords lower case with spaces collapsed, within bounds', () => {
    expect(ManualKeywordsBody.parse({ keywords: ['  Garlic   PRESS '] }).keywords).toEqual([
      'garlic press',
    ]);
    const tooLong = ManualKeywordsBody.safeParse({ keywords: ['x'.repeat(201)] });
    expect(tooLong.error?.issues[0]?.message).toBe(MANUAL_KEYWORD_MESSAGES.tooLong);
  });
});

import { describe, expect, it } from 'vitest';
import {
  Asin,
  asinList,
  Id,
  IdNumber,
  INT32_MAX,
  nameField,
  PersonName,
  UserId,
  userText,
} from './bounds';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('shared bounds', () => {
  it('takes ids from 1 to 2^31-1 and refuses everything else', () => {
    expect(Id.parse('1')).toBe(1);
    expect(Id.parse(String(INT32_MAX))).toBe(INT32_MAX);
    const lenient = ['0x3', '1e3', ' 3', '3 ', '+3', '03', '3.0', '0b11', '٣'];
    for (const bad of ['0', '-1', '2147483648', '1.5', 'abc', '', '9007199254740993', ...lenient]) {
      expect(messages(Id.safeParse(bad))).toContain('must be a whole number from 1 to 2147483647');
    }
    expect(IdNumber.safeParse('12').success).toBe(false);
    expect(IdNumber.safeParse(2 ** 31).success).toBe(false);
  });

  it('takes ASINs in their format, trimmed and upper-cased', () => {
    expect(Asin.parse(' b0abcdefgh ')).toBe('B0ABCDEFGH');
    expect(Asin.parse('123456789X')).toBe('123456789X');
    for (const bad of ['', 'B0ABC', 'B0ABCDEFGHI', 'B0ABCDE\u0000GH', 'A'.repeat(1_000_000)])
      expect(Asin.safeParse(bad).success).toBe(false);
    expect(messages(asinList(2).safeParse(['B0ABCDEFGH', 'B0ABCDEFGJ', 'B0ABCDEFGK']))).toEqual([
      'At most 2 ASINs',
    ]);
  });

  it('refuses control characters and unpaired surrogates in names', () => {
    const name = nameField('Space');
    expect(name.parse('  Küche 🍳 ')).toBe('Küche 🍳');
    for (const bad of ['a\u0000b', 'tab\there', 'line\nbreak', '\u001b[31m', 'x\u0085', '\ud800'])
      expect(messages(name.safeParse(bad))).toEqual([
        'Space name cannot contain control characters',
      ]);
    expect(messages(name.safeParse('x'.repeat(256)))).toEqual([
      'Space name should be less than 256 characters',
    ]);
  });

  it('refuses names that read in another order or show nothing', () => {
    const name = nameField('Space');
    for (const bidi of ['\u202Egnp.exe', 'a\u202Ab', 'a\u202Cb', 'a\u2066b\u2069', 'x\u2068y'])
      expect(messages(name.safeParse(bidi))).toEqual([
        'Space name cannot contain control characters',
      ]);
    for (const blank of ['\u200B', '\u200B\u200C\u200D', ' \u2060\uFEFF ', '\u3164', '\u00AD'])
      expect(messages(name.safeParse(blank))).toEqual(['Space name cannot be empty']);
    // Joiners inside visible text are part of it (emoji sequences, Persian words).
    expect(name.parse('👩\u200D💻 team')).toBe('👩\u200D💻 team');
    expect(name.parse('می\u200Cخواهم')).toBe('می\u200Cخواهم');
    expect(name.parse('עברית')).toBe('עברית');
  });

  it('is one text schema: free text keeps blanks, titles refuse invisible text, notes keep lines', () => {
    expect(userText(10).parse('  ')).toBe('  ');
    expect(messages(userText(10).safeParse('a\u0000b'))).toEqual([
      'must not contain control characters',
    ]);
    const title = userText(10, { trim: true });
    expect(title.parse('  ')).toBe('');
    expect(messages(title.safeParse('\u200B\u200B'))).toEqual(['must contain visible characters']);
    const notes = userText(50, { multiline: true });
    expect(notes.parse('line 1\r\n\tline 2')).toBe('line 1\r\n\tline 2');
    expect(notes.safeParse('a\u202Eb').success).toBe(false);
    expect(notes.safeParse('a\u0000b').success).toBe(false);
  });

  it('bounds a person’s name', () => {
    expect(PersonName.parse('Ada Lovelace')).toBe('Ada Lovelace');
    expect(messages(PersonName.safeParse('x'.repeat(200_000)))).toEqual([
      'Name should be at most 100 characters',
    ]);
    expect(messages(PersonName.safeParse('   '))).toEqual(['Name cannot be empty']);
    expect(messages(PersonName.safeParse('Ada\u0000'))).toEqual([
      'Name cannot contain control characters',
    ]);
  });

  it('takes user ids of letters, digits, _ and -', () => {
    expect(UserId.safeParse('Zx81_-abc').success).toBe(true);
    for (const bad of ['', 'a\u0000', 'a/b', 'x'.repeat(65)])
      expect(UserId.safeParse(bad).success).toBe(false);
  });
});

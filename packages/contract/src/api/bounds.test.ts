import { describe, expect, it } from 'vitest';
import { Asin, asinList, Id, IdNumber, INT32_MAX, nameField, PersonName, UserId } from './bounds';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('shared bounds', () => {
  it('takes ids from 1 to 2^31-1 and refuses everything else', () => {
    expect(Id.parse('1')).toBe(1);
    expect(Id.parse(String(INT32_MAX))).toBe(INT32_MAX);
    for (const bad of ['0', '-1', '2147483648', '1.5', 'abc', '', '9007199254740993']) {
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

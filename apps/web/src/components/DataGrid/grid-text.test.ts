import { describe, expect, it } from 'vitest';
import { moveFocus } from './grid-focus';
import { formatCopyText, quoteCell, toCsv } from './grid-text';

describe('copy format', () => {
  it('quotes every cell and doubles inner quotes', () => {
    expect(quoteCell('garlic press')).toBe('"garlic press"');
    expect(quoteCell('6" mincer')).toBe('"6"" mincer"');
    expect(quoteCell(1200)).toBe('"1200"');
    expect(quoteCell(undefined)).toBe('""');
    expect(quoteCell(null)).toBe('""');
  });

  it('joins cells with tabs and rows with new lines', () => {
    expect(
      formatCopyText([
        ['garlic press', 12000, 0.93],
        ['garlic "crusher"', 450, undefined],
      ]),
    ).toBe('"garlic press"\t"12000"\t"0.93"\n"garlic ""crusher"""\t"450"\t""');
  });

  it('keeps tabs and new lines inside a quoted cell', () => {
    expect(formatCopyText([['a\tb', 'line 1\nline 2']])).toBe('"a\tb"\t"line 1\nline 2"');
  });

  it('exports CSV with a header line and quotes only where needed', () => {
    expect(
      toCsv(
        ['Keyword', 'Search volume'],
        [
          ['press, steel', 10],
          ['say "hi"', 5],
        ],
      ),
    ).toBe('Keyword,Search volume\r\n"press, steel",10\r\n"say ""hi""",5');
  });
});

describe('keyboard focus', () => {
  it('starts at the first cell and stays inside the grid', () => {
    expect(moveFocus(null, 'ArrowDown', 5, 3)).toEqual({ row: 0, col: 0 });
    expect(moveFocus({ row: 0, col: 0 }, 'ArrowUp', 5, 3)).toEqual({ row: 0, col: 0 });
    expect(moveFocus({ row: 4, col: 2 }, 'ArrowDown', 5, 3)).toEqual({ row: 4, col: 2 });
    expect(moveFocus({ row: 1, col: 1 }, 'ArrowRight', 5, 3)).toEqual({ row: 1, col: 2 });
    expect(moveFocus({ row: 1, col: 1 }, 'ArrowLeft', 5, 3)).toEqual({ row: 1, col: 0 });
    expect(moveFocus({ row: 1, col: 1 }, 'ArrowDown', 0, 3)).toBeNull();
  });
});

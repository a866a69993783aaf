/**
 * Dates as the downloads write them: `2024-03-31` (and with a time), `2024/03/31`, `03/31/2024`
 * (US), `31/03/2024` and `31.03.2024` (Europe, India, Japan's English layout), `Mar 31, 2024`,
 * `31-Mar-2024`, `31 mars 2024` is not read. A day-month order that the cell cannot show (both
 * parts 12 or less) is the file's (`order`), by default the marketplace's.
 */
import type { MarketDate } from '../../provider';

export type DayOrder = 'MDY' | 'DMY';

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

export interface ReadDate {
  date: MarketDate;
  /** The order the cell showed unambiguously (a part over 12), to learn the file's. */
  order: DayOrder | null;
}

/** The calendar day a cell names, or null when it names none. */
export function readDate(text: string, order: DayOrder = 'MDY'): ReadDate | null {
  const s = text.trim();
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(s);
  if (m) return day(+m[1]!, +m[2]!, +m[3]!, null);
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(s);
  if (m) {
    const a = +m[1]!;
    const b = +m[2]!;
    const year = m[3]!.length === 2 ? 2000 + +m[3]! : +m[3]!;
    // A dot is the European form whatever the file says.
    if (s.includes('.') || a > 12) return day(year, b, a, 'DMY');
    if (b > 12) return day(year, a, b, 'MDY');
    return order === 'MDY' ? day(year, a, b, null) : day(year, b, a, null);
  }
  m = /^([A-Za-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})$/.exec(s);
  if (m && MONTHS[m[1]!.toLowerCase()])
    return day(+m[3]!, MONTHS[m[1]!.toLowerCase()]!, +m[2]!, null);
  m = /^(\d{1,2})[- ]([A-Za-z]{3})[a-z]*\.?[- ,]+(\d{4})$/.exec(s);
  if (m && MONTHS[m[2]!.toLowerCase()])
    return day(+m[3]!, MONTHS[m[2]!.toLowerCase()]!, +m[1]!, null);
  return null;
}

function day(
  year: number,
  month: number,
  dayOfMonth: number,
  order: DayOrder | null,
): ReadDate | null {
  const t = Date.UTC(year, month - 1, dayOfMonth);
  const d = new Date(t);
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== dayOfMonth)
    return null;
  if (year < 2000 || year > 2100) return null;
  return { date: d.toISOString().slice(0, 10), order };
}

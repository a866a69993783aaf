/**
 * Numbers as the files sellers download write them, in any marketplace's locale: `1,234.5`,
 * `1.234,5`, `6 892` (with a space, a no-break or a narrow no-break space), `1'234`, Indian
 * `1,13,529.99`, with a currency sign or code, a percent sign, a sign or parentheses for negatives,
 * Helium 10's bounds (`>99,999`, `<10`) and the marks of "no figure" (`-`, `N/A`, empty).
 */

/** The decimal mark a file uses, once a cell has shown it; null while no cell has. */
export type DecimalMark = '.' | ',';

export interface ReadNumber {
  value: number;
  /** '>' for `>99,999` (at least), '<' for `<10` (at most); the value is the bound. */
  bound: '>' | '<' | null;
  /** The currency the cell named by its sign or code, if any (`$` is USD). */
  currency: string | null;
  /** The decimal mark the cell showed unambiguously, if it did (to learn the file's). */
  mark: DecimalMark | null;
}

/** No figure: the cell is empty or says so. */
export const NO_FIGURE = null;

const EMPTY = new Set(['', '-', '--', '–', '—', 'n/a', 'na', 'n.a.', 'none', 'null', '#n/a']);

const SIGNS: [string, string][] = [
  ['US$', 'USD'],
  ['CA$', 'CAD'],
  ['C$', 'CAD'],
  ['MX$', 'MXN'],
  ['AU$', 'AUD'],
  ['A$', 'AUD'],
  ['Rs.', 'INR'],
  ['$', 'USD'],
  ['£', 'GBP'],
  ['€', 'EUR'],
  ['¥', 'JPY'],
  ['￥', 'JPY'],
  ['₹', 'INR'],
];
const CODES = /\b(USD|CAD|MXN|GBP|EUR|JPY|INR|AUD|BRL|SEK|PLN|TRY|AED|SAR|SGD|EGP)\b/i;
/** Spaces used as thousands separators: space, no-break, narrow no-break, thin, figure. */
const GROUP_SPACES = /[ \u00a0\u202f\u2009\u2007]/g;

/**
 * The number a cell holds, or null when it holds none (`-`, `N/A`, empty), or undefined when it is
 * not a number at all. `integer` says the column holds whole numbers: then a single separator
 * followed by exactly three digits (`1.234`, `1,234`) is read as grouping; otherwise such a cell is
 * read with the file's decimal mark (`mark`, default '.').
 */
export function readNumber(
  text: string,
  { integer = false, mark = null }: { integer?: boolean; mark?: DecimalMark | null } = {},
): ReadNumber | null | undefined {
  const s = text.trim();
  // Most cells are plain digits: read them without the rest.
  if (PLAIN.test(s)) return { value: Number(s), bound: null, currency: null, mark: null };
  if (EMPTY.has(s.toLowerCase())) return NO_FIGURE;
  if (!DIGITS_AND_SEPARATORS.test(s)) return marked(s, integer, mark);
  const parsed = digits(s, integer, mark);
  return parsed
    ? { value: parsed.value, bound: null, currency: null, mark: parsed.mark }
    : undefined;
}

const PLAIN = /^\d{1,15}$/;
const DIGITS_AND_SEPARATORS = /^\d[\d.,]*$/;

/** A number with signs, units, spaces or bounds around its digits. */
function marked(text: string, integer: boolean, mark: DecimalMark | null): ReadNumber | undefined {
  let s = text;
  let currency: string | null = null;
  for (const [sign, code] of SIGNS) {
    const at = s.indexOf(sign);
    if (at !== -1) {
      currency = code;
      s = s.slice(0, at) + s.slice(at + sign.length);
      break;
    }
  }
  const code = CODES.exec(s);
  if (code) {
    currency = code[1]!.toUpperCase();
    s = s.slice(0, code.index) + s.slice(code.index + code[0].length);
  }
  s = s.replace(GROUP_SPACES, '').replace(/'/g, '').replace(/%$/, '');
  if (s.endsWith('+')) s = s.slice(0, -1);
  let bound: ReadNumber['bound'] = null;
  if (s.startsWith('>') || s.startsWith('<')) {
    bound = s[0] as '>' | '<';
    s = s.slice(s[1] === '=' ? 2 : 1);
  }
  let negative = false;
  if (s.startsWith('(') && s.endsWith(')')) {
    negative = true;
    s = s.slice(1, -1);
  }
  if (s.startsWith('-') || s.startsWith('−')) {
    negative = !negative;
    s = s.slice(1);
  } else if (s.startsWith('+')) s = s.slice(1);
  if (!/^\d[\d.,]*$|^[.,]\d+$/.test(s)) return undefined;
  const parsed = digits(s, integer, mark);
  if (!parsed) return undefined;
  return { value: negative ? -parsed.value : parsed.value, bound, currency, mark: parsed.mark };
}

/** Digits with separators (already stripped of everything else) read as one number. */
function digits(
  s: string,
  integer: boolean,
  fileMark: DecimalMark | null,
): { value: number; mark: DecimalMark | null } | null {
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  if (lastDot === -1 && lastComma === -1) return { value: Number(s), mark: null };
  let decimal: DecimalMark | null;
  let learned: DecimalMark | null = null;
  if (lastDot !== -1 && lastComma !== -1) {
    decimal = lastDot > lastComma ? '.' : ',';
    learned = decimal;
  } else {
    const sep: DecimalMark = lastDot !== -1 ? '.' : ',';
    const count = s.split(sep).length - 1;
    const after = s.length - s.lastIndexOf(sep) - 1;
    if (count > 1) decimal = null;
    else if (after !== 3) {
      decimal = sep;
      learned = sep;
    } else if (integer) decimal = null;
    else decimal = (fileMark ?? '.') === sep ? sep : null;
  }
  const group = decimal === '.' ? ',' : decimal === ',' ? '.' : null;
  const [whole, fraction = ''] = decimal ? splitLast(s, decimal) : [s, ''];
  if (decimal && whole.includes(decimal)) return null;
  // Groups: the first of 1 to 3 digits, the others of 3 (or 2, as in Indian lakh grouping).
  const groups = group === null ? whole.split(/[.,]/) : whole.split(group);
  if (groups.length > 1) {
    if (group === null && whole.includes('.') && whole.includes(',')) return null;
    if (!/^\d{1,3}$/.test(groups[0]!)) return null;
    const last = groups[groups.length - 1]!;
    if (!/^\d{3}$/.test(last)) return null;
    if (!groups.slice(1, -1).every((g) => /^\d{2,3}$/.test(g))) return null;
  } else if (group === null && /[.,]/.test(whole)) return null;
  if (!/^\d*$/.test(fraction)) return null;
  const value = Number(`${groups.join('') || '0'}.${fraction || '0'}`);
  return Number.isFinite(value) ? { value, mark: learned } : null;
}

function splitLast(s: string, sep: string): [string, string] {
  const at = s.lastIndexOf(sep);
  return [s.slice(0, at), s.slice(at + 1)];
}

/** An amount in hundredths of its currency (cents; for JPY, yen × 100), as the provider uses. */
export function toMinorUnits(amount: number): number {
  return Math.round(amount * 100);
}

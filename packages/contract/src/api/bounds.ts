import { z } from 'zod';
import { ASIN_PATTERN } from '../dive/hero-input';

/**
 * Bounds every endpoint shares: ids are positive 32-bit integers (the database's `integer`), ASINs
 * have their format, text has a length and no control characters, lists have a length.
 */
export const INT32_MAX = 2_147_483_647;

const ID_MESSAGE = `must be a whole number from 1 to ${INT32_MAX}`;

/** A positive int32 id in a JSON body (a number, never text). */
export const IdNumber = z
  .number({ error: ID_MESSAGE })
  .int(ID_MESSAGE)
  .min(1, ID_MESSAGE)
  .max(INT32_MAX, ID_MESSAGE);

const DECIMAL_ID = /^[1-9][0-9]{0,9}$/;

/**
 * A positive int32 id in a path segment or query string: plain decimal digits without a leading
 * zero, sign, space, exponent or hex prefix (`0x3`, `1e3`, `+3`, ` 3` and `03` are refused), so one
 * id has one spelling. A number (an id the code already holds) is checked as IdNumber; the
 * OpenAPI document shows the digits' pattern.
 */
export const Id = z
  .union([z.string().regex(DECIMAL_ID, ID_MESSAGE), IdNumber], { error: ID_MESSAGE })
  .transform(Number)
  .pipe(IdNumber);

/**
 * Characters no user text may hold: C0 and C1 control characters (NUL, escape, tab, line
 * breaks...), unpaired surrogates, and the bidirectional embedding, override and isolate controls
 * (U+202A-U+202E, U+2066-U+2069) that make text read in another order than it is stored.
 */
const FORBIDDEN_CHARACTERS = /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;

export function hasControlCharacters(text: string): boolean {
  return FORBIDDEN_CHARACTERS.test(text);
}

/**
 * Characters that show nothing: white space, format characters (zero-width space, zero-width
 * joiner and non-joiner, word joiner, byte order mark, soft hyphen, direction marks...) and the
 * blank fillers of some scripts (Hangul, Braille, Mongolian, Khmer).
 */
const INVISIBLE_ONLY = /^[\s\p{Z}\p{Cf}\u034F\u115F\u1160\u17B4\u17B5\u180E\u2800\u3164\uFFA0]*$/u;

/** True when the text shows nothing at all: empty, or made only of invisible characters. */
export function isInvisible(text: string): boolean {
  return INVISIBLE_ONLY.test(text);
}

export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';
export const INVISIBLE_TEXT_MESSAGE = 'must contain visible characters';

export interface UserTextOptions {
  /** Refused when empty or made only of invisible characters, with this message; implies trim. */
  required?: string;
  /** The message when the value is missing or not text; `required`'s by default. */
  missing?: string;
  /** Surrounding white space removed (names, titles); text made only of invisible characters is refused. */
  trim?: boolean;
  /** Line breaks and tabs allowed (notes, descriptions). */
  multiline?: boolean;
  tooLong?: string;
  control?: string;
  invisible?: string;
}

/**
 * The one schema of text a user types, for every field of the contract: at most `max` characters,
 * none of them a control character, an unpaired surrogate or a bidirectional override; a trimmed
 * or required text must also show something (not only zero-width or blank characters).
 */
export function userText(max: number, options: UserTextOptions = {}) {
  const { required, multiline = false } = options;
  const trim = options.trim ?? required !== undefined;
  const missing = options.missing ?? required;
  let text = z.string(missing === undefined ? undefined : { error: missing });
  if (trim) text = text.trim();
  if (required !== undefined) text = text.min(1, required);
  text = text
    .max(max, options.tooLong ?? `must be at most ${max} characters`)
    .refine(
      (s) => !hasControlCharacters(multiline ? s.replace(/[\n\r\t]/g, ' ') : s),
      options.control ?? CONTROL_CHARACTERS_MESSAGE,
    );
  if (!trim) return text;
  // Empty text is the length's to refuse (or to take, when optional); blank-looking text is not.
  return text.refine(
    (s) => s === '' || !isInvisible(s),
    required ?? options.invisible ?? INVISIBLE_TEXT_MESSAGE,
  );
}

/** Text of at most `max` characters without control characters (userText). */
export function shortText(max: number, messages: { tooLong?: string; control?: string } = {}) {
  return userText(max, messages);
}

export const NAME_MAX = 255;

/**
 * Search text of a query string: U+FFFD stands for text that was not valid UTF-8 (a query string's
 * unpaired surrogate).
 */
export const QueryText = shortText(200).refine(
  (s) => !s.includes('\uFFFD'),
  'Search text cannot contain invalid characters',
);

/** A trimmed, required name of at most 255 characters, with messages naming the thing. */
export function nameField(thing: string) {
  return userText(NAME_MAX, {
    required: `${thing} name cannot be empty`,
    missing: `${thing} name is required`,
    tooLong: `${thing} name should be less than 256 characters`,
    control: `${thing} name cannot contain control characters`,
  });
}

/** A person's name as given at sign-up; an organization's name is made from it. */
export const PERSON_NAME_MAX = 100;
export const PersonName = userText(PERSON_NAME_MAX, {
  required: 'Name cannot be empty',
  missing: 'Name is required',
  tooLong: `Name should be at most ${PERSON_NAME_MAX} characters`,
  control: 'Name cannot contain control characters',
});

export const ASIN_MESSAGE = 'must be an ASIN: B and 9 letters or digits, or 10 digits';

/** An ASIN, trimmed and upper-cased, in its format. */
export const Asin = z
  .string({ error: ASIN_MESSAGE })
  .trim()
  .toUpperCase()
  .regex(ASIN_PATTERN, ASIN_MESSAGE);

/** Locked competitors of a dive (at most the largest dive), excluded products of a niche. */
export const LOCKED_ASINS_MAX = 50;
export const EXCLUDED_ASINS_MAX = 500;
/** ASINs one product lookup may name. */
export const ASIN_LOOKUP_MAX = 100;

export function asinList(max: number) {
  return z.array(Asin).max(max, `At most ${max} ASINs`);
}

/** A better-auth user id. */
export const UserId = z
  .string({ error: 'must be a user id' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a user id');

/** A comma-separated list in a query string, bounded before it is split. */
export function commaList(maxLength: number) {
  return userText(maxLength);
}

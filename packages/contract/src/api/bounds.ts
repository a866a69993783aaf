import { z } from 'zod';
import { ASIN_PATTERN } from '../dive/hero-input';

/**
 * Bounds every endpoint shares: ids are positive 32-bit integers (the database's `integer`), ASINs
 * have their format, text has a length and no control characters, lists have a length.
 */
export const INT32_MAX = 2_147_483_647;

const ID_MESSAGE = `must be a whole number from 1 to ${INT32_MAX}`;

/** A positive int32 id in a path segment or query string (text, read as a number). */
export const Id = z.coerce
  .number({ error: ID_MESSAGE })
  .int(ID_MESSAGE)
  .min(1, ID_MESSAGE)
  .max(INT32_MAX, ID_MESSAGE);

/** A positive int32 id in a JSON body (a number, never text). */
export const IdNumber = z
  .number({ error: ID_MESSAGE })
  .int(ID_MESSAGE)
  .min(1, ID_MESSAGE)
  .max(INT32_MAX, ID_MESSAGE);

/** C0 and C1 control characters (NUL, escape, tab, line breaks...) and unpaired surrogates. */
const FORBIDDEN_CHARACTERS = /[\p{Cc}\p{Cs}]/u;

export function hasControlCharacters(text: string): boolean {
  return FORBIDDEN_CHARACTERS.test(text);
}

export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

/** Text of at most `max` characters without control characters. */
export function shortText(max: number, messages: { tooLong?: string; control?: string } = {}) {
  return z
    .string()
    .max(max, messages.tooLong ?? `must be at most ${max} characters`)
    .refine((s) => !hasControlCharacters(s), messages.control ?? CONTROL_CHARACTERS_MESSAGE);
}

export const NAME_MAX = 255;

/** A trimmed, required name of at most 255 characters, with messages naming the thing. */
export function nameField(thing: string) {
  return z
    .string({ error: `${thing} name is required` })
    .trim()
    .min(1, `${thing} name cannot be empty`)
    .max(NAME_MAX, `${thing} name should be less than 256 characters`)
    .refine((s) => !hasControlCharacters(s), `${thing} name cannot contain control characters`);
}

/** A person's name as given at sign-up; an organization's name is made from it. */
export const PERSON_NAME_MAX = 100;
export const PersonName = z
  .string({ error: 'Name is required' })
  .max(PERSON_NAME_MAX, `Name should be at most ${PERSON_NAME_MAX} characters`)
  .refine((s) => s.trim().length > 0, 'Name cannot be empty')
  .refine((s) => !hasControlCharacters(s), 'Name cannot contain control characters');

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
  return z.string().max(maxLength, `must be at most ${maxLength} characters`);
}

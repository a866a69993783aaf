import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3.0 flavour) that request schemas use. */
export interface Schema {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
}

/** A wrong value for a field, and whether the contract must refuse it. */
export interface BadValue {
  kind: string;
  value: unknown;
  /** True when no reading of the schema accepts it: the answer must be 4xx. */
  mustReject: boolean;
}

/** Values known to the test's data (the caller's organization, a real niche...), by field name. */
export type Fixtures = Record<string, fc.Arbitrary<unknown>>;

const variants = (s: Schema) => s.anyOf ?? s.oneOf ?? null;

export function bounds(s: Schema): { min: number; max: number } {
  let min = s.minimum ?? -Number.MAX_SAFE_INTEGER;
  let max = s.maximum ?? Number.MAX_SAFE_INTEGER;
  if (s.exclusiveMinimum === true) min += s.type === 'integer' ? 1 : Number.EPSILON;
  if (typeof s.exclusiveMinimum === 'number') min = s.exclusiveMinimum + 1;
  if (s.exclusiveMaximum === true) max -= 1;
  if (typeof s.exclusiveMaximum === 'number') max = s.exclusiveMaximum - 1;
  return { min, max };
}

/** Values the schema accepts (as far as JSON Schema can say: refinements are not visible). */
export function validValue(s: Schema, fixtures: Fixtures, name?: string): fc.Arbitrary<unknown> {
  if (name && fixtures[name]) return fixtures[name];
  const options = variants(s);
  if (options) return fc.oneof(...options.map((o) => validValue(o, fixtures, name)));
  if (s.allOf?.length) return validValue(s.allOf[0]!, fixtures, name);
  if (s.enum) return fc.constantFrom(...s.enum);
  switch (s.type ?? 'unknown') {
    case 'integer':
    case 'number': {
      const { min, max } = bounds(s);
      const lo = Math.max(min, -1000);
      return fc.integer({ min: lo, max: Math.max(lo, Math.min(max, 1000)) });
    }
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (s.format === 'uuid') return fc.uuid();
      if (s.pattern) return fc.stringMatching(new RegExp(s.pattern));
      return fc.string({
        unit: 'grapheme',
        minLength: Math.max(s.minLength ?? 0, 1),
        maxLength: Math.min(s.maxLength ?? 20, 20),
      });
    case 'array':
      return fc.array(validValue(s.items ?? {}, fixtures), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 3, 3),
      });
    case 'object': {
      const properties = s.properties ?? {};
      const required = new Set(s.required ?? []);
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, p]) => [key, validValue(p, fixtures, key)]),
        ),
        { requiredKeys: Object.keys(properties).filter((k) => required.has(k)) },
      );
    }
    default:
      return fc.constant(null);
  }
}

const CONTROL = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\t',
  '\n',
  '\r',
  '\u001b',
  '\u007f',
  '\u0085',
];
const UNICODE = [
  '🙂🚀',
  'Ünïcödé naïve café',
  'e\u0301\u0301\u0301',
  '日本語の名前',
  '\uffff',
  'ﷺ',
  '👩‍👩‍👧‍👦',
];

/** Bidirectional overrides and isolates: text that reads in another order than it is stored. */
const BIDI = ['\u202eevil\u202c', 'gpj\u202Eexe.', 'a\u2066b\u2069', '\u202Aab', '\u2068x'];
/** Text that shows nothing: zero-width characters, joiners, fillers. */
const INVISIBLE = ['\u200b\u200d', '\u200b', '\u2060\ufeff', '\u3164', ' \u200c '];

const isNullable = (s: Schema) =>
  s.nullable === true || (variants(s) ?? []).some((o) => o.type === 'null');

const acceptsString = (s: Schema): boolean =>
  s.type === 'string' || (variants(s) ?? []).some(acceptsString);

/** Strings no string schema with a bound accepts, and strings that may be fine. */
function badStrings(s: Schema): fc.Arbitrary<BadValue> {
  const bounded = s.maxLength !== undefined || !!s.pattern || !!s.enum || !!s.format;
  return fc.oneof(
    fc
      .constantFrom(100_000, 300_000)
      .map((n) => ({ kind: 'huge string', value: 'x'.repeat(n), mustReject: bounded })),
    fc.constantFrom(...CONTROL).map((c) => ({
      kind: `control character U+${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
      value: `Kit${c}chen`,
      mustReject: true,
    })),
    fc.constant({ kind: 'unpaired surrogate', value: 'ab\ud800', mustReject: true }),
    fc
      .constantFrom(...BIDI)
      .map((value) => ({ kind: 'bidirectional override', value, mustReject: true })),
    // A field that requires text refuses text that shows nothing.
    fc.constantFrom(...INVISIBLE).map((value) => ({
      kind: 'invisible text',
      value,
      mustReject: (s.minLength ?? 0) > 0 || !!s.pattern || !!s.enum || !!s.format,
    })),
    fc.constantFrom(...UNICODE).map((u) => ({
      kind: 'unicode',
      value: u,
      mustReject: !!s.pattern || !!s.enum || !!s.format,
    })),
    fc.constant({
      kind: 'empty string',
      value: '',
      mustReject: (s.minLength ?? 0) > 0 || !!s.pattern || !!s.enum || !!s.format,
    }),
  );
}

function badNumbers(s: Schema): fc.Arbitrary<BadValue> {
  const { min, max } = bounds(s);
  const rejects = (v: number) =>
    !(v >= min && v <= max) || (s.type === 'integer' && !Number.isInteger(v));
  return fc
    .constantFrom(2 ** 31, 2 ** 31 + 1, -1, 0, 1.5, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308)
    .map((v) => ({ kind: `number ${v}`, value: v, mustReject: rejects(v) }));
}

/** Values of the wrong JSON type for the schema. */
function wrongTypes(s: Schema): fc.Arbitrary<BadValue> {
  const all: [string, unknown][] = [
    ['string', 'not-a-number'],
    ['number', 12],
    ['boolean', true],
    ['array', ['x']],
    ['object', { a: 1 }],
    ['null', null],
  ];
  const types = new Set(
    [s.type, ...(variants(s) ?? []).map((o) => o.type)].map((t) =>
      t === 'integer' ? 'number' : t,
    ),
  );
  if (isNullable(s)) types.add('null');
  const wrong = all.filter(([t]) => !types.has(t));
  return fc
    .constantFrom(...wrong)
    .map(([t, value]) => ({ kind: `wrong type ${t}`, value, mustReject: true }));
}

/** Wrong values for one field of a JSON body. */
export function badJsonValue(s: Schema): fc.Arbitrary<BadValue> {
  const arbitraries = [wrongTypes(s)];
  if (acceptsString(s)) arbitraries.push(badStrings(s));
  if (s.type === 'integer' || s.type === 'number') arbitraries.push(badNumbers(s));
  if (s.type === 'array') {
    arbitraries.push(
      fc.constant({
        kind: 'huge array',
        value: Array.from({ length: 20_000 }, () => 'B000000000'),
        mustReject: true,
      }),
    );
  }
  return fc.oneof(...arbitraries);
}

/** Wrong text for a path segment or a query parameter: everything there is text. */
export function badText(s: Schema): fc.Arbitrary<BadValue> {
  const arbitraries: fc.Arbitrary<BadValue>[] = [badStrings(s)];
  if (s.type === 'integer' || s.type === 'number') {
    arbitraries.push(
      badNumbers(s).map((b) => ({ ...b, value: String(b.value) })),
      fc.constantFrom('abc', '12abc', '1e400', '--1', '0x7fffffff1').map((value) => ({
        kind: 'not a number',
        value,
        mustReject: !Number.isInteger(Number(value)) || Number(value) > bounds(s).max,
      })),
    );
  }
  return fc.oneof(...arbitraries);
}

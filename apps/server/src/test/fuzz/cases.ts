import fc from 'fast-check';
import {
  badJsonValue,
  badText,
  validValue,
  type BadValue,
  type Fixtures,
  type Schema,
} from './schema-values';

/** One operation of the OpenAPI document. */
export interface Operation {
  method: string;
  /** OpenAPI form: /api/orgs/{orgId}. */
  path: string;
  params: { name: string; in: 'path' | 'query'; required: boolean; schema: Schema }[];
  body: Schema | null;
}

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Operation['params'];
        requestBody?: { content?: Record<string, { schema: Schema }> };
      }
    >
  >;
}

/**
 * The contract's operations of the document. The account routes under /api/auth are better-auth's,
 * documented beside them: their input rules are the account hooks', tested in modules/auth.
 */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const contract = Object.entries(doc.paths).filter(([path]) => !path.startsWith('/api/auth/'));
  return contract.flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      params: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema ?? null,
    })),
  );
}

/** A request built from an operation, with what the contract must answer to it. */
export interface FuzzCase {
  kind: string;
  method: string;
  url: string;
  /** A JSON value, or raw text sent as JSON. */
  payload?: unknown;
  rawPayload?: string;
  mustReject: boolean;
}

type Inputs = { path: Record<string, unknown>; query: Record<string, unknown>; body: unknown };

/** Percent-encodes text; an unpaired surrogate goes as the (invalid) UTF-8 bytes it would be. */
function encodeSegment(text: string): string {
  try {
    // Throws on an unpaired surrogate only: well-formed text is encoded in one call.
    return encodeURIComponent(text);
  } catch {
    return Array.from(text, (ch) => {
      const cp = ch.codePointAt(0)!;
      if (cp < 0xd800 || cp > 0xdfff) return encodeURIComponent(ch);
      return [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    }).join('');
  }
}

function toUrl(op: Operation, inputs: Inputs): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeSegment(String(inputs.path[name])),
  );
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(inputs.query)) {
    if (value !== undefined)
      query.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

function validInputs(op: Operation, fixtures: Fixtures): fc.Arbitrary<Inputs> {
  const params = (where: 'path' | 'query') =>
    fc.record(
      Object.fromEntries(
        op.params
          .filter((p) => p.in === where)
          .map((p) => [p.name, validValue(p.schema, fixtures, p.name)]),
      ),
    );
  return fc.record({
    path: params('path'),
    query: params('query'),
    body: op.body ? validValue(op.body, fixtures) : fc.constant(undefined),
  });
}

/** Every field of a body, as a path of keys (array items as index 0). */
function bodyFields(s: Schema, at: (string | number)[] = []): [(string | number)[], Schema][] {
  const own: [(string | number)[], Schema][] = at.length ? [[at, s]] : [];
  if (s.type === 'object' && s.properties) {
    return own.concat(
      Object.entries(s.properties).flatMap(([key, p]) => bodyFields(p, [...at, key])),
    );
  }
  if (s.type === 'array' && s.items) return own.concat(bodyFields(s.items, [...at, 0]));
  const options = s.anyOf ?? s.oneOf;
  if (options) return own.concat(options.flatMap((o) => bodyFields(o, at).slice(1)));
  return own;
}

function setAt(body: unknown, at: (string | number)[], value: unknown, remove = false): unknown {
  const copy = structuredClone(body ?? {}) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const [i, key] of at.entries()) {
    if (i === at.length - 1) {
      if (remove) delete node[key];
      else node[key] = value;
      break;
    }
    const next = node[key];
    node[key] = next && typeof next === 'object' ? next : typeof at[i + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  return copy;
}

/** Bad requests for one operation: one wrong input on an otherwise plausible request. */
export function badCases(op: Operation, fixtures: Fixtures): fc.Arbitrary<FuzzCase> {
  const mutations: fc.Arbitrary<(inputs: Inputs) => [Inputs, BadValue]>[] = [];
  for (const p of op.params) {
    mutations.push(
      badText(p.schema).map((bad) => (inputs: Inputs) => {
        const where = p.in === 'path' ? 'path' : 'query';
        return [{ ...inputs, [where]: { ...inputs[where], [p.name]: bad.value } }, bad];
      }),
    );
    if (p.in === 'query' && p.required) {
      mutations.push(
        fc.constant((inputs: Inputs) => {
          const query = { ...inputs.query, [p.name]: undefined };
          return [
            { ...inputs, query },
            { kind: 'missing query', value: null, mustReject: true },
          ];
        }),
      );
    }
  }
  if (op.params.some((p) => p.in === 'query')) {
    mutations.push(
      fc.constant((inputs: Inputs) => [
        { ...inputs, query: { ...inputs.query, unexpected: 'x'.repeat(50) } },
        { kind: 'extra query', value: null, mustReject: false },
      ]),
    );
  }
  const body = op.body;
  if (body) {
    for (const [at, s] of bodyFields(body)) {
      mutations.push(
        badJsonValue(s).map((bad) => (inputs: Inputs) => [
          { ...inputs, body: setAt(inputs.body, at, bad.value) },
          { ...bad, kind: `${at.join('.')}: ${bad.kind}` },
        ]),
      );
    }
    for (const key of body.required ?? []) {
      mutations.push(
        fc.constant((inputs: Inputs) => [
          { ...inputs, body: setAt(inputs.body, [key], undefined, true) },
          { kind: `missing ${key}`, value: null, mustReject: true },
        ]),
      );
    }
    // A text body (a signed webhook's exact bytes) has no fields to add.
    if (body.type === 'object') {
      mutations.push(
        fc.constant((inputs: Inputs) => [
          { ...inputs, body: setAt(inputs.body, ['unexpectedField'], '🙂') },
          { kind: 'extra field', value: null, mustReject: body.additionalProperties === false },
        ]),
      );
    }
    mutations.push(
      fc.constantFrom<unknown>([], 'text', 42, null, [{}]).map((value) => (inputs: Inputs) => [
        { ...inputs, body: value },
        { kind: `body ${JSON.stringify(value)}`, value, mustReject: true },
      ]),
    );
  }
  if (!mutations.length) {
    mutations.push(
      fc.constant((inputs: Inputs) => [
        { ...inputs, query: { unexpected: '\u0000'.repeat(3) } },
        { kind: 'extra query', value: null, mustReject: false },
      ]),
    );
  }
  return fc.tuple(validInputs(op, fixtures), fc.oneof(...mutations)).map(([inputs, mutate]) => {
    const [changed, bad] = mutate(inputs);
    return {
      kind: bad.kind,
      method: op.method,
      url: toUrl(op, changed),
      ...(op.body && { payload: changed.body }),
      mustReject: bad.mustReject,
    };
  });
}

const OVERSIZED_BODY = JSON.stringify({ name: 'x'.repeat(1_100_000) });

/** Bodies that are not JSON at all, or far too large. */
export function rawBodyCases(op: Operation, url: string): FuzzCase[] {
  if (!op.body) return [];
  return [
    { kind: 'malformed JSON', method: op.method, url, rawPayload: '{"name": ', mustReject: true },
    {
      kind: 'body over 1 MB',
      method: op.method,
      url,
      rawPayload: OVERSIZED_BODY,
      mustReject: true,
    },
  ];
}

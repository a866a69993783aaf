import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';

/** The array types drizzle reads as PostgreSQL's text, each with the type of its elements. */
const ELEMENT_OF = new Map<number, number>([
  [1115, types.TIMESTAMP],
  [1185, types.TIMESTAMPTZ],
  [1187, types.INTERVAL],
  [1182, types.DATE],
  [1231, types.NUMERIC],
]);
/** All the types drizzle reads as text and maps itself. */
const TEXT_TYPES = new Set<number>([
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  ...ELEMENT_OF.keys(),
]);

type Parse = (value: string) => unknown;
const asText: Parse = (value) => value;

/** PGlite's own parsers of those types: dates as `Date`s, arrays as lists. */
const OWN_PARSERS = Object.fromEntries(
  [...TEXT_TYPES].map((oid): [number, Parse] => {
    const element = ELEMENT_OF.get(oid);
    const parse: Parse = types.parsers[element ?? oid] ?? asText;
    return [
      oid,
      element === undefined ? parse : (value): unknown => types.arrayParser(value, parse, oid),
    ];
  }),
);

/** Whether a query's own parsers only ask for what the client already does. */
const onlyText = (parsers: NonNullable<QueryOptions['parsers']>) =>
  Object.keys(parsers).every((oid) => TEXT_TYPES.has(Number(oid)));

/** `target` with some of its members replaced; the rest stay bound to it. */
function overriding<T extends object>(target: T, members: Partial<T>): T {
  return new Proxy(target, {
    get: (object, key): unknown => {
      if (key in members) return members[key as keyof T];
      const value: unknown = Reflect.get(object, key);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

/** A query that leaves out its own parsers where they only ask for what the client does. */
const textQuery =
  (client: Pick<Transaction, 'query'>): Transaction['query'] =>
  (text, params, options) => {
    if (!options?.parsers || !onlyText(options.parsers)) return client.query(text, params, options);
    const { parsers: _asText, ...rest } = options;
    return client.query(text, params, rest);
  };

/**
 * Drizzle reads dates, timestamps and intervals as text and asks for that with every query, and
 * PGlite then copies its whole table of parsers (some 300 types) for each one: about a third of a
 * one-row select's time through drizzle. So the client itself reads those types as text;
 * drizzle's queries and those of its transactions go without their own parsers, and the job
 * queue, which wants `Date`s, asks for PGlite's own with its statements. Call once, after the
 * client is ready.
 */
export function pgliteClients(client: PGlite): { forDrizzle: PGlite; forQueue: PGlite } {
  for (const oid of TEXT_TYPES) client.parsers[oid] = asText;
  const withOwn = (options?: QueryOptions): QueryOptions => ({
    ...options,
    parsers: { ...OWN_PARSERS, ...options?.parsers },
  });
  const forDrizzle = overriding(client, {
    query: textQuery(client),
    transaction: (callback) =>
      client.transaction((tx) => callback(overriding(tx, { query: textQuery(tx) }))),
  });
  const forQueue = overriding(client, {
    query: (text, params, options) => client.query(text, params, withOwn(options)),
    exec: (text, options) => client.exec(text, withOwn(options)),
  });
  return { forDrizzle, forQueue };
}

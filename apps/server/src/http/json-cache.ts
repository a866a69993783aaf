import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
/** Below this size a response is sent as it is: compressing would not pay. */
const COMPRESS_FROM_BYTES = 1024;

type Encoding = 'br' | 'gzip';

interface Entry {
  json: Promise<Buffer>;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  bytes: number;
}

/** The encoding to answer in: brotli, else gzip, when the client accepts it. */
function encodingFor(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * Responses kept serialized and compressed under a key that names exactly what they hold (a saved
 * dive's keyword lists, which never change; a niche list, by the hash of its content), least
 * recently used first out.
 * Clients get an ETag and a 304 when theirs is current. The caller checks access first.
 */
export function createJsonCache(options: { maxBytes: number }) {
  const entries = new Map<string, Entry>();
  let bytes = 0;

  function account(key: string, entry: Entry, more: number) {
    if (entries.get(key) !== entry) return;
    entry.bytes += more;
    bytes += more;
    for (const [oldest, old] of entries) {
      if (bytes <= options.maxBytes || oldest === key) break;
      entries.delete(oldest);
      bytes -= old.bytes;
    }
  }

  function entryFor(key: string, produce: () => Promise<string>): Entry {
    const found = entries.get(key);
    if (found) {
      entries.delete(key);
      entries.set(key, found);
      return found;
    }
    const entry: Entry = {
      json: produce().then((text) => Buffer.from(text)),
      encoded: {},
      bytes: 0,
    };
    entries.set(key, entry);
    entry.json.then(
      (json) => account(key, entry, json.length),
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry;
  }

  function encoded(key: string, entry: Entry, json: Buffer, encoding: Encoding) {
    let body = entry.encoded[encoding];
    if (!body) {
      body = encoding === 'br' ? brotli(json, BROTLI) : gzip(json);
      entry.encoded[encoding] = body;
      body.then(
        (b) => account(key, entry, b.length),
        () => delete entry.encoded[encoding],
      );
    }
    return body;
  }

  return {
    /** Answers with the response under `key`, made by `produce` the first time it is asked for. */
    async send(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      produce: () => Promise<string>,
    ): Promise<FastifyReply> {
      const etag = `W/"${key}"`;
      reply
        .header('etag', etag)
        .header('vary', 'accept-encoding')
        .header('cache-control', 'private, no-cache');
      const known = request.headers['if-none-match'];
      if (known && known.split(',').some((tag) => tag.trim() === etag))
        return reply.code(304).send();
      const entry = entryFor(key, produce);
      const json = await entry.json;
      reply.type('application/json; charset=utf-8');
      const encoding =
        json.length >= COMPRESS_FROM_BYTES ? encodingFor(request.headers['accept-encoding']) : null;
      if (!encoding) return reply.send(json);
      const body = await encoded(key, entry, json, encoding);
      return reply.header('content-encoding', encoding).send(body);
    },
  };
}

import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
/** Below this size a response is sent as it is: compressing would not pay. */
const COMPRESS_FROM_BYTES = 1024;

const ENCODINGS = ['br', 'gzip', 'identity'] as const;
type Encoding = 'br' | 'gzip';

interface Entry {
  json: Promise<Buffer>;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  bytes: number;
}

/**
 * The encoding to answer in, chosen as @fastify/compress chooses it for every other answer (its
 * own negotiator, `*` and `x-gzip` read as gzip): brotli, else gzip, else none.
 */
function encodingFor(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const header = acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip');
  const chosen = negotiate(header, [...ENCODINGS]);
  return chosen === 'identity' ? null : chosen;
}

/**
 * Responses kept serialized and compressed under a key that names exactly what they hold (a saved
 * dive's keyword lists, which never change; a niche list, by the hash of its content), least
 * recently used first out.
 * Clients get an ETag and a 304 when theirs is current. The caller checks access first. An answer
 * sent here carries its content-encoding, so @fastify/compress passes it on as it is: each answer
 * is compressed once, here for these, by the plugin for the others.
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

import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_MESSAGES, type Endpoint } from '@fathom/contract';
import { tooLarge } from '../lib/errors';
import { route, type Context, type Guards } from './route';

/** An uploaded file: its bytes, within the configured limit, and the content type it came as. */
export interface Upload {
  bytes: Buffer;
  type: string;
}

/**
 * The HTTP door of the upload gate (its readers are `lib/uploads`). The body is read up to
 * `bytesMax` and no further: a declared length past it is refused before a byte is read, and a
 * body that grows past it stops being kept at that byte (413 naming the limit either way).
 */
function readFile(payload: IncomingMessage, declared: number, bytesMax: number): Promise<Buffer> {
  const refused = () => tooLarge(UPLOAD_MESSAGES.tooLarge(bytesMax));
  if (declared > bytesMax) return Promise.reject(refused());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      payload.off('data', onData);
      payload.off('end', onEnd);
      payload.off('error', reject);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= bytesMax) return void chunks.push(chunk);
      stop();
      // The rest is let through unread, so the answer still reaches the client.
      payload.resume();
      reject(refused());
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', reject);
  });
}

/**
 * Registers an endpoint whose request body is a file: the raw bytes of one of `types` (another
 * content type is a 415), held to `bytesMax`. The handler gets the file beside the usual context.
 */
export function uploadRoute<E extends Endpoint>(
  app: FastifyInstance,
  guards: Guards,
  endpoint: E,
  { types, bytesMax }: { types: readonly string[]; bytesMax: number },
  handler: (ctx: Context<E>, upload: Upload) => ReturnType<Parameters<typeof route<E>>[3]>,
): void {
  void app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser([...types], (request, payload, parsed) => {
      readFile(payload, Number(request.headers['content-length'] ?? 0), bytesMax).then(
        (bytes) => parsed(null, bytes),
        (error: Error) => parsed(error, undefined),
      );
    });
    route(scope, guards, endpoint, (ctx) => {
      const type = ctx.request.headers['content-type'] ?? '';
      const upload = {
        bytes: (ctx.request.body as Buffer | undefined) ?? Buffer.alloc(0),
        type: types.find((t) => type.startsWith(t)) ?? type,
      };
      return handler(ctx, upload);
    });
    done();
  });
}

import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRequestLog, requestLogging } from './request-log';

/** A server with the app's request logging whose log is kept in memory. */
async function serverLoggingAt(level: string) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, ...requestLogging });
  registerRequestLog(app);
  app.get('/api/auth/reset-password/:token', () => ({ ok: true }));
  await app.ready();
  await app.inject({ method: 'GET', url: '/api/auth/reset-password/tok-s3cret?callbackURL=%2Fx' });
  await app.inject({ method: 'GET', url: '/api/auth/verify-email?token=tok-s3cret' });
  await app.close();
  return lines.join('');
}

describe('request logging', () => {
  it('writes nothing per request at the default level', async () => {
    expect(await serverLoggingAt('info')).toBe('');
  });

  it('at debug names the route, never the tokens in the address', async () => {
    const log = await serverLoggingAt('debug');
    expect(log).toContain('"route":"/api/auth/reset-password/:token"');
    expect(log).toContain('"statusCode":200');
    expect(log).toContain('"route":"(no route)"');
    expect(log).toContain('"statusCode":404');
    expect(log).not.toContain('tok-s3cret');
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web';

let dist: string;
let app: FastifyInstance;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'fathom-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Fathom</title>');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dist, 'assets', 'index-1a2b3c4d.js'), 'console.log(1);');
  app = Fastify();
  await registerWebApp(app, dist);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web app', () => {
  it('serves hashed assets to be kept for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-1a2b3c4d.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1);');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/niche/1/niche-analysis', '/index.html', '/favicon.svg'])(
    'serves %s to be checked on every load',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers a missing asset with 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/gone-9f8e7d6c.js' });
    expect(res.statusCode).toBe(404);
  });
});

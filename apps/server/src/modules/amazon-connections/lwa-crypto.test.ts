import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import {
  decryptToken,
  encryptToken,
  parseTokenKey,
  signState,
  STATE_LIFETIME_MS,
  verifyState,
} from './lwa-crypto';

const key = randomBytes(32);
const token = 'Atzr|IwEBIExampleRefreshToken';

describe('refresh token encryption', () => {
  it('stores a versioned AES-256-GCM value that decrypts to the token', () => {
    const stored = encryptToken(key, token);
    expect(stored).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(stored).not.toContain(token);
    expect(decryptToken(key, stored)).toBe(token);
    // A fresh IV each time: the same token never encrypts to the same value.
    expect(encryptToken(key, token)).not.toBe(stored);
  });

  it('detects a changed ciphertext, tag or IV, and refuses another key', () => {
    const [version, iv, tag, ciphertext] = encryptToken(key, token).split('.') as [
      string,
      string,
      string,
      string,
    ];
    const flip = (part: string) =>
      Buffer.from(Buffer.from(part, 'base64url').map((b, i) => (i === 0 ? b ^ 1 : b))).toString(
        'base64url',
      );
    for (const tampered of [
      [version, iv, tag, flip(ciphertext)],
      [version, iv, flip(tag), ciphertext],
      [version, flip(iv), tag, ciphertext],
    ])
      expect(() => decryptToken(key, tampered.join('.'))).toThrow();
    expect(() => decryptToken(randomBytes(32), encryptToken(key, token))).toThrow();
    expect(() => decryptToken(key, `v2.${iv}.${tag}.${ciphertext}`)).toThrow(
      'Not an encrypted token',
    );
    expect(() => decryptToken(key, token)).toThrow('Not an encrypted token');
  });
});

describe('FATHOM_TOKEN_KEY', () => {
  it('reads 32 bytes written as hex or base64', () => {
    expect(parseTokenKey(key.toString('hex'))).toEqual(key);
    expect(parseTokenKey(key.toString('base64'))).toEqual(key);
  });

  it('refuses anything else with a clear message', () => {
    const message =
      'FATHOM_TOKEN_KEY must be 32 bytes written as 64 hex digits or base64 (openssl rand -hex 32)';
    expect(() => parseTokenKey(randomBytes(16).toString('hex'))).toThrow(message);
    expect(() => parseTokenKey(randomBytes(31).toString('base64'))).toThrow(message);
    expect(() => parseTokenKey('not a key at all')).toThrow(message);
  });

  it('is needed with the client id and secret, and checked at start-up', () => {
    const env = {
      FATHOM_LWA_CLIENT_ID: 'amzn1.application-oa2-client.abc',
      FATHOM_LWA_CLIENT_SECRET: 'secret',
      FATHOM_DATA_DIR: '/tmp/fathom-config-test',
    };
    expect(loadConfig({ FATHOM_DATA_DIR: env.FATHOM_DATA_DIR }, []).lwa).toBeUndefined();
    expect(() => loadConfig(env, [])).toThrow(
      'Set FATHOM_LWA_CLIENT_ID, FATHOM_LWA_CLIENT_SECRET and FATHOM_TOKEN_KEY together',
    );
    expect(() => loadConfig({ ...env, FATHOM_TOKEN_KEY: 'short' }, [])).toThrow(
      'FATHOM_TOKEN_KEY must be 32 bytes',
    );
    const config = loadConfig(
      {
        ...env,
        FATHOM_TOKEN_KEY: key.toString('hex'),
        FATHOM_LWA_TOKEN_ORIGIN: 'http://127.0.0.1:4010/',
      },
      [],
    );
    expect(config.lwa).toMatchObject({
      clientId: env.FATHOM_LWA_CLIENT_ID,
      spApiAppId: undefined,
      tokenKey: key,
      tokenOrigin: 'http://127.0.0.1:4010',
    });
  });
});

describe('signed state', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  const state = {
    orgId: 7,
    userId: 'user-1',
    kind: 'amazon-ads' as const,
    marketplace: 'com' as const,
    expires: now.getTime() + STATE_LIFETIME_MS,
  };

  it('carries the organization, user, kind and marketplace back, for the same user only', () => {
    const signed = signState(key, state);
    expect(verifyState(key, signed, 'user-1', now)).toMatchObject({ ok: true, state });
    expect(verifyState(key, signed, 'user-2', now)).toEqual({ ok: false, reason: 'other-user' });
    expect(signState(key, state)).not.toBe(signed);
  });

  it('refuses a changed or foreign state, and one older than 10 minutes', () => {
    const signed = signState(key, state);
    const [payload, mac] = signed.split('.') as [string, string];
    const other = Buffer.from(JSON.stringify({ ...state, orgId: 8 })).toString('base64url');
    for (const bad of [`${other}.${mac}`, `${payload}.`, payload, '', 'a.b.c'])
      expect(verifyState(key, bad, 'user-1', now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyState(randomBytes(32), signed, 'user-1', now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const later = new Date(now.getTime() + STATE_LIFETIME_MS + 1);
    expect(verifyState(key, signed, 'user-1', later)).toEqual({ ok: false, reason: 'expired' });
  });
});

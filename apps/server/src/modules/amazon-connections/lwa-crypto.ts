import type { MarketplaceTld } from '@fathom/contract';
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/**
 * The key refresh tokens are encrypted with (FATHOM_TOKEN_KEY): 32 bytes written as 64 hex
 * digits or as base64; a clear error for anything else.
 */
export function parseTokenKey(value: string): Buffer {
  const text = value.trim();
  const hex = /^[0-9a-f]{64}$/i.test(text);
  const key = Buffer.from(text, hex ? 'hex' : 'base64');
  if (key.length !== 32 || (!hex && key.toString('base64') !== text))
    throw new Error(
      'FATHOM_TOKEN_KEY must be 32 bytes written as 64 hex digits or base64 (openssl rand -hex 32)',
    );
  return key;
}

const VERSION = 'v1';
const b64 = (bytes: Buffer) => bytes.toString('base64url');

/** AES-256-GCM with a random 12-byte IV, stored as `v1.<iv>.<tag>.<ciphertext>` (base64url). */
export function encryptToken(key: Buffer, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [VERSION, b64(iv), b64(cipher.getAuthTag()), b64(ciphertext)].join('.');
}

/** The token back; throws when the value was changed or encrypted with another key. */
export function decryptToken(key: Buffer, stored: string): string {
  const [version, iv, tag, ciphertext, ...rest] = stored.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined || rest.length > 0)
    throw new Error('Not an encrypted token');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([
    decipher.update(Buffer.from(ciphertext, 'base64url')),
    decipher.final(),
  ]);
  return plain.toString('utf8');
}

/** What a Login with Amazon state carries from the start of a connection to its callback. */
export interface ConnectionState {
  orgId: number;
  userId: string;
  kind: 'amazon-ads' | 'sp-api';
  marketplace: MarketplaceTld;
  /** Milliseconds since the epoch after which the state is refused. */
  expires: number;
  nonce: string;
}

export const STATE_LIFETIME_MS = 10 * 60_000;

/** The state signing key: derived from the token key, so one secret serves both. */
export const stateKey = (tokenKey: Buffer) =>
  createHmac('sha256', tokenKey).update('fathom login-with-amazon state').digest();

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

/** `<payload>.<HMAC-SHA256 of it>`, both base64url: tamper-evident, not secret. */
export function signState(key: Buffer, state: Omit<ConnectionState, 'nonce'>): string {
  const payload = b64(Buffer.from(JSON.stringify({ ...state, nonce: b64(randomBytes(16)) })));
  return `${payload}.${b64(mac(key, payload))}`;
}

export type StateCheck =
  | { ok: true; state: ConnectionState }
  | { ok: false; reason: 'invalid' | 'expired' | 'other-user' };

/** Checks the signature, the expiry and that the signed-in user is the one who started. */
export function verifyState(key: Buffer, value: string, userId: string, now: Date): StateCheck {
  const [payload, signature, ...rest] = value.split('.');
  if (!payload || !signature || rest.length > 0) return { ok: false, reason: 'invalid' };
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  const state = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as ConnectionState;
  if (state.expires < now.getTime()) return { ok: false, reason: 'expired' };
  if (state.userId !== userId) return { ok: false, reason: 'other-user' };
  return { ok: true, state };
}

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig, simulatedUnsupported, trustedOrigins } from './config';
import { databaseErrorLine, startupLines } from './startup';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('trusted origins', () => {
  it('trusts the base URL and the loopback names on the port by default', () => {
    const config = loadConfig(
      {
        DATABASE_URL: 'postgres://x@h/db',
        FATHOM_MODE: 'demo',
        BETTER_AUTH_SECRET: 's',
        PORT: '3000',
      },
      [],
    );
    expect(config.trustedOrigins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
  });

  it('adds FATHOM_TRUSTED_ORIGINS, comma or space separated, as origins', () => {
    expect(
      trustedOrigins(
        'https://fathom.example.com',
        8080,
        'http://192.168.1.20:8080/, http://nas.local:8080 ',
      ),
    ).toEqual([
      'https://fathom.example.com',
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
      'http://192.168.1.20:8080',
      'http://nas.local:8080',
    ]);
  });

  it('says which entry is wrong', () => {
    expect(() => trustedOrigins('http://localhost:3000', 3000, '192.168.1.20:3000')).toThrow(
      'FATHOM_TRUSTED_ORIGINS: "192.168.1.20:3000" is not an address like http://192.168.1.20:3000',
    );
  });
});

describe('seller data the simulated marketplace lacks', () => {
  const env = { DATABASE_URL: 'postgres://x@h/db', FATHOM_MODE: 'demo', BETTER_AUTH_SECRET: 's' };

  it('is read per marketplace from FATHOM_SIMULATED_UNSUPPORTED, none by default', () => {
    expect(loadConfig(env, []).simulatedUnsupported).toBeUndefined();
    const config = loadConfig(
      { ...env, FATHOM_SIMULATED_UNSUPPORTED: 'com.au:ppc,sqp; in:sqp;' },
      [],
    );
    expect(config.simulatedUnsupported).toEqual({ 'com.au': ['ppc', 'sqp'], in: ['sqp'] });
  });

  it('stops the start with what is wrong', () => {
    expect(() => loadConfig({ ...env, FATHOM_SIMULATED_UNSUPPORTED: 'au:ppc' }, [])).toThrow(
      'FATHOM_SIMULATED_UNSUPPORTED: unknown marketplace "au" (say com, co.uk, de, ...)',
    );
    expect(() => simulatedUnsupported('com.au:ppc,bsr')).toThrow(
      'FATHOM_SIMULATED_UNSUPPORTED: unknown data kind "bsr" (ppc or sqp)',
    );
    expect(() => simulatedUnsupported('com.au')).toThrow(
      'FATHOM_SIMULATED_UNSUPPORTED: "com.au" is not like com.au:ppc,sqp',
    );
  });
});

describe('the upload byte limit', () => {
  const env = { DATABASE_URL: 'postgres://x@h/db', BETTER_AUTH_SECRET: 's', FATHOM_MODE: 'demo' };

  it('is read from FATHOM_UPLOAD_MAX_BYTES, the default when unset', () => {
    expect(loadConfig(env, []).uploadBytesMax).toBeUndefined();
    expect(loadConfig({ ...env, FATHOM_UPLOAD_MAX_BYTES: '1048576' }, []).uploadBytesMax).toBe(
      1024 * 1024,
    );
    expect(() => loadConfig({ ...env, FATHOM_UPLOAD_MAX_BYTES: '20MB' }, [])).toThrow(
      'FATHOM_UPLOAD_MAX_BYTES must be a whole number of at least 1 (got 20MB)',
    );
  });
});

describe('start-up messages', () => {
  const interfaces = {
    lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
    eth0: [{ address: '192.168.1.20', family: 'IPv4', internal: false }],
  } as unknown as NodeJS.Dict<import('node:os').NetworkInterfaceInfo[]>;

  it('lists every address the server answers at and which need FATHOM_TRUSTED_ORIGINS', () => {
    expect(
      startupLines({
        host: '0.0.0.0',
        port: 3000,
        baseUrl: 'http://localhost:3000',
        trustedOrigins: trustedOrigins('http://localhost:3000', 3000, undefined),
        interfaces,
      }),
    ).toEqual([
      'Open http://localhost:3000',
      '  also answers at http://127.0.0.1:3000',
      '  also answers at http://192.168.1.20:3000 (to sign in there, add it to FATHOM_TRUSTED_ORIGINS)',
    ]);
  });

  it('names the database address without its password and what to check', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), {
      code: 'ECONNREFUSED',
    });
    expect(databaseErrorLine('postgres://fathom:s3cret@127.0.0.1:1/fathom', refused)).toBe(
      'Could not open the database at postgres://fathom:***@127.0.0.1:1/fathom: nothing answers there: check that PostgreSQL is running and the host and port are right.',
    );
  });

  it('a wrong DATABASE_URL stops the server with one line, not a stack trace', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        DATABASE_URL: 'postgres://fathom:s3cret@127.0.0.1:1/fathom',
        FATHOM_MODE: 'demo',
        BETTER_AUTH_SECRET: 'test-secret',
        PORT: '0',
      },
      encoding: 'utf8',
      timeout: 50_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      'Could not open the database at postgres://fathom:***@127.0.0.1:1/fathom: nothing answers there: check that PostgreSQL is running and the host and port are right.',
    );
    expect(run.stdout).toBe('');
  });
});

import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MARKET_SEED } from './simulated/market';
import { marketDigest } from './testing/digest';

const run = promisify(execFile);
const script = fileURLToPath(new URL('./testing/print-digest.ts', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

async function digestInNewProcess(seed: number): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', script, String(seed)], {
    cwd: repositoryRoot,
  });
  return stdout.trim();
}

describe('determinism', () => {
  it('gives the same answers for the same seed in a new process', async () => {
    const [here, there] = await Promise.all([
      marketDigest(DEFAULT_MARKET_SEED),
      digestInNewProcess(DEFAULT_MARKET_SEED),
    ]);
    expect(there).toMatch(/^[0-9a-f]{64}$/);
    expect(there).toBe(here);
  });

  it('gives the same answers when asked again, in any order, and other answers for another seed', async () => {
    const first = await marketDigest(4242);
    await marketDigest(DEFAULT_MARKET_SEED);
    expect(await marketDigest(4242)).toBe(first);
    expect(first).not.toBe(await marketDigest(DEFAULT_MARKET_SEED));
  });
});

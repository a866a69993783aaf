import { describe, expect, it } from 'vitest';
import { mapLimit, oneAtATime } from './concurrency';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('mapLimit', () => {
  it('keeps at most the limit in flight and returns results in input order', async () => {
    let inFlight = 0;
    let most = 0;
    const results = await mapLimit([30, 5, 20, 1, 10, 2, 8], 3, async (ms, i) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await sleep(ms);
      inFlight--;
      return `${i}:${ms}`;
    });
    expect(most).toBe(3);
    expect(results).toEqual(['0:30', '1:5', '2:20', '3:1', '4:10', '5:2', '6:8']);
  });

  it('rejects with the first failure and starts nothing after it', async () => {
    const started: number[] = [];
    await expect(
      mapLimit([0, 1, 2, 3, 4, 5], 2, async (n) => {
        started.push(n);
        await sleep(n === 1 ? 1 : 20);
        if (n === 1) throw new Error('provider down');
        return n;
      }),
    ).rejects.toThrow('provider down');
    await sleep(40);
    expect(started).toEqual([0, 1]);
  });

  it('answers an empty list without calling', async () => {
    expect(await mapLimit([], 4, () => Promise.reject(new Error('called')))).toEqual([]);
  });
});

describe('oneAtATime', () => {
  it('runs overlapping calls one after another in call order; a failure fails only its caller', async () => {
    const log: string[] = [];
    let running = 0;
    const step = oneAtATime(async (name: string, ms: number) => {
      running++;
      expect(running).toBe(1);
      log.push(`start ${name}`);
      await sleep(ms);
      log.push(`end ${name}`);
      running--;
      if (name === 'b') throw new Error('b failed');
    });
    const outcomes = await Promise.allSettled([step('a', 20), step('b', 1), step('c', 1)]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });
});

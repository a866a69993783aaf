import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiveStatus } from '@fathom/contract';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { diveStatus, nicheIdOf, startBody, startDive } from '../../test/dives';

/**
 * A niche edited while its dive finishes. PGlite has one connection, so transactions never
 * overlap there: only PostgreSQL can show two of them waiting on each other.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Edits sent in all: members editing at once, each sending one edit after the other. */
const EDITS = 500;
const EDITORS = 10;
const hero = KNOWN_ASINS.com.strongHero;
const lastTry = { retryCount: 2, isLast: true };

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await startTestApp(); // no worker: the test runs each dive's jobs itself, among the edits
  owner = await t.signUp('Edda');
});
afterAll(() => t.close());

/** Starts a dive and runs its discovery; `finish` then runs the dive that saves the niche. */
async function discovered(body: object) {
  const res = await startDive(t, owner, body);
  expect(res.statusCode).toBe(200);
  const { sndId } = res.json<{ sndId: string }>();
  await t.services.dives.runDiscovery(sndId, lastTry);
  return {
    sndId,
    finish: async (): Promise<DiveStatus> => {
      await t.services.dives.runDive(sndId, lastTry);
      return diveStatus(t, owner, sndId);
    },
  };
}

const edit = (nicheId: number, n: number) =>
  t.request({
    method: 'PUT',
    url: `/api/niches/${nicheId}/${n % 2 ? 'notes' : 'label'}`,
    cookie: owner.cookie,
    payload: n % 2 ? { notes: `note ${n}` } : { label: `edited niche ${n}` },
  });

describe.skipIf(!onPostgres)('editing a niche while its dive finishes (PostgreSQL)', () => {
  it('answers every one of 500 label and notes edits, and every dive completes', async () => {
    const first = await (await discovered(startBody(hero, 10))).finish();
    expect(first.status).toBe('completed');
    const nicheId = nicheIdOf(first);

    // Dives of the niche follow one another while the members edit it, until every edit is sent.
    const codes = new Map<number, number>();
    let sent = 0;
    const editor = async () => {
      while (sent < EDITS) {
        const answer = await edit(nicheId, sent++);
        codes.set(answer.statusCode, (codes.get(answer.statusCode) ?? 0) + 1);
      }
    };
    const dives: DiveStatus[] = [];
    const diver = async () => {
      while (sent < EDITS)
        dives.push(await (await discovered(startBody(hero, 10, { nicheId }))).finish());
    };
    await Promise.all([diver(), ...Array.from({ length: EDITORS }, editor)]);

    expect(Object.fromEntries(codes)).toEqual({ 200: EDITS });
    expect(dives.length).toBeGreaterThan(0);
    expect(dives.map((d) => d.status)).toEqual(dives.map(() => 'completed'));
  });
});

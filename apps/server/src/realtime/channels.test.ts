import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { channels, marketplaceDate } from '@fathom/contract';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { diveRuns, diveSchedules } from '../db/schema';
import { startTestApp, type TestApp, type TestUser } from '../test/harness';
import { diveAndWait, nicheIdOf, startBody, startDive } from '../test/dives';
import { connect, listen } from '../test/realtime-client';

let t: TestApp;
let alice: TestUser;
let mallory: TestUser;
let base: string;

const hero = KNOWN_ASINS.com.strongHero;
const start = (user: TestUser, body: object) => startDive(t, user, body);
const runsOf = (user: TestUser) =>
  t.database.db.select().from(diveRuns).where(eq(diveRuns.organizationId, user.orgId));

beforeAll(async () => {
  t = await startTestApp({ work: true });
  alice = await t.signUp('Alice');
  mallory = await t.signUp('Mallory');
  base = (await listen(t)).ws;
});
afterAll(() => t.close());

describe('progress channels belong to the organization of the run that created them', () => {
  it('refuses a start whose progress channel another organization holds, and keeps it theirs', async () => {
    const aliceBody = startBody(hero, 10);
    expect((await start(alice, aliceBody)).statusCode).toBe(200);
    const runsBefore = (await runsOf(mallory)).length;

    const taken = [
      { ...startBody(hero, 10), progressBarId: aliceBody.progressBarId },
      {
        ...startBody(hero, 10),
        triggerDive: {
          ...aliceBody.triggerDive,
          progressBarId: aliceBody.triggerDive.progressBarId,
        },
      },
      // Alice's discovery id as Mallory's dive id names another channel and is free.
    ];
    for (const body of taken) {
      const res = await start(mallory, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This progressBarId was used before; start with a new one');
    }
    expect(await runsOf(mallory)).toHaveLength(runsBefore);

    const diveChannel = channels.dive.name({ progressBarId: aliceBody.triggerDive.progressBarId });
    const mine = await connect(base, alice);
    const theirs = await connect(base, mallory);
    expect(await mine.subscribe(diveChannel)).toEqual({ type: 'subscribed', channel: diveChannel });
    expect(await theirs.subscribe(diveChannel)).toMatchObject({ type: 'denied' });
    mine.socket.close();
    theirs.socket.close();
  });

  it("keeps a scheduled dive's progress from another organization that started a dive under its old predictable name", async () => {
    const nicheId = nicheIdOf(await diveAndWait(t, alice, startBody(hero, 10)));
    const saved = await t.request({
      method: 'PUT',
      url: `/api/niches/${nicheId}/schedule`,
      cookie: alice.cookie,
      payload: {
        interval: 'Monthly',
        dayOfMonth: 31,
        type: 'NicheDive',
        heroAsin: hero,
        numberOfCompetitors: 10,
      },
    });
    expect(saved.statusCode).toBe(200);
    const today = marketplaceDate('com');
    await t.database.db
      .update(diveSchedules)
      .set({ nextRunDate: today })
      .where(eq(diveSchedules.nicheId, nicheId));

    // Mallory squats the names a scheduled run used to get: sched{nicheId}x{date}snd / ...dive.
    const predictable = `sched${nicheId}x${today.replaceAll('-', '')}`;
    const squat = await start(mallory, {
      ...startBody(hero, 10),
      progressBarId: `${predictable}snd`,
      triggerDive: {
        numberOfCompetitors: 10,
        diveOrigin: 'test',
        progressBarId: `${predictable}dive`,
      },
    });
    expect(squat.statusCode).toBe(200);
    const eavesdropper = await connect(base, mallory);
    expect(
      await eavesdropper.subscribe(channels.dive.name({ progressBarId: `${predictable}dive` })),
    ).toMatchObject({
      type: 'subscribed',
    });

    await t.services.schedules.tick();
    const [run] = await t.database.db
      .select()
      .from(diveRuns)
      .where(and(eq(diveRuns.nicheId, nicheId), eq(diveRuns.scheduledFor, today)));
    expect(run).toBeDefined();
    // Named by the server at random: 128 bits each, nothing derived from the niche or the date.
    expect(run!.progressBarId).toMatch(/^[0-9a-f]{32}$/);
    expect(run!.diveProgressBarId).toMatch(/^[0-9a-f]{32}$/);
    const names = [
      channels.nicheDiscovery.name({ progressBarId: run!.progressBarId }),
      channels.dive.name({ progressBarId: run!.diveProgressBarId! }),
    ];

    const member = await connect(base, alice);
    for (const name of names) {
      expect(await member.subscribe(name)).toEqual({ type: 'subscribed', channel: name });
      expect(await eavesdropper.subscribe(name)).toMatchObject({ type: 'denied' });
    }
    await t.services.publisher.publish(
      channels.dive,
      { progressBarId: run!.diveProgressBarId! },
      'progress',
      { percentage: 0.7, text: 'Collecting keywords' },
    );
    await member.next((m) => m.type === 'event');
    expect(
      eavesdropper.messages.filter((m) => m.type === 'event' && names.includes(m.channel)),
    ).toEqual([]);
    member.socket.close();
    eavesdropper.socket.close();
  });
});

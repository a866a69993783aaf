import type { AddressInfo, Server } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  ALERT_MESSAGES,
  ALERT_RULES_MAX,
  marketplaceDate,
  type Alert,
  type AlertRule,
  type Heatmap,
  type Tracker,
} from '@fathom/contract';
import { COUNT_ROW, parseRows } from '../../../db/rows';
import { startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { trackerWithHistory } from '../../../test/rank-radar-fixture';
import { readMail, smtpSink } from '../../../test/smtp-sink';

let t: TestApp;
let sink: Server;
const received: string[] = [];
let refusing = false;
let owner: TestUser;
let outsider: TestUser;
let tracker: Tracker;
let termIds: number[];
const today = marketplaceDate('com');
const DAYS = 4;
const lastDay = addDays(today, -1);
const prevDay = addDays(today, -2);

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const api = (user: TestUser, method: Method, path: string, payload?: object) =>
  t.request({
    method,
    url: `/api/orgs/${user.orgId}/krt/${tracker.id}${path}`,
    cookie: user.cookie,
    payload,
  });
const rules = async () =>
  (await api(owner, 'GET', '/alert-rules')).json<{ rules: AlertRule[] }>().rules;
const alerts = async (page = 1) =>
  (await api(owner, 'GET', `/alerts?page=${page}`)).json<{
    alerts: Alert[];
    total: number;
    unread: number;
  }>();
const exec = (query: ReturnType<typeof sql>) => t.database.db.execute(query);
const alertMails = () =>
  received.map(readMail).filter((m) => m.includes('Subject: Rank alerts for'));

/** Sets a day's organic ranks of the tracker: [term id, rank] pairs. */
async function setRanks(day: string, ranks: [number, number][]) {
  const ids = `{${ranks.map((r) => r[0]).join(',')}}`;
  const values = `{${ranks.map((r) => r[1]).join(',')}}`;
  await exec(sql`update rank_days set keyword_ids = ${ids}::int[],
    organic_ranks = ${values}::smallint[], sponsored_ranks = ${values}::smallint[],
    impression_ranks = ${values}::smallint[], top_asins = ${values}::smallint[]
    where tracker_id = ${tracker.id} and day = ${day}::date`);
}

/** The last day's collection again (as a retried job would): the alerts are evaluated once more. */
const collectAgain = () =>
  t.services.rankRadarCollection.collect({ marketplace: 'com', day: lastDay });
/** The digest job of the last day, as the queue runs it. */
const sendDigest = () => t.services.rankRadarAlerts.sendDigest(tracker.id, lastDay);
const queuedDigests = async () =>
  parseRows(
    COUNT_ROW,
    await exec(sql`select count(*)::int as n from pgboss.job
      where name = 'rank-radar.alert-digest' and (data->>'trackerId')::int = ${tracker.id}
        and data->>'day' = ${lastDay}`),
  )[0]!.n;

beforeAll(async () => {
  sink = smtpSink(received, () => refusing);
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  t = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${(sink.address() as AddressInfo).port}` });
  owner = await t.signUp('Ines');
  outsider = await t.signUp('Olaf');
  tracker = await trackerWithHistory(t, owner, { label: 'alerts niche', terms: 6, days: DAYS });
  const heatmap = (await api(owner, 'GET', '/heatmap')).json<Heatmap>();
  termIds = heatmap.keywords.map((k) => k.keywordId).sort((a, b) => a - b);
}, 180_000);
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => sink.close(() => resolve()));
});

describe('alert rules', () => {
  it('the demo history gives a tracker two rules, without e-mail', async () => {
    const held = await rules();
    expect(held.map((r) => [r.kind, r.threshold, r.direction, r.keywordIds, r.email])).toEqual([
      ['leaves_top', 10, 'either', null, false],
      ['moves', 10, 'either', null, false],
    ]);
    for (const r of held)
      expect((await api(owner, 'DELETE', `/alert-rules/${r.id}`)).json()).toEqual({ ok: true });
    expect(await rules()).toEqual([]);
    expect((await alerts()).total).toBe(0);
  });

  it('creates with defaults, edits and refuses what is out of bounds', async () => {
    const created = await api(owner, 'POST', '/alert-rules', { kind: 'enters_top' });
    expect(created.statusCode).toBe(200);
    const rule = created.json<AlertRule>();
    expect(rule).toMatchObject({
      kind: 'enters_top',
      threshold: 10,
      direction: 'either',
      keywordIds: null,
      email: false,
    });
    const edited = await api(owner, 'PATCH', `/alert-rules/${rule.id}`, {
      kind: 'moves',
      direction: 'down',
      keywordIds: [termIds[1], termIds[0], termIds[1]],
    });
    expect(edited.json<AlertRule>()).toMatchObject({
      kind: 'moves',
      threshold: 5,
      direction: 'down',
      keywordIds: [termIds[0], termIds[1]],
    });
    for (const threshold of [0, 101, 2.5])
      expect(
        (await api(owner, 'POST', '/alert-rules', { kind: 'moves', threshold })).statusCode,
      ).toBe(400);
    const foreign = await api(owner, 'POST', '/alert-rules', {
      kind: 'moves',
      keywordIds: [2_000_000],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<{ message: string }>().message).toBe(ALERT_MESSAGES.termsNotInTracker);
    const empty = await api(owner, 'POST', '/alert-rules', { kind: 'moves', keywordIds: [] });
    expect(empty.statusCode).toBe(400);
    expect((await api(owner, 'DELETE', `/alert-rules/${rule.id}`)).statusCode).toBe(200);
    expect((await api(owner, 'DELETE', `/alert-rules/${rule.id}`)).statusCode).toBe(404);
  });

  it(`holds at most ${ALERT_RULES_MAX} rules per tracker`, async () => {
    for (let i = 0; i < ALERT_RULES_MAX; i++)
      expect(
        (await api(owner, 'POST', '/alert-rules', { kind: 'leaves_top', threshold: i + 1 }))
          .statusCode,
      ).toBe(200);
    const over = await api(owner, 'POST', '/alert-rules', { kind: 'leaves_top' });
    expect(over.statusCode).toBe(400);
    expect(over.json<{ message: string }>().message).toBe(ALERT_MESSAGES.tooManyRules);
    for (const r of await rules()) await api(owner, 'DELETE', `/alert-rules/${r.id}`);
  });

  it("another organization's tracker is not found", async () => {
    const url = (path: string) => `/api/orgs/${outsider.orgId}/krt/${tracker.id}${path}`;
    const asOutsider = (method: Method, path: string, payload?: object) =>
      t.request({ method, url: url(path), cookie: outsider.cookie, payload });
    expect((await asOutsider('GET', '/alert-rules')).statusCode).toBe(404);
    expect((await asOutsider('POST', '/alert-rules', { kind: 'moves' })).statusCode).toBe(404);
    expect((await asOutsider('GET', '/alerts')).statusCode).toBe(404);
    expect((await asOutsider('POST', '/alerts/read', {})).statusCode).toBe(404);
  });
});

describe('evaluation after a collected day', () => {
  it('compares the day with the previous one, once per rule, term and day, and e-mails one digest', async () => {
    const [a, b, c, d] = termIds as [number, number, number, number];
    const create = async (body: object) =>
      (await api(owner, 'POST', '/alert-rules', body)).json<AlertRule>();
    await create({ kind: 'leaves_top', threshold: 10, keywordIds: [a, d], email: true });
    await create({ kind: 'enters_top', threshold: 10 });
    await create({ kind: 'moves', threshold: 5, direction: 'down', keywordIds: [c] });
    await create({ kind: 'moves', threshold: 5, direction: 'up', keywordIds: [c] });
    // a: 5 → 12 leaves the top 10; b: 40 → 3 enters it; c: 20 → 30 moves down by 10;
    // d: 7 → 150 (above 100: not ranked) leaves the top 10.
    await setRanks(prevDay, [
      [a, 5],
      [b, 40],
      [c, 20],
      [d, 7],
    ]);
    await setRanks(lastDay, [
      [a, 12],
      [b, 3],
      [c, 30],
      [d, 150],
    ]);
    const before = alertMails().length;
    await collectAgain();
    await collectAgain();
    expect(await queuedDigests()).toBe(1);
    expect(alertMails().length).toBe(before);
    await sendDigest();
    await sendDigest();
    const seen = await alerts();
    const ofDay = seen.alerts.filter((x) => x.day === lastDay);
    const byTerm = new Map(termIds.map((id, i) => [id, i]));
    expect(
      ofDay
        .map((x) => [byTerm.get(x.keywordId), x.rule, x.previousRank, x.rank])
        .sort((x, y) => Number(x[0]) - Number(y[0])),
    ).toEqual([
      [0, 'Leaves the top 10', 5, 12],
      [1, 'Enters the top 10', 40, 3],
      [2, 'Moves down by 5 places or more', 20, 30],
      [3, 'Leaves the top 10', 7, null],
    ]);
    expect(seen.unread).toBe(seen.total);
    const mails = alertMails().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${owner.email}`);
    expect(mails[0]).toContain(`Subject: Rank alerts for ${tracker.title} on ${lastDay}`);
    expect(mails[0]).toContain('#5 → #12 (Leaves the top 10)');
    expect(mails[0]).toContain('#7 → not ranked (Leaves the top 10)');
    expect(mails[0]).not.toContain('Enters the top 10');
    expect(mails[0]).toContain(
      `http://localhost:3000/rank-radar/heatmap?krtId=${tracker.id}&view=alerts`,
    );
  });

  it('queues the digest again when an earlier try stored the alerts but stopped before queueing it', async () => {
    await exec(sql`delete from rank_alert_digests where tracker_id = ${tracker.id}`);
    await exec(sql`delete from pgboss.job where name = 'rank-radar.alert-digest'
      and (data->>'trackerId')::int = ${tracker.id}`);
    expect(await queuedDigests()).toBe(0);
    const before = alertMails().length;
    await collectAgain();
    expect(await queuedDigests()).toBe(1);
    expect(await sendDigest()).toBe(1);
    const mails = alertMails().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('#5 → #12 (Leaves the top 10)');
  });

  it('sends a digest the mail server refused on the next try, and only once', async () => {
    await exec(sql`delete from rank_alert_digests where tracker_id = ${tracker.id}`);
    const before = alertMails().length;
    refusing = true;
    await expect(sendDigest()).rejects.toThrow();
    refusing = false;
    expect(alertMails().length).toBe(before);
    expect(await sendDigest()).toBe(1);
    expect(await sendDigest()).toBe(0);
    const mails = alertMails().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${owner.email}`);
  });

  it('lists alerts newest first and marks them read', async () => {
    const seen = await alerts();
    const days = seen.alerts.map((x) => x.day);
    expect(days).toEqual([...days].sort().reverse());
    const first = seen.alerts[0]!;
    const read = await api(owner, 'POST', '/alerts/read', { ids: [first.id] });
    expect(read.json()).toEqual({ unread: seen.unread - 1 });
    expect((await alerts()).alerts.find((x) => x.id === first.id)?.read).toBe(true);
    expect((await api(owner, 'POST', '/alerts/read', {})).json()).toEqual({ unread: 0 });
    expect((await api(owner, 'GET', '/alerts?page=0')).statusCode).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  marketplaceDate,
  RANK_HISTORY_COLUMNS,
  RANK_HISTORY_IMPORT_LIMITS,
  RANK_HISTORY_IMPORT_MESSAGES,
  RANK_HISTORY_IMPORT_TYPES,
  RANK_MESSAGES,
  type Heatmap,
  type RankHistoryImportResult,
  type Tracker,
} from '@fathom/contract';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { heroTerms, radarApi, trackerWithHistory } from '../../../test/rank-radar-fixture';

let t: TestApp;
let owner: TestUser;
let source: Tracker;
const today = marketplaceDate('com');
const HEADER = RANK_HISTORY_COLUMNS.join(',');

const exportCsv = async (user: TestUser, id: number) => {
  const res = await t.request({
    method: 'GET',
    url: `/api/orgs/${user.orgId}/krt/${id}/history/export?format=csv`,
    cookie: user.cookie,
  });
  expect(res.statusCode).toBe(200);
  return res;
};

const importFile = (
  user: TestUser,
  id: number,
  file: string | Buffer,
  {
    type = RANK_HISTORY_IMPORT_TYPES.csv,
    orgId = user.orgId,
  }: { type?: string; orgId?: number } = {},
) =>
  t.request({
    method: 'POST',
    url: `/api/orgs/${orgId}/krt/${id}/history/import`,
    cookie: user.cookie,
    headers: { 'content-type': type },
    payload: file,
  });

/** A CSV of the export's columns with the given rows. */
const csv = (...rows: string[]) => [HEADER, ...rows].join('\r\n') + '\r\n';

/** The export's data lines of days before today, sorted (today may be collected on its own). */
const pastLines = (text: string) =>
  text
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .filter((line) => line.split(',')[1]! < today)
    .sort();

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.signUp('Iris');
  source = await trackerWithHistory(t, owner, { label: 'import source', terms: 4, days: 12 });
}, 180_000);
afterAll(() => t.close());

describe('Rank history import', () => {
  it('imports an export into a fresh tracker, whose export is then the same file', async () => {
    const other = await t.signUp('Omar');
    const asin = KNOWN_ASINS.com.variationParent;
    const fresh = await trackerWithHistory(t, other, { label: 'fresh', terms: 1, days: 0, asin });
    // A term the fresh tracker had keeps its own search volume; the rest of its rows are the file's.
    const own = (await heroTerms(1, asin))[0]!.term;
    const ownVolumeBlank = (line: string) =>
      line.startsWith(`${own},`) ? line.replace(/^((?:[^,]*,){5})[^,]*/, '$1') : line;
    const exported = async () =>
      pastLines((await exportCsv(other, fresh.id)).body).map(ownVolumeBlank);
    const [csvFile, xlsxFile] = await Promise.all([
      exportCsv(owner, source.id),
      t.request({
        method: 'GET',
        url: `/api/orgs/${owner.orgId}/krt/${source.id}/history/export?format=xlsx`,
        cookie: owner.cookie,
      }),
    ]);
    const lines = pastLines(csvFile.body);
    expect(lines.length).toBeGreaterThan(20);
    const expected = lines.map(ownVolumeBlank);

    const res = await importFile(other, fresh.id, xlsxFile.rawPayload, {
      type: RANK_HISTORY_IMPORT_TYPES.xlsx,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<RankHistoryImportResult>()).toMatchObject({
      rowsRead: csvFile.body.trimEnd().split('\r\n').length - 1,
      daysSkipped: 0,
    });
    expect(await exported()).toEqual(expected);

    // The same file again: every day now holds its data, so nothing changes.
    const again = await importFile(other, fresh.id, csvFile.body);
    expect(again.json<RankHistoryImportResult>()).toMatchObject({
      daysFilled: 0,
      termsAdded: 0,
    });
    expect(again.json<RankHistoryImportResult>().daysSkipped).toBe(lines.length);
    expect(await exported()).toEqual(expected);
  });

  it('fills only term days without stored data and adds the terms the tracker lacks', async () => {
    const before = (await exportCsv(owner, source.id)).body;
    const [stored] = pastLines(before);
    const [term, day] = stored!.split(',');
    const empty = addDays(today, -40);
    const res = await importFile(
      owner,
      source.id,
      csv(
        `${term},${day},1,1,1,,`,
        `"${term!.toUpperCase()} ",${empty},7,,,,`,
        `"garden hose, 50 ft",${empty},3,12,,900,B000000001`,
        `garden hose,${empty},,,,,`,
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rowsRead: 4, daysFilled: 2, daysSkipped: 1, termsAdded: 2 });
    const after = (await exportCsv(owner, source.id)).body;
    expect(after).toContain(`${stored}\r\n`);
    expect(after).toContain(`${term},${empty},7,,,`);
    expect(after).toContain(`"garden hose, 50 ft",${empty},3,12,,900,B000000001\r\n`);
    expect(after).not.toContain(`${term},${day},1,1,1`);
    const heatmap = await radarApi(t)(
      owner,
      'GET',
      `/${source.id}/heatmap?from=${empty}&to=${addDays(empty, 1)}`,
    );
    const row = heatmap.json<Heatmap>().keywords.find((k) => k.keyword === term);
    expect(row?.organicRanks[0]).toBe(7);
  });

  it("gives way to the day's collection when it imported a day not yet collected", async () => {
    const res = await importFile(owner, source.id, csv(`imported only,${today},9,,,,`));
    expect(res.json()).toMatchObject({ daysFilled: 1, termsAdded: 1 });
    await t.services.rankRadarCollection.collect({
      marketplace: 'com',
      day: today,
      trackerId: source.id,
    });
    const lines = (await exportCsv(owner, source.id)).body.split('\r\n');
    expect(lines.filter((line) => line.split(',')[1] === today).length).toBeGreaterThan(0);
    expect(lines).not.toContain(`imported only,${today},9,,,,`);
  });

  it('writes nothing when one row is wrong, and names its row', async () => {
    const before = (await exportCsv(owner, source.id)).body;
    const res = await importFile(
      owner,
      source.id,
      csv(
        `blue kettle,${addDays(today, -50)},4,,,,`,
        `blue kettle,2026-13-01,4,,,,`,
        `blue kettle,${addDays(today, -51)},0,,,,`,
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "Row 3: the date '2026-13-01' is not a date (yyyy-MM-dd)\n" +
        `Row 4: the organic rank '0' is not a whole number from 1 to ${RANK_HISTORY_IMPORT_LIMITS.rankMax}`,
    );
    expect((await exportCsv(owner, source.id)).body).toBe(before);
  });

  it('refuses an empty file, a wrong header and a file over the size limit', async () => {
    const empty = await importFile(owner, source.id, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(RANK_HISTORY_COLUMNS.join(', '));
    const header = await importFile(owner, source.id, 'Keyword,Day\r\nx,2026-01-01\r\n');
    expect(header.statusCode).toBe(400);
    expect(header.json().message).toContain(RANK_HISTORY_COLUMNS.join(', '));
    const large = await importFile(
      owner,
      source.id,
      Buffer.alloc(RANK_HISTORY_IMPORT_LIMITS.fileBytesMax + 1, 'a'),
    );
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe(RANK_HISTORY_IMPORT_MESSAGES.tooLarge);
    const json = await importFile(owner, source.id, '{}', { type: 'application/json' });
    expect(json.statusCode).toBe(415);
  });

  it('refuses new terms beyond the plan quota and writes nothing', async () => {
    const user = await t.signUp('Quincy');
    await t.services.billing.startSubscription(user.orgId, 'starter');
    const tracker = await trackerWithHistory(t, user, { label: 'quota', terms: 4, days: 2 });
    const quota = await t.services.billing.quota(user.orgId, 'RANK_RADAR_KEYWORDS');
    const room = quota.limit! - quota.used;
    const rows = Array.from(
      { length: room + 1 },
      (_, i) => `term ${i},${addDays(today, -3)},5,,,,`,
    );
    const res = await importFile(user, tracker.id, csv(...rows));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(RANK_MESSAGES.quotaExceeded(room));
    const after = await t.services.billing.quota(user.orgId, 'RANK_RADAR_KEYWORDS');
    expect(after.used).toBe(quota.used);
  });

  it('lets only members who may change the tracker import, and hides it from others', async () => {
    const viewer = await t.signUp('Vic');
    await t.services.orgs.addMember(owner.orgId, viewer.id, 'member');
    const file = csv(`blue kettle,${addDays(today, -60)},4,,,,`);
    const asViewer = await importFile(viewer, source.id, file, { orgId: owner.orgId });
    expect(asViewer.statusCode).toBe(403);
    const outsider = await t.signUp('Olga');
    const foreign = await importFile(outsider, source.id, file);
    expect(foreign.statusCode).toBe(404);
    expect((await exportCsv(owner, source.id)).body).not.toContain('blue kettle');
  });
});

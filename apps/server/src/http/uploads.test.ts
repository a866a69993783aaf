import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RANK_HISTORY_COLUMNS,
  RANK_HISTORY_IMPORT_TYPES,
  UPLOAD_MESSAGES as M,
  type Tracker,
} from '@fathom/contract';
import { startTestApp, type TestApp, type TestUser } from '../test/harness';
import { trackerWithHistory } from '../test/rank-radar-fixture';
import {
  oneCellSheet,
  rowXml,
  sameRowSheet,
  workbookOf,
  worksheet,
  type ZipEntry,
} from '../test/zip-files';

/** The byte limit this server is configured with (FATHOM_UPLOAD_MAX_BYTES). */
const BYTES_MAX = 2 * 1024 * 1024;
const MB = 1024 * 1024;

let t: TestApp;
let owner: TestUser;
let tracker: Tracker;
/** The probe's worksheet of 250 MB of XML, all its rows numbered 2, packed to about 1.1 MB. */
let bomb: ZipEntry;

const upload = (file: Buffer | Readable, type: string = RANK_HISTORY_IMPORT_TYPES.xlsx) =>
  t.request({
    method: 'POST',
    url: `/api/orgs/${owner.orgId}/krt/${tracker.id}/history/import`,
    cookie: owner.cookie,
    headers: { 'content-type': type },
    payload: file,
  });

const history = async () => {
  const res = await t.request({
    method: 'GET',
    url: `/api/orgs/${owner.orgId}/krt/${tracker.id}/history/export?format=csv`,
    cookie: owner.cookie,
  });
  expect(res.statusCode).toBe(200);
  return res.body;
};

beforeAll(async () => {
  t = await startTestApp({ uploadBytesMax: BYTES_MAX });
  owner = await t.signUp('Uma');
  tracker = await trackerWithHistory(t, owner, { label: 'upload gate', terms: 2, days: 3 });
  bomb = await sameRowSheet(250 * MB);
}, 180_000);
afterAll(() => t.close());

describe('The upload gate on the history import', () => {
  it('publishes its configured byte limit in /api/config, for the forms that check it first', async () => {
    const config = await t.request({ method: 'GET', url: '/api/config' });
    expect(config.statusCode).toBe(200);
    expect(config.json()).toMatchObject({ uploadBytesMax: BYTES_MAX });
  });

  it('imports a workbook in the container the bombs are built in', async () => {
    const sheet = await worksheet(() => [
      rowXml(1, RANK_HISTORY_COLUMNS),
      rowXml(2, ['gate check', '2026-01-05', '4', '', '', '', '']),
    ]);
    const res = await upload(await workbookOf(sheet));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ rowsRead: 1, daysFilled: 1, termsAdded: 1 });
  });

  it("refuses the probe's zip bombs from their zip directory, naming the limit", async () => {
    const before = await history();
    expect(bomb.data.length).toBeLessThan(1.2 * MB);
    const cell = await oneCellSheet(150 * MB);
    const rows = await sameRowSheet(50 * MB);
    for (const [sheet, message] of [
      [bomb, M.zipUnpacked],
      [cell, M.zipUnpacked],
      [rows, M.zipRatio('xl/worksheets/sheet1.xml')],
    ] as const) {
      const res = await upload(await workbookOf(sheet));
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(message);
    }
    expect(await history()).toBe(before);
  });

  it('stops a bomb whose directory understates what it unpacks to', async () => {
    const before = await history();
    const res = await upload(await workbookOf({ ...bomb, declaredSize: 5 * MB }));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(M.zipLies('xl/worksheets/sheet1.xml'));
    expect(await history()).toBe(before);
  });

  it('holds every file to the configured byte limit', async () => {
    const csv = `${RANK_HISTORY_COLUMNS.join(',')}\r\n`.padEnd(BYTES_MAX + 1, ' ');
    const declared = await upload(Buffer.from(csv), RANK_HISTORY_IMPORT_TYPES.csv);
    expect(declared.statusCode).toBe(413);
    expect(declared.json().message).toBe('The file is larger than 2 MB');
    // Sent in chunks without a length: refused when the bytes pass the limit.
    const chunks = Array.from({ length: 40 }, () => Buffer.alloc(64 * 1024, 'a'));
    const streamed = await upload(Readable.from(chunks), RANK_HISTORY_IMPORT_TYPES.csv);
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().message).toBe('The file is larger than 2 MB');
  });
});

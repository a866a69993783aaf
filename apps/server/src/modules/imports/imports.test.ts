import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  DATA_IMPORT_MESSAGES as M,
  DATA_IMPORT_TYPES,
  dataImportEndpoints as e,
  type DataImportSummary,
} from '@fathom/contract';
import type { ImportReader } from '@fathom/market';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { RADAR_HERO } from '../../test/rank-radar-fixture';
import {
  cerebroFile,
  importFileBytes,
  readerOf,
  seedImport,
  TEST_IMPORT_PARSERS,
  type ImportFile,
} from '../../test/imports';

const IMPORT_TABLES = [
  'data_imports',
  'imported_terms',
  'imported_ranks',
  'imported_products',
  'imported_search_positions',
  'imported_ppc_rows',
  'imported_sqp_rows',
  'imported_top_search_terms',
] as const;

let t: TestApp;
let owner: TestUser;
let outsider: TestUser;
let member: TestUser;
const BYTES_MAX = 64 * 1024;

async function tableCounts(): Promise<Record<string, number>> {
  const result = await t.database.db.execute(
    sql.raw(
      `select ${IMPORT_TABLES.map((n) => `(select count(*)::int from ${n}) as ${n}`).join(', ')}`,
    ),
  );
  return (result as { rows: Record<string, number>[] }).rows[0]!;
}

const upload = (user: TestUser, body: Buffer | string, type: string = DATA_IMPORT_TYPES.json) =>
  t.request({
    method: 'POST',
    url: `/api/orgs/${user.orgId}/imports?name=${encodeURIComponent('competitors.json')}`,
    cookie: user.cookie,
    headers: { 'content-type': type },
    payload: body,
  });

const competitors: ImportFile = {
  ...cerebroFile(
    [
      { asin: 'B0COMPET01', term: 'Garlic Press', organicRank: 4, sponsoredRank: 2 },
      { asin: 'B0COMPET01', term: 'garlic crusher', organicRank: 12 },
      { asin: 'B0COMPET02', term: 'garlic press', organicRank: 1 },
    ],
    { 'garlic press': 90_000, 'garlic crusher': 12_000 },
  ),
  dataDate: '2026-11-30',
  problems: [{ row: 7, column: 'Search Volume', message: 'Not a number: "abc"' }],
};

beforeAll(async () => {
  t = await startTestApp({ importParsers: TEST_IMPORT_PARSERS, uploadBytesMax: BYTES_MAX });
  owner = await t.signUp('Ivy');
  outsider = await t.signUp('Oscar');
  member = await t.signUp('Mona');
  await t.services.orgs.addMember(owner.orgId, member.id, 'member');
}, 120_000);
afterAll(() => t.close());

describe('Uploading a data file', () => {
  it('stores its records and answers what it added, with the problems by row and column', async () => {
    const res = await upload(owner, importFileBytes(competitors));
    expect(res.statusCode).toBe(200);
    const summary = res.json<DataImportSummary>();
    expect(summary).toMatchObject({
      fileName: 'competitors.json',
      format: 'helium10-cerebro',
      marketplace: 'com',
      dataDate: '2026-11-30',
      counts: { term: 2, rank: 3, product: 0, ppc: 0 },
      asins: ['B0COMPET01', 'B0COMPET02'],
      asinsCount: 2,
      terms: ['garlic crusher', 'garlic press'],
      termsCount: 2,
      from: '2026-11-30',
      to: '2026-11-30',
      problemsCount: 1,
      problems: [{ row: 7, column: 'Search Volume', message: 'Not a number: "abc"' }],
    });
    const again = await t.call(owner, e.getImport, { params: { importId: summary.id } });
    expect(again).toEqual(summary);
    const page = await t.call(owner, e.listImports);
    expect(page.imports.map((i) => i.id)).toContain(summary.id);
  });

  it.each([
    ['an empty file', Buffer.alloc(0), M.empty],
    ['a file of blanks', Buffer.from('  \r\n\r\n'), M.empty],
    ['a binary file', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13, 1, 2, 3]), M.binary],
    ['a CSV of no known format', Buffer.from('Name,Colour\nPen,blue\n'), M.unknownFormat],
    ['a JSON of no known format', Buffer.from('{"hello":"world"}'), M.unknownFormat],
  ])('refuses %s with a clear message and stores nothing', async (_what, body, message) => {
    const before = await tableCounts();
    const res = await upload(owner, body, DATA_IMPORT_TYPES.csv);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(message);
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses a file over the limit (413) and stores nothing', async () => {
    const before = await tableCounts();
    const res = await upload(owner, Buffer.alloc(BYTES_MAX + 1, 'a'), DATA_IMPORT_TYPES.csv);
    expect(res.statusCode).toBe(413);
    expect(res.json<{ message: string }>().message).toBe('The file is larger than 64 KB');
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses another content type (415)', async () => {
    const res = await upload(owner, 'x', 'application/pdf');
    expect(res.statusCode).toBe(415);
  });

  it('refuses a file with no readable row, naming its problems, and stores nothing', async () => {
    const before = await tableCounts();
    const file: ImportFile = {
      format: 'helium10-cerebro',
      records: [],
      problems: [{ row: 3, column: 'Keyword Phrase', message: 'Empty' }],
    };
    const res = await upload(owner, importFileBytes(file));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(
      `${M.noRecords}\nRow 3, Keyword Phrase: Empty`,
    );
    expect(await tableCounts()).toEqual(before);
  });

  it('keeps nothing of a file that fails after some batches were written', async () => {
    const before = await tableCounts();
    const good = readerOf({ ...competitors, batch: 1 });
    const failing: ImportReader = {
      ...good,
      async *records() {
        let n = 0;
        for await (const batch of good.records()) {
          if (++n === 3) throw new Error('The file is damaged');
          yield batch;
        }
      },
    };
    const asOwner = { organizationId: owner.orgId, userId: owner.id, role: 'owner' as const };
    await expect(
      t.services.imports.store(asOwner, { name: 'broken.csv', marketplace: 'com' }, failing),
    ).rejects.toThrow('The file is damaged');
    expect(await tableCounts()).toEqual(before);
  });
});

describe('Who sees and changes imports', () => {
  it("answers another organization's import as not found, and changes nothing", async () => {
    const theirs = await seedImport(t, owner, 'theirs.csv', competitors);
    const before = await tableCounts();
    for (const endpoint of [e.getImport, e.deleteImport]) {
      const res = await t.send(outsider, endpoint, { params: { importId: theirs.id } });
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toBe('Import not found');
    }
    // Under the owner's organization, the outsider is no member.
    const foreign = await t.request({
      method: 'GET',
      url: `/api/orgs/${owner.orgId}/imports/${theirs.id}`,
      cookie: outsider.cookie,
    });
    expect(foreign.statusCode).toBe(404);
    const list = await t.call(outsider, e.listImports);
    expect(list.imports).toEqual([]);
    expect(await tableCounts()).toEqual(before);
  });

  it('lets a member see imports, but only owners and team managers upload or delete', async () => {
    const kept = await seedImport(t, owner, 'kept.csv', competitors);
    const asMember = { ...member, orgId: owner.orgId };
    const seen = await t.call(asMember, e.getImport, { params: { importId: kept.id } });
    expect(seen.id).toBe(kept.id);
    const before = await tableCounts();
    expect((await upload(asMember, importFileBytes(competitors))).statusCode).toBe(403);
    const del = await t.send(asMember, e.deleteImport, { params: { importId: kept.id } });
    expect(del.statusCode).toBe(403);
    expect(await tableCounts()).toEqual(before);
  });
});

describe('Deleting an import', () => {
  it('removes exactly what it added, and leaves the same facts of another import', async () => {
    const first = await seedImport(t, owner, 'first.csv', competitors);
    const before = await tableCounts();
    const second = await seedImport(t, owner, 'second.csv', {
      ...competitors,
      records: [
        ...competitors.records,
        {
          kind: 'product',
          asin: 'B0COMPET01',
          title: 'Garlic press',
          price: 1299,
          currency: 'USD',
        },
      ],
    });
    expect(second.counts.product).toBe(1);
    await t.call(owner, e.deleteImport, { params: { importId: second.id } });
    expect(await tableCounts()).toEqual(before);
    const gone = await t.send(owner, e.getImport, { params: { importId: second.id } });
    expect(gone.statusCode).toBe(404);
    const still = await t.call(owner, e.getImport, { params: { importId: first.id } });
    expect(still.counts.rank).toBe(3);
  });
});

describe('The list of imports', () => {
  it('pages newest first', async () => {
    const org = await t.signUp('Pia');
    const a = await seedImport(t, org, 'a.csv', competitors);
    const b = await seedImport(t, org, 'b.csv', competitors);
    const first = await t.call(org, e.listImports, { query: { limit: 1 } });
    expect(first.imports.map((i) => i.fileName)).toEqual(['b.csv']);
    expect(first.next).toBe(b.id);
    const second = await t.call(org, e.listImports, { query: { limit: 1, before: b.id } });
    expect(second.imports.map((i) => i.id)).toEqual([a.id]);
    expect(second.next).toBeNull();
  });

  it('refuses a page size past the bound', async () => {
    const res = await t.send(owner, e.listImports, { query: { limit: 101 } });
    expect(res.statusCode).toBe(400);
  });
});

describe('The market an organization reads', () => {
  it('answers reverse ASIN from imported ranks and volumes, the rest from the simulation', async () => {
    const org = await t.signUp('Rita');
    await seedImport(t, org, 'cerebro.csv', competitors);
    const ctx = { orgId: org.orgId };
    const { market } = t.services;
    const result = await market.reverseAsin(ctx, 'com', { asin: 'B0COMPET01', date: '2026-12-01' });
    expect(result).toEqual({
      asin: 'B0COMPET01',
      date: '2026-11-30',
      terms: [
        {
          term: 'garlic press',
          searchVolume: 90_000,
          organicRank: 4,
          sponsoredRank: 2,
          rankingAsin: 'B0COMPET01',
        },
        {
          term: 'garlic crusher',
          searchVolume: 12_000,
          organicRank: 12,
          sponsoredRank: null,
          rankingAsin: 'B0COMPET01',
        },
      ],
    });
    const caps = await market.capabilities(ctx, 'com');
    expect(caps.reverseAsin).toMatchObject({ status: 'available', source: 'imported' });
    expect(caps.searchVolume).toMatchObject({ status: 'available', source: 'imported' });
    expect(caps.products).toMatchObject({ status: 'available', source: 'simulated' });
    const volumes = await market.searchVolumes(ctx, 'com', {
      terms: ['garlic press'],
      date: '2026-12-01',
    });
    expect(volumes).toEqual([{ term: 'garlic press', searchVolume: 90_000 }]);
    // Another organization, and another marketplace, see none of it.
    expect(
      await market.reverseAsin({ orgId: outsider.orgId }, 'com', {
        asin: 'B0COMPET01',
        date: '2026-12-01',
      }),
    ).toBeNull();
    expect((await market.capabilities(ctx, 'de')).reverseAsin.source).toBe('simulated');
  });

  it('shows nothing but imports to an organization that chose so', async () => {
    const org = await t.signUp('Nora');
    await seedImport(t, org, 'cerebro.csv', competitors);
    const ctx = { orgId: org.orgId };
    const { market } = t.services;
    const latest = await market.latestDate({ orgId: null }, 'com');
    const simulated = await market.reverseAsin(ctx, 'com', { asin: RADAR_HERO, date: latest });
    expect(simulated?.terms.length).toBeGreaterThan(0);
    const set = await t.call(org, e.setDataSources, { body: { fallback: 'none' } });
    expect(set).toEqual({ fallback: 'none' });
    expect(await t.call(org, e.getDataSources)).toEqual({ fallback: 'none' });
    expect(await market.reverseAsin(ctx, 'com', { asin: RADAR_HERO, date: latest })).toBeNull();
    expect(await market.getProducts(ctx, 'com', { asins: [RADAR_HERO] })).toEqual([]);
    const caps = await market.capabilities(ctx, 'com');
    expect(caps.products).toMatchObject({ status: 'unsupported', source: 'imported' });
    expect(caps.reverseAsin).toMatchObject({ status: 'available', source: 'imported' });
    const imported = await market.reverseAsin(ctx, 'com', { asin: 'B0COMPET02', date: latest });
    expect(imported?.terms.map((x) => x.term)).toEqual(['garlic press']);
  });
});

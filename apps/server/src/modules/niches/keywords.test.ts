import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeywordRow } from '@fathom/contract';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { insertNiche } from '../../test/niche-fixture';

let t: TestApp;
let owner: TestUser;
let outsider: TestUser;
let nicheId: number;
let firstDiveNicheId: number;

const kw = (keyword: string, list: 'mkl' | 'outlier' | 'residue', searchVolume: number) => ({
  keyword,
  list,
  searchVolume,
  relevancy: searchVolume / 1000,
  wordCount: keyword.split(' ').length,
  organicRanks: { B0A: searchVolume % 97, B0B: 3 },
  sponsoredRanks: (list === 'mkl' ? { B0A: 1 } : {}) as Record<string, number>,
});

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.signUp('Kim');
  outsider = await t.signUp('Otto');
  nicheId = await insertNiche(t.database.db, {
    organizationId: owner.orgId,
    label: 'garlic press',
    createdBy: owner.id,
    asins: ['B0A', 'B0B'],
    researches: [
      [
        kw('garlic press', 'mkl', 900),
        kw('garlic crusher', 'outlier', 500),
        kw('press tool', 'mkl', 400),
        kw('mincer', 'mkl', 300),
        kw('peeler', 'residue', 100),
      ],
      [
        kw('garlic press', 'mkl', 950),
        kw('garlic crusher', 'mkl', 600),
        kw('garlic mincer steel', 'mkl', 550),
        kw('press tool', 'outlier', 450),
        kw('peeler', 'residue', 120),
      ],
    ],
  });
  firstDiveNicheId = await insertNiche(t.database.db, {
    organizationId: owner.orgId,
    label: 'first dive',
    createdBy: owner.id,
    asins: ['B0A'],
    researches: [[kw('b keyword', 'mkl', 10), kw('a keyword', 'mkl', 10)]],
  });
});
afterAll(() => t.close());

const keywords = (id: number, list: string, headers: Record<string, string> = {}, user = owner) =>
  t.request({
    method: 'GET',
    url: `/api/niches/${id}/keywords?list=${list}`,
    cookie: user.cookie,
    headers,
  });

describe('a niche keyword list', () => {
  it('marks new keywords, where they were before, and dropped ones with their latest figures', async () => {
    const res = await keywords(nicheId, 'mkl');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const rows = res.json<KeywordRow[]>();
    expect(
      rows.map((r) => [r.keyword, r.keywordDifferenceStatus, r.keywordPreviousKeywordList]),
    ).toEqual([
      ['garlic press', null, null],
      ['garlic crusher', 'new', 'outlier'],
      ['garlic mincer steel', 'new', null],
      ['press tool', 'dropped', null],
      ['mincer', 'dropped', null],
    ]);
    expect(rows[0]).toEqual({
      keyword: 'garlic press',
      searchVolume: 950,
      relevancy: 0.95,
      wordCount: 2,
      organicRanks: { B0A: 77, B0B: 3 },
      sponsoredRanks: { B0A: 1 },
      keywordDifferenceStatus: null,
      keywordPreviousKeywordList: null,
      manual: false,
    });
    // Dropped but still ranked on another list: today's figures; gone altogether: the last known.
    expect(rows[3]).toMatchObject({ searchVolume: 450, relevancy: 0.45, sponsoredRanks: {} });
    expect(rows[4]).toMatchObject({ searchVolume: 300, sponsoredRanks: { B0A: 1 } });
  });

  it('serves every list of the latest dive, and a first dive with nothing marked', async () => {
    const outliers = (await keywords(nicheId, 'outlier')).json<KeywordRow[]>();
    expect(
      outliers.map((r) => [r.keyword, r.keywordDifferenceStatus, r.keywordPreviousKeywordList]),
    ).toEqual([
      ['press tool', 'new', 'mkl'],
      ['garlic crusher', 'dropped', null],
    ]);
    const first = (await keywords(firstDiveNicheId, 'mkl')).json<KeywordRow[]>();
    expect(first.map((r) => [r.keyword, r.keywordDifferenceStatus])).toEqual([
      ['a keyword', null],
      ['b keyword', null],
    ]);
    expect((await keywords(firstDiveNicheId, 'residue')).json()).toEqual([]);
  });

  it('is compressed for clients that accept it, and answers 304 to a client whose copy is current', async () => {
    const plain = await keywords(nicheId, 'mkl');
    const br = await keywords(nicheId, 'mkl', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await keywords(nicheId, 'mkl', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    const etag = plain.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await keywords(nicheId, 'mkl', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await keywords(nicheId, 'outlier', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('is compressed in the encoding every other answer would get for the same request', async () => {
    for (const accepted of ['gzip;q=1, br;q=0.5', 'br;q=0, gzip', 'x-gzip', '*', 'identity']) {
      const headers = { 'accept-encoding': accepted };
      const other = await t.request({ method: 'GET', url: '/api/openapi.json', headers });
      const list = await keywords(nicheId, 'mkl', headers);
      expect([accepted, list.headers['content-encoding']]).toEqual([
        accepted,
        other.headers['content-encoding'],
      ]);
    }
  });

  it('stays "not found" for another organization, however often it was served', async () => {
    const res = await keywords(nicheId, 'mkl', {}, outsider);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/not found/i);
  });
});

describe('compression', () => {
  it('compresses any answer of a kilobyte or more that the client accepts compressed', async () => {
    const plain = await t.request({ method: 'GET', url: '/api/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const res = await t.request({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPath,
  channels,
  DEFAULT_KEYWORD_SETTINGS,
  KEYWORD_SETTINGS_LIMITS,
  diveEndpoints,
  keywordListEndpoints as e,
  type Competitor,
  type Endpoint,
  type KeywordRow,
  type KeywordSettings,
  type SavedKeywordSettings,
  type KeywordSettingsBody,
  type NicheSummary,
} from '@fathom/contract';
import { nicheKeywords, niches } from '../../db/schema';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { insertNiche } from '../../test/niche-fixture';
import { connect, listen } from '../../test/realtime-client';

let t: TestApp;
let owner: TestUser;
let reader: TestUser;
let manager: TestUser;
let outsider: TestUser;
let nicheId: number;
let ws: string;

const row = (
  keyword: string,
  list: 'mkl' | 'outlier' | 'residue',
  searchVolume: number,
  relevancy: number,
  organicRanks: Record<string, number>,
) => ({
  keyword,
  list,
  searchVolume,
  relevancy,
  wordCount: keyword.split(' ').length,
  organicRanks,
  sponsoredRanks: {},
});

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.signUp('Kira');
  reader = await t.signUp('Rita');
  manager = await t.signUp('Mo');
  outsider = await t.signUp('Otto');
  await t.services.orgs.addMember(owner.orgId, reader.id, 'member');
  await t.services.orgs.addMember(owner.orgId, manager.id, 'teamManager');
  nicheId = await insertNiche(t.database.db, {
    organizationId: owner.orgId,
    label: 'garlic press',
    createdBy: owner.id,
    asins: ['B0A', 'B0B'],
    researches: [
      [
        row('garlic press', 'mkl', 5000, 1, { B0A: 3, B0B: 5 }),
        row('garlic press stainless', 'mkl', 1200, 0.5, { B0A: 10, B0B: 80 }),
        row('garlic crusher', 'mkl', 800, 0.5, { B0A: 40 }),
        row('press tool', 'mkl', 300, 0.5, { B0B: 20 }),
        row('kitchen gadgets', 'outlier', 9000, 0.2, { B0A: 20 }),
        row('peeler', 'residue', 100, 0.1, { B0B: 90 }),
      ],
    ],
  });
  ws = (await listen(t)).ws;
});
afterAll(() => t.close());

function call(endpoint: Endpoint, user: TestUser, payload?: unknown, params = { nicheId }) {
  return t.request({
    method: endpoint.method,
    url: buildPath(endpoint.path, params),
    cookie: user.cookie,
    ...(payload !== undefined && { payload: payload as object }),
  });
}

const settingsOf = async (user = owner) =>
  (await call(e.keywordSettings, user)).json<KeywordSettings>();
const niche = async () => (await call(diveEndpoints.niche, owner)).json<NicheSummary>();
const mkl = async () =>
  (
    await t.request({
      method: 'GET',
      url: `/api/niches/${nicheId}/keywords?list=mkl`,
      cookie: owner.cookie,
    })
  ).json<KeywordRow[]>();

/** The defaults with some MKL and OKL fields changed. */
const body = (
  mklSettings: Partial<KeywordSettingsBody['mklSettings']> = {},
  oklSettings: Partial<KeywordSettingsBody['oklSettings']> = {},
) => ({
  mklSettings: { ...DEFAULT_KEYWORD_SETTINGS.mklSettings, ...mklSettings },
  oklSettings: { ...DEFAULT_KEYWORD_SETTINGS.oklSettings, ...oklSettings },
});

describe('keyword list settings', () => {
  it('read as the spec’s defaults until saved, with the dive’s own MKL size', async () => {
    const settings = await settingsOf(reader);
    expect(settings).toEqual({
      mklSettings: {
        ...DEFAULT_KEYWORD_SETTINGS.mklSettings,
        keywordExclusions: [],
        phraseExclusions: [],
        totalPhraseExclusionSearchVolume: 0,
        totalPhraseExclusionKeywordsCount: 0,
      },
      oklSettings: {
        outlierSortBySearchVolume: true,
        outlierMaxRelevancy: 0.3,
        outlierMaxRank: 30,
        outlierMinNumberWords: 1,
        outlierMinSearchVolume: 2000,
        keywordsIncludedInMkl: false,
      },
      originalMklKeywordsCount: 4,
      version: 0,
      updatedAt: null,
    });
  });

  it('preview what a change keeps and hides without saving anything', async () => {
    const res = await call(e.previewKeywordSettings, reader, body({ minSearchVolume: 1000 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total: { keywords: 6, searchVolume: 16_400 },
      current: { keywords: 4, searchVolume: 7300 },
      visible: { keywords: 2, searchVolume: 6200 },
      hidden: { keywords: 4, searchVolume: 10_200 },
      shown: { keywords: 0, searchVolume: 0 },
      removed: { keywords: 2, searchVolume: 1100 },
    });
    const outliers = await call(
      e.previewKeywordSettings,
      owner,
      body({}, { keywordsIncludedInMkl: true }),
    );
    expect(outliers.json()).toMatchObject({
      visible: { keywords: 5, searchVolume: 16_300 },
      shown: { keywords: 1, searchVolume: 9000 },
    });
    expect((await settingsOf()).version).toBe(0);
    expect((await mkl()).map((k) => k.keyword)).toEqual([
      'garlic press',
      'garlic press stainless',
      'garlic crusher',
      'press tool',
    ]);
  });

  it('save, recomputing the visible list, the competitors’ strengths and the pipeline figures', async () => {
    const change = body(
      {
        minSearchVolume: 500,
        excludedPhrases: ['  Stainless '],
        excludedKeywords: ['Press  Tool'],
      },
      { keywordsIncludedInMkl: true },
    );
    const previewed = (await call(e.previewKeywordSettings, owner, change)).json();
    const res = await call(e.saveKeywordSettings, owner, change);
    expect(res.statusCode).toBe(200);
    const { preview, ...saved } = res.json<SavedKeywordSettings>();
    // The save answers what the change did, as a preview of it answered before.
    expect(preview).toEqual(previewed);
    expect(preview).toMatchObject({
      current: { keywords: 4, searchVolume: 7300 },
      visible: { keywords: 3, searchVolume: 14_800 },
    });
    expect(saved.mklSettings).toMatchObject({
      minSearchVolume: 500,
      excludedKeywords: ['press tool'],
      excludedPhrases: ['stainless'],
      keywordExclusions: [{ keyword: 'press tool', searchVolume: 300 }],
      phraseExclusions: [{ phrase: 'stainless', searchVolume: 1200, keywordsCount: 1 }],
      totalPhraseExclusionSearchVolume: 1200,
      totalPhraseExclusionKeywordsCount: 1,
    });
    expect(saved).toMatchObject({ version: 1, originalMklKeywordsCount: 4 });
    expect(await settingsOf(reader)).toEqual(saved);

    expect((await mkl()).map((k) => [k.keyword, k.searchVolume])).toEqual([
      ['kitchen gadgets', 9000],
      ['garlic press', 5000],
      ['garlic crusher', 800],
    ]);
    expect(await niche()).toMatchObject({
      numKeywords: 6,
      totalSvOfKeywords: 16_400,
      numVisibleKeywords: 3,
      totalSvOfVisibleKeywords: 14_800,
      numRelevantKeywords: 2,
      numLaunchKeywords: 2,
    });
    const competitors = (await call(diveEndpoints.competitors, owner)).json<Competitor[]>();
    expect(competitors.map((c) => [c.asin, Number(c.strength.toFixed(4))])).toEqual([
      ['B0A', 1],
      ['B0B', Number((5000 / 14_800).toFixed(4))],
    ]);
    const list = await t.request({
      method: 'GET',
      url: buildPath(diveEndpoints.listNiches.path, { orgId: owner.orgId }),
      cookie: owner.cookie,
    });
    expect(list.json<NicheSummary[]>().find((n) => n.id === nicheId)).toMatchObject({
      numVisibleKeywords: 3,
      totalSvOfVisibleKeywords: 14_800,
    });
  });

  it('refuse bad input with a readable 400 and save nothing', async () => {
    const before = await settingsOf();
    const figures = await niche();
    const refusals: [unknown, string][] = [
      [
        body({ minSearchVolume: 5000, maxSearchVolume: 100 }),
        'Min search volume cannot be above max search volume',
      ],
      [body({ minSearchVolume: -1 }), 'must be a whole number from 0 to 2147483647'],
      [body({ minSearchVolume: '1000' as never }), 'must be a whole number from 0 to 2147483647'],
      [body({ minSearchVolume: 1.5 }), 'must be a whole number from 0 to 2147483647'],
      [body({ minRelevancy: 1.5 }), 'must be a number from 0 to 1'],
      [body({}, { outlierMaxRelevancy: -0.1 }), 'must be a number from 0 to 1'],
      [body({}, { outlierMaxRank: 0 }), 'must be a whole number from 1 to 100'],
      [
        body({ excludedKeywords: Array.from({ length: 10_000 }, (_, i) => `keyword ${i}`) }),
        'At most 1000 exclusions',
      ],
      [
        body({ excludedPhrases: Array.from({ length: 10_000 }, (_, i) => `phrase ${i}`) }),
        'At most 1000 exclusions',
      ],
      // A phrase of a megabyte is read (the settings' body limit is above it) and refused for
      // its length, not for the size of the request.
      [
        body({ excludedPhrases: ['x'.repeat(1024 * 1024)] }),
        'An exclusion must be at most 200 characters',
      ],
      [
        body({ excludedKeywords: ['garlic press', 'ガ'.repeat(1024 * 1024)] }),
        'An exclusion must be at most 200 characters',
      ],
      [body({ excludedPhrases: ['   '] }), 'An exclusion cannot be empty'],
      [{ mklSettings: body().mklSettings }, 'oklSettings'],
    ];
    for (const [payload, message] of refusals) {
      for (const endpoint of [e.saveKeywordSettings, e.previewKeywordSettings]) {
        const res = await call(endpoint, owner, payload);
        expect(res.statusCode, message).toBe(400);
        expect(res.json().message).toContain(message);
      }
    }
    expect(await settingsOf()).toEqual(before);
    expect(await niche()).toEqual(figures);
  });

  it('read the largest valid settings, in any script, and refuse a body beyond the limit', async () => {
    // 2,000 exclusions of 200 characters of three bytes each: 1.2 MB of valid settings.
    const long = (i: number) => `${String(i).padStart(4, '0')} ${'ガ'.repeat(195)}`;
    const full = body({
      excludedKeywords: Array.from({ length: 1000 }, (_, i) => long(i)),
      excludedPhrases: Array.from({ length: 1000 }, (_, i) => long(i + 1000)),
    });
    expect(Buffer.byteLength(JSON.stringify(full))).toBeGreaterThan(1024 * 1024);
    const preview = await call(e.previewKeywordSettings, owner, full);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().total).toEqual({ keywords: 6, searchVolume: 16_400 });

    const huge = await call(
      e.saveKeywordSettings,
      owner,
      body({ excludedPhrases: ['x'.repeat(KEYWORD_SETTINGS_LIMITS.bodyBytesMax)] }),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/too large/i);
  });

  it('may be read and previewed by whoever sees the niche, saved only by who may manage it', async () => {
    const save = await call(e.saveKeywordSettings, reader, body({ minSearchVolume: 1 }));
    expect(save.statusCode).toBe(403);
    expect((await settingsOf()).version).toBe(1);
    for (const endpoint of [e.keywordSettings, e.previewKeywordSettings, e.saveKeywordSettings]) {
      const res = await call(endpoint, outsider, endpoint.method === 'GET' ? undefined : body());
      expect(res.statusCode).toBe(404);
    }
  });

  it('keep the later of two saves whole and tell the niche’s open screens to reload', async () => {
    const screen = await connect(ws, reader);
    const channel = channels.niche.name({ nicheId });
    expect(await screen.subscribe(channel)).toEqual({ type: 'subscribed', channel });
    const stranger = await connect(ws, outsider);
    expect(await stranger.subscribe(channel)).toMatchObject({ type: 'denied' });

    const first = body({ minRelevancy: 0.9 });
    const second = body({ residueIncludedInMkl: true, excludedKeywords: ['peeler'] });
    await call(e.saveKeywordSettings, owner, first);
    const later = await call(e.saveKeywordSettings, manager, second);
    expect(later.json<KeywordSettings>().version).toBe(3);
    const event = await screen.next(
      (m) => m.type === 'event' && (m.data as { version: number }).version === 3,
    );
    expect(event).toEqual({
      type: 'event',
      channel,
      event: 'keyword-settings-saved',
      data: { nicheId, version: 3 },
    });
    const stored = await settingsOf(reader);
    expect(stored.mklSettings).toMatchObject({ minRelevancy: 0.3, residueIncludedInMkl: true });
    // The residue joins the list, the excluded keyword does not.
    expect((await mkl()).map((k) => k.keyword)).toEqual([
      'garlic press',
      'garlic press stainless',
      'garlic crusher',
      'press tool',
    ]);

    // Saved at once, one of the two stays whole: its settings and the lists made from them.
    const a = body({ minSearchVolume: 1000 });
    const b = body({}, { keywordsIncludedInMkl: true });
    await Promise.all([
      call(e.saveKeywordSettings, owner, a),
      call(e.saveKeywordSettings, manager, b),
    ]);
    const final = await settingsOf();
    const keptA = final.mklSettings.minSearchVolume === 1000;
    expect(final.version).toBe(5);
    expect((await niche()).numVisibleKeywords).toBe(keptA ? 2 : 5);
    screen.socket.close();
    stranger.socket.close();
  });

  it('save from the keywords as they stand after a hand edit another server process made', async () => {
    // This process has the dive's keywords in memory once it previewed.
    expect((await call(e.previewKeywordSettings, owner, body())).statusCode).toBe(200);
    // Another process removes one keyword and adds another by hand: as many rows as before, and
    // the niche's lists version moves on, as every hand edit moves it.
    const { db } = t.database;
    const [{ researchId }] = (await db
      .select({ researchId: niches.latestResearchId })
      .from(niches)
      .where(eq(niches.id, nicheId))) as [{ researchId: number }];
    await db
      .delete(nicheKeywords)
      .where(
        and(eq(nicheKeywords.researchId, researchId), eq(nicheKeywords.keyword, 'press tool')),
      );
    await db.insert(nicheKeywords).values({
      researchId,
      keyword: 'garlic mincer',
      list: 'residue',
      searchVolume: 700,
      relevancy: 0.5,
      wordCount: 2,
      organicRanks: { B0A: 30 },
      sponsoredRanks: {},
      manual: true,
    });
    await db
      .update(niches)
      .set({ keywordListsVersion: sql`${niches.keywordListsVersion} + 1` })
      .where(eq(niches.id, nicheId));

    const res = await call(e.saveKeywordSettings, owner, body());
    expect(res.statusCode).toBe(200);
    expect((await mkl()).map((k) => k.keyword)).toEqual([
      'garlic press',
      'garlic press stainless',
      'garlic crusher',
      'garlic mincer',
    ]);
    expect(await niche()).toMatchObject({ numVisibleKeywords: 4, totalSvOfVisibleKeywords: 7700 });
  });
});

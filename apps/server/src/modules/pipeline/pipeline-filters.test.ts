import { describe, expect, it } from 'vitest';
import type { PipelineFilter, PipelinePage, PipelineQuery } from '@fathom/contract';
import { insertPipelineNiche } from '../../test/pipeline-fixture';
import { filtered, owner, page, t, useSample } from '../../test/pipeline-sample';

useSample();

describe('filters', () => {
  const f = (field: string, condition: string, value?: string) =>
    ({ field, condition, value }) as PipelineFilter;

  it('match text containing a value, ignoring case, with % _ and \\ as themselves', async () => {
    expect(await filtered(f('label', 'contains', '%'))).toEqual(['a']);
    expect(await filtered(f('label', 'contains', '_'))).toEqual(['b']);
    expect(await filtered(f('label', 'contains', '\\'))).toEqual(['c']);
    expect(await filtered(f('heroKeyword', 'contains', 'SALAD'))).toEqual(['b']);
    expect(await filtered(f('heroKeyword', 'notContains', 'e'))).toEqual(['d', 'c']);
  });

  it('match text equal or not, ignoring case, and empty text', async () => {
    expect(await filtered(f('heroKeyword', 'equals', 'salad SPINNER'))).toEqual(['b']);
    expect(await filtered(f('heroKeyword', 'notEqual', 'Garlic Press'))).toEqual([
      'f',
      'e',
      'd',
      'c',
      'b',
    ]);
    expect(await filtered(f('heroKeyword', 'empty'))).toEqual(['d', 'c']);
  });

  it('compare numbers, and find those with none', async () => {
    expect(await filtered(f('numKeywords', 'equals', '10'))).toEqual(['a']);
    expect(await filtered(f('numKeywords', 'notEqual', '10'))).toHaveLength(5);
    expect(await filtered(f('numKeywords', 'greaterOrEqual', '40'))).toEqual(['f', 'e', 'd']);
    expect(await filtered(f('numKeywords', 'lessThanOrEqual', '20.5'))).toEqual(['b', 'a']);
    expect(await filtered(f('medianRating', 'equals', '4.5'))).toEqual(['d', 'a']);
    expect(await filtered(f('medianRating', 'empty'))).toEqual(['e', 'b']);
    expect(await filtered(f('medianRating', 'notEqual', '4.5'))).toEqual(['f', 'e', 'c', 'b']);
  });

  it('take scores as shown (0.4) and compare them as shown, at 2 decimals', async () => {
    // 0.40004 shows as 0.40, so it equals 0.4; 0.45 is at least 0.445.
    expect(await filtered(f('minRelevancy', 'equals', '0.4'))).toEqual(['b', 'a']);
    expect(await filtered(f('minRelevancy', 'greaterOrEqual', '0.445'))).toEqual(['f', 'd']);
    expect(await filtered(f('minRelevancy', 'lessThanOrEqual', '0.3'))).toEqual(['e']);
    expect(await filtered(f('competitionStrength', 'equals', '0.3'))).toEqual(['a']);
    expect(await filtered(f('minRelevancy', 'empty'))).toEqual(['c']);
  });

  it('take percents as typed (40 is 0.40) and compare them at 4 decimals', async () => {
    const yuki = await t.signUp('Yuki');
    const shares = { forty: 0.4, almost: 0.39994, half: 0.5 };
    const byId = new Map<number, string>();
    for (const [label, share] of Object.entries(shares)) {
      const id = await insertPipelineNiche(t.database.db, {
        organizationId: yuki.orgId,
        createdBy: yuki.id,
        label,
        percentVeryStrongCompetitors: share,
      });
      byId.set(id, label);
    }
    const labels = async (filter: PipelineFilter) => {
      const res = await page(yuki, { filters: [filter] }, yuki.orgId);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<PipelinePage>().data.map((row) => byId.get(row.id));
    };
    expect(await labels(f('percentVeryStrongCompetitors', 'equals', '40'))).toEqual(['forty']);
    expect(await labels(f('percentVeryStrongCompetitors', 'equals', '39.99'))).toEqual(['almost']);
    expect(await labels(f('percentVeryStrongCompetitors', 'greaterOrEqual', '40'))).toEqual([
      'half',
      'forty',
    ]);
  });

  it('compare money of every marketplace in US dollars at the fixed rates', async () => {
    const yuki = await t.signUp('Yuki');
    const base = { organizationId: yuki.orgId, createdBy: yuki.id };
    const prices = { tokyo: ['co.jp', 298000], boston: ['com', 4899], sydney: ['com.au', 4899] };
    const byId = new Map<number, string>();
    for (const [label, [marketplace, cents]] of Object.entries(prices)) {
      const id = await insertPipelineNiche(t.database.db, {
        ...base,
        label,
        marketplace: marketplace as 'com',
        medianPriceCents: cents as number,
      });
      byId.set(id, label);
    }
    const labels = async (query: PipelineQuery) => {
      const res = await page(yuki, query, yuki.orgId);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<PipelinePage>().data.map((row) => byId.get(row.id));
    };
    // ¥2,980 is $19.67, A$48.99 is $31.84: neither is above $48.99.
    expect(await labels({ sort: [{ field: 'medianPriceCents', desc: true }] })).toEqual([
      'boston',
      'sydney',
      'tokyo',
    ]);
    const under = f('medianPriceCents', 'lessThanOrEqual', '20');
    expect(await labels({ filters: [under] })).toEqual(['tokyo']);
    const from = f('medianPriceCents', 'greaterOrEqual', '31.84');
    expect(await labels({ filters: [from], sort: [{ field: 'label', desc: false }] })).toEqual([
      'boston',
      'sydney',
    ]);
  });

  it('take money in US dollars and compare it in whole cents', async () => {
    expect(await filtered(f('medianPriceCents', 'equals', '12.34'))).toEqual(['a']);
    expect(await filtered(f('medianPriceCents', 'equals', '12.345'))).toEqual(['b']);
    expect(await filtered(f('medianPriceCents', 'greaterOrEqual', '12.34'))).toEqual(['b', 'a']);
    expect(await filtered(f('medianPriceCents', 'lessThanOrEqual', '10'))).toEqual(['c']);
  });

  it('compare dates by the day of the niche’s marketplace', async () => {
    const yuki = await t.signUp('Yuki');
    const base = { organizationId: yuki.orgId, createdBy: yuki.id };
    // 2026-01-01 23:00 UTC is January 2 in Tokyo and still January 1 in Los Angeles.
    const createdAt = new Date('2026-01-01T23:00:00Z');
    const byId = new Map<number, string>();
    for (const marketplace of ['co.jp', 'com'] as const)
      byId.set(
        await insertPipelineNiche(t.database.db, {
          ...base,
          label: marketplace,
          marketplace,
          createdAt,
        }),
        marketplace,
      );
    const labels = async (filter: PipelineFilter) => {
      const res = await page(yuki, { filters: [filter] }, yuki.orgId);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<PipelinePage>().data.map((row) => byId.get(row.id));
    };
    expect(await labels(f('createdAt', 'equals', '2026-01-02'))).toEqual(['co.jp']);
    expect(await labels(f('createdAt', 'equals', '2026-01-01'))).toEqual(['com']);
  });

  it('compare dates by their day', async () => {
    expect(await filtered(f('createdAt', 'equals', '2026-01-01'))).toEqual(['a']);
    expect(await filtered(f('createdAt', 'greaterOrEqual', '2026-01-05'))).toEqual(['f', 'e']);
    expect(await filtered(f('createdAt', 'lessThanOrEqual', '2026-01-02'))).toEqual(['b', 'a']);
    expect(await filtered(f('newestResearchDate', 'equals', '2026-03-01'))).toEqual(['a']);
    expect(await filtered(f('oldestResearchDate', 'empty'))).toHaveLength(5);
  });

  it('all apply together', async () => {
    expect(
      await filtered(f('numKeywords', 'greaterOrEqual', '20'), f('label', 'contains', 'SCHED')),
    ).toEqual(['f', 'e']);
  });

  it.each([
    [f('nope', 'equals', '1'), "filters.0.field: Unknown field 'nope'"],
    [f('numKeywords', 'equals', 'ten'), 'numKeywords needs a number'],
    [f('createdAt', 'equals', '01/02/2026'), 'createdAt needs a date as yyyy-MM-dd'],
    [f('medianPriceCents', 'contains', '1'), 'medianPriceCents cannot be filtered by contains'],
    [f('label', 'greaterOrEqual', 'a'), 'label cannot be filtered by greaterOrEqual'],
    [f('label', 'equals', ' '), 'A value is needed to filter label'],
  ])('refuse %o with a 400 naming the field', async (filter, message) => {
    const res = await page(owner, { filters: [filter] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('refuse sorting by an unknown field, naming it', async () => {
    const res = await page(owner, { sort: [{ field: 'secret', desc: false }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("Unknown field 'secret'");
  });
});

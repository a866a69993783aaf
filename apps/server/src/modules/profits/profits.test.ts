import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPath,
  pipelineEndpoints,
  profitEndpoints as e,
  type Endpoint,
  type NicheProfits,
  type PipelinePage,
  type ProfitSettings,
} from '@fathom/contract';
import { niches } from '../../db/schema';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { insertNiche } from '../../test/niche-fixture';
import { signUpTeam } from '../../test/team';

let t: TestApp;
let owner: TestUser;
let reader: TestUser;
let outsider: TestUser;
let nicheId: number;
let mexicoId: number;

beforeAll(async () => {
  t = await startTestApp();
  ({ owner, reader, outsider } = await signUpTeam(t, ['Pia', 'Rex', 'Oli']));
  const niche = (label: string) =>
    insertNiche(t.database.db, {
      organizationId: owner.orgId,
      label,
      createdBy: owner.id,
      asins: ['B0P1', 'B0P2'],
      researches: [[]],
    });
  nicheId = await niche('bamboo cutting board');
  mexicoId = await niche('tabla de cortar');
  await t.database.db.update(niches).set({ medianPriceCents: 2999 }).where(eq(niches.id, nicheId));
  await t.database.db.update(niches).set({ marketplace: 'com.mx' }).where(eq(niches.id, mexicoId));
});
afterAll(() => t.close());

function call(endpoint: Endpoint, user: TestUser, payload?: unknown, id = nicheId) {
  return t.request({
    method: endpoint.method,
    url: buildPath(endpoint.path, { nicheId: id }),
    cookie: user.cookie,
    ...(payload !== undefined && { payload: payload as object }),
  });
}

const pipelineRow = async () => {
  const res = await t.request({
    method: 'POST',
    url: buildPath(pipelineEndpoints.pipeline.path, { orgId: owner.orgId }),
    cookie: owner.cookie,
    payload: { filters: [{ field: 'label', condition: 'equals', value: 'bamboo cutting board' }] },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json<PipelinePage>().data[0]!;
};

const settings = (over: Partial<ProfitSettings> = {}): ProfitSettings => ({
  sellingPriceCents: 2999,
  productCostCents: 500,
  unitsPerOrder: 500,
  shippingMethod: 'oceanfclamz',
  shipping: {
    airAmz: { costPerUnitCents: 250, leadTimeDays: 10 },
    oceanfclamz: { costPerUnitCents: 100, leadTimeDays: 45 },
    oceanfcl3pl: { costPerUnitCents: 120, leadTimeDays: 55 },
    oceanLclamz: { costPerUnitCents: 140, leadTimeDays: 50 },
    oceanLcl3pl: { costPerUnitCents: 160, leadTimeDays: 60 },
  },
  dutyRateBps: 650,
  referralCategory: 'homeKitchen',
  sizeTier: 'largeStandard1lb',
  ppcLaunchBudgetCents: 200_000,
  salesVelocity: 300,
  ...over,
});

describe('PROFITS', () => {
  it("offers the niche's defaults, its median price and sales, before anything is saved", async () => {
    const res = await call(e.nicheProfits, reader);
    expect(res.statusCode).toBe(200);
    const body = res.json<NicheProfits>();
    expect(body).toMatchObject({ supported: true, saved: false, marketplace: 'com' });
    expect(body.settings?.sellingPriceCents).toBe(2999);
    expect(body.salesVelocityRange).toEqual({ lower: 300, median: 300, higher: 300 });
    expect(body.settings?.salesVelocity).toBe(300);
    expect(body.results?.landedCostPerProductCents).toBeGreaterThan(0);
    // Nothing saved: the pipeline's profit columns stay empty.
    const row = await pipelineRow();
    expect(row.landedCostPerProduct).toBeNull();
    expect(row.turnsPerYear).toBeNull();
  });

  it('saves settings and fills the pipeline profit columns from their results', async () => {
    const res = await call(e.saveNicheProfits, owner, settings());
    expect(res.statusCode).toBe(200);
    const body = res.json<NicheProfits>();
    expect(body.saved).toBe(true);
    const r = body.results!;
    expect(r.landedCostPerProductCents).toBe(500 + 100 + 33);
    expect(r.netRevenuePerProductCents).toBe(2999 - 633 - 450 - 455);
    expect(r.turnsPerYear).toBe(3.81);
    const again = (await call(e.nicheProfits, reader)).json<NicheProfits>();
    expect(again.settings).toEqual(settings());
    expect(again.results).toEqual(r);
    expect(await pipelineRow()).toMatchObject({
      shippingMethod: 'oceanfclamz',
      landedCostPerProduct: r.landedCostPerProductCents,
      netRevenuePerProduct: r.netRevenuePerProductCents,
      netRevenuePercentPerOrder: r.netRevenuePercentPerOrder,
      breakevenSellingPrice: r.breakevenSellingPriceCents,
      roiPercentPerOrder: r.roiPercentPerOrder,
      turnsPerYear: r.turnsPerYear,
      netRevenuePerProductPerYear: r.netRevenuePerProductPerYearCents,
      roiPercentPerYear: r.roiPercentPerYear,
      budgetRequiredToLaunch: r.budgetRequiredToLaunchCents,
    });
  });

  it('without a sales velocity the figures per year are empty in the pipeline', async () => {
    await call(e.saveNicheProfits, owner, settings({ salesVelocity: null }));
    const row = await pipelineRow();
    expect(row.landedCostPerProduct).toBe(633);
    expect(row.turnsPerYear).toBeNull();
    expect(row.netRevenuePerProductPerYear).toBeNull();
    expect(row.roiPercentPerYear).toBeNull();
  });

  it.each([
    ['an unknown shipping method', { shippingMethod: 'rocket' }, 'Unknown shipping method'],
    ['a negative cost', { productCostCents: -1 }, 'Product cost cannot be negative'],
    ['a price of 0', { sellingPriceCents: 0 }, 'Selling price must be more than 0'],
    ['an unknown category', { referralCategory: 'jewelry' }, 'Unknown referral fee category'],
    ['an unknown size tier', { sizeTier: 'huge' }, 'Unknown size tier'],
  ])('refuses %s with a 400 and changes nothing', async (_, over, message) => {
    const before = (await call(e.nicheProfits, owner)).json<NicheProfits>();
    const res = await call(e.saveNicheProfits, owner, { ...settings(), ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await call(e.nicheProfits, owner)).json<NicheProfits>().settings).toEqual(
      before.settings,
    );
  });

  it('refuses an unknown method among the shipping costs', async () => {
    const s = settings();
    const res = await call(e.saveNicheProfits, owner, {
      ...s,
      shipping: { ...s.shipping, rocket: { costPerUnitCents: 1, leadTimeDays: 1 } },
    });
    expect(res.statusCode).toBe(400);
  });

  it('says PROFITS is not supported where no fee table exists', async () => {
    const body = (await call(e.nicheProfits, owner, undefined, mexicoId)).json<NicheProfits>();
    expect(body).toMatchObject({ supported: false, settings: null, results: null });
    const res = await call(e.saveNicheProfits, owner, settings(), mexicoId);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('PROFITS is not supported for the Mexico marketplace');
  });

  it('lets members who may only see the niche read, not save; others get 404', async () => {
    expect((await call(e.saveNicheProfits, reader, settings())).statusCode).toBe(403);
    expect((await call(e.nicheProfits, outsider)).statusCode).toBe(404);
    expect((await call(e.saveNicheProfits, outsider, settings())).statusCode).toBe(404);
  });
});

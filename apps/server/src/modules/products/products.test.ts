import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIVE_MESSAGES, type ProductSummary } from '@fathom/contract';
import { createSimulatedMarket, KNOWN_ASINS } from '@fathom/market';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';

let t: TestApp;
let user: TestUser;
const { strongHero, weakHero } = KNOWN_ASINS.de;

beforeAll(async () => {
  t = await startTestApp();
  user = await t.signUp('Pia');
});
afterAll(() => t.close());

const get = (url: string, cookie = user.cookie) => t.request({ method: 'GET', url, cookie });

describe('product lookup', () => {
  it('finds a list of ASINs in a marketplace and leaves unknown ones out', async () => {
    const res = await get(
      `/api/products?marketplace=de&asins=${strongHero},${weakHero.toLowerCase()},B000000000`,
    );
    expect(res.statusCode).toBe(200);
    const products = res.json<ProductSummary[]>();
    expect(products.map((p) => p.asin).sort()).toEqual([strongHero, weakHero].sort());
    expect(products[0]).toMatchObject({ amazonTld: 'de', currency: 'EUR' });
    expect(products[0]!.title.length).toBeGreaterThan(10);
    expect(products[0]!.landingImageUrl).toBe(`/api/products/de/${products[0]!.asin}/image.svg`);
  });

  it('finds one ASIN, or says it does not exist in the marketplace', async () => {
    expect((await get(`/api/products/de/${strongHero}`)).json()).toMatchObject({
      asin: strongHero,
      amazonTld: 'de',
    });
    const missing = await get(`/api/products/com/${strongHero}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(DIVE_MESSAGES.heroNotFound);
  });

  it('refuses an unknown marketplace, a missing list and anonymous callers', async () => {
    expect((await get(`/api/products?marketplace=br&asins=${strongHero}`)).statusCode).toBe(400);
    expect((await get('/api/products?marketplace=de&asins=')).json().message).toContain(
      'Name at least one ASIN',
    );
    expect(
      (await t.request({ method: 'GET', url: `/api/products?marketplace=de&asins=${strongHero}` }))
        .statusCode,
    ).toBe(401);
  });

  it("serves each product's picture, the same every time", async () => {
    const a = await t.request({ method: 'GET', url: `/api/products/de/${strongHero}/image.svg` });
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toContain('image/svg+xml');
    expect(a.body).toContain('<svg');
    const b = await t.request({ method: 'GET', url: `/api/products/de/${strongHero}/image.svg` });
    expect(b.body).toBe(a.body);
    expect(
      (await t.request({ method: 'GET', url: '/api/products/de/B000000000/image.svg' })).statusCode,
    ).toBe(404);
  });
});

describe('pictures', () => {
  it("come from the app's own provider, whatever world it simulates", async () => {
    const market = createSimulatedMarket({ seed: 4242 });
    const other = await startTestApp({ market });
    try {
      const ctx = { orgId: null };
      const date = await market.latestDate(ctx, 'de');
      const page = await market.searchResults(ctx, 'de', { term: 'ice cube tray', date });
      const url = `/api/products/de/${page.organic[0]!.asin}/image.svg`;
      const res = await other.request({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toContain('<svg');
      // The product exists only in that world: the default one has no picture of it.
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIVE_MESSAGES, type ProductSummary } from '@fathom/contract';
import {
  createSimulatedMarket,
  type MarketDataProvider,
  type ProviderCapabilities,
} from '@fathom/market';
import { KNOWN_ASINS } from '@fathom/market/simulated';
import { startDive, startBody } from '../../test/dives';
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

/** The simulated marketplace, except that it has neither products nor pictures in Japan. */
function withoutJapan(): MarketDataProvider {
  const simulated = createSimulatedMarket();
  return new Proxy(simulated, {
    get(target, name: keyof MarketDataProvider) {
      if (name === 'capabilities')
        return async (...args: Parameters<MarketDataProvider['capabilities']>) => {
          const all: ProviderCapabilities = await target.capabilities(...args);
          if (args[1] !== 'co.jp') return all;
          const unsupported = { status: 'unsupported', connection: null, ingested: false } as const;
          return { ...all, products: unsupported, productImages: unsupported };
        };
      const value: unknown = Reflect.get(target, name);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

describe('a marketplace the provider does not have', () => {
  it('is refused with a message, for lookups, pictures and dives alike', async () => {
    const limited = await startTestApp({ market: withoutJapan() });
    try {
      const kai = await limited.signUp('Kai');
      const { strongHero: japanese } = KNOWN_ASINS['co.jp'];
      const read = (url: string) => limited.request({ method: 'GET', url, cookie: kai.cookie });

      const lookup = await read(`/api/products?marketplace=co.jp&asins=${japanese}`);
      expect(lookup.statusCode).toBe(400);
      expect(lookup.json().message).toBe('Marketplace not supported');
      expect((await read(`/api/products/co.jp/${japanese}`)).json().message).toBe(
        'Marketplace not supported',
      );
      const picture = await read(`/api/products/co.jp/${japanese}/image.svg`);
      expect(picture.statusCode).toBe(400);
      expect(picture.json().message).toBe('Product pictures are not available in this marketplace');
      const dive = await startDive(limited, kai, startBody(japanese, 10, { marketplace: 'co.jp' }));
      expect(dive.statusCode).toBe(400);
      expect(dive.json().message).toBe('Marketplace not supported');

      // Other marketplaces answer as before.
      expect((await read(`/api/products/de/${strongHero}`)).statusCode).toBe(200);
      expect((await read(`/api/products/de/${strongHero}/image.svg`)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

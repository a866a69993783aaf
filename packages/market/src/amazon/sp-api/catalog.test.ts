import { beforeAll, describe, expect, it } from 'vitest';
import type { FakeAmazon } from '../testing/fake-amazon';
import { createCatalogClient } from './catalog';
import { providerOn, SELLER, useFakeAmazon } from '../testing/harness';

const held = useFakeAmazon();
let fake: FakeAmazon;
beforeAll(() => {
  fake = held.fake;
});

const ctx = { orgId: 1, connection: SELLER };
let fakeToken = '';
/** An access token the fake handed out (through a lookup by the provider). */
const tokenFor = async (provider: ReturnType<typeof providerOn>['provider']) => {
  await provider.getProducts(ctx, 'com', { asins: ['B07N4M94X4'] });
  return String(
    fake.requests.find((r) => r.path === '/catalog/2022-04-01/items')!.headers[
      'x-amz-access-token'
    ],
  );
};
const searches = () => fake.requests.filter((r) => r.path === '/catalog/2022-04-01/items');

describe('Catalog Items 2022-04-01', () => {
  it("maps Amazon's example item to a Product", async () => {
    const { provider } = providerOn(fake);
    const [product, ...rest] = await provider.getProducts(ctx, 'com', {
      asins: ['B07N4M94X4', 'B000UNKNOWN'],
    });
    expect(rest).toEqual([]);
    expect(product).toEqual({
      asin: 'B07N4M94X4',
      amazonTld: 'com',
      title:
        'Samsung QN82Q60RAFXZA Flat 82-Inch QLED 4K Q60 Series (2019) Ultra HD Smart TV with HDR and Alexa Compatibility',
      brand: 'SAMSUNG',
      landingImageUrl: 'https://m.media-amazon.com/images/I/91uohwV+k3L.jpg',
      currency: 'USD',
      price: 379999,
      rating: 0,
      reviewCount: 0,
      firstListedDate: '2019-03-11',
      category: 'Electronics',
      productType: 'QLED TVs',
      parentAsin: 'B08J7TQ9FL',
      variationAttributes: { color: 'Black', size: '82-Inch' },
      variations: [],
      bsr: [
        { categoryId: 'ce_display_on_website', categoryName: 'Electronics', rank: 72855 },
        { categoryId: '21489946011', categoryName: 'QLED TVs', rank: 113 },
      ],
    });
    const query = searches()[0]!.query;
    expect(Object.fromEntries(query)).toMatchObject({
      identifiers: 'B07N4M94X4,B000UNKNOWN',
      identifiersType: 'ASIN',
      marketplaceIds: 'ATVPDKIKX0DER',
      includedData: 'summaries,salesRanks,images,relationships,attributes',
    });
  });

  it('asks for at most 20 identifiers a request', async () => {
    const { provider } = providerOn(fake);
    const asins = Array.from({ length: 25 }, (_, i) => `B0000000${String(i).padStart(2, '0')}`);
    await provider.getProducts(ctx, 'com', { asins: ['B07N4M94X4', ...asins] });
    expect(searches().map((r) => r.query.get('identifiers')!.split(',').length)).toEqual([20, 6]);
  });

  it('reads the catalogue only through a Selling Partner connection', async () => {
    const { provider } = providerOn(fake);
    expect(await provider.getProducts({ orgId: 1 }, 'com', { asins: ['B07N4M94X4'] })).toEqual([]);
    expect((await provider.capabilities({ orgId: 1 }, 'com')).products.status).toBe('unsupported');
    expect((await provider.capabilities(ctx, 'com')).products.status).toBe('available');
    expect(fake.requests).toEqual([]);
  });

  it('reads one item with getCatalogItem, and null for an ASIN Amazon does not know', async () => {
    const { provider } = providerOn(fake);
    const catalog = createCatalogClient(provider.http, {
      tld: 'com',
      origin: fake.origin,
      account: 'A3SELLER',
      auth: {
        tokens: { get: () => Promise.resolve(fakeToken) },
        header: 'x-amz-access-token',
      },
    });
    fakeToken = await tokenFor(provider);
    expect((await catalog.getCatalogItem('B07N4M94X4'))?.asin).toBe('B07N4M94X4');
    expect(await catalog.getCatalogItem('B000UNKNOWN')).toBeNull();
    const calls = fake.requests.filter((r) => r.path.startsWith('/catalog/2022-04-01/items/'));
    expect(calls.map((r) => r.query.get('marketplaceIds'))).toEqual([
      'ATVPDKIKX0DER',
      'ATVPDKIKX0DER',
    ]);
  });
});

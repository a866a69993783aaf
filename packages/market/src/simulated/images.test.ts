import { MARKETPLACE_TLDS, type MarketplaceTld } from '@fathom/contract';
import { describe, expect, it } from 'vitest';
import { ctx } from '../testing/context';
import { KNOWN_ASINS } from './known';
import { createSimulatedMarket } from './market';

const market = createSimulatedMarket();

/** The product's picture as SVG text, or null. */
async function svgOf(tld: MarketplaceTld, asin: string): Promise<string | null> {
  const image = await market.productImage(ctx, tld, asin);
  if (!image) return null;
  expect(image.contentType).toBe('image/svg+xml');
  return new TextDecoder().decode(image.body);
}

describe('product images', () => {
  it.each([...MARKETPLACE_TLDS])(
    '%s: draws an SVG for known products and nothing for unknown ones',
    async (tld) => {
      const svg = await svgOf(tld, KNOWN_ASINS[tld].strongHero);
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*viewBox="0 0 400 400">/,
      );
      expect(svg).toMatch(/<\/svg>$/);
      expect(await svgOf(tld, KNOWN_ASINS[tld].strongHero)).toBe(svg);
      expect(await svgOf(tld, 'B000000000')).toBeNull();
    },
  );

  it('paints each colour variation in its own colour', async () => {
    const [parent] = await market.getProducts(ctx, 'com', {
      asins: [KNOWN_ASINS.com.variationParent],
      date: '2026-06-01',
    });
    const images = await Promise.all((parent?.variations ?? []).map((v) => svgOf('com', v.asin)));
    expect(images).toHaveLength(4);
    expect(new Set(images).size).toBe(4);
    expect(images).toContain(await svgOf('com', KNOWN_ASINS.com.variationParent));
  });

  it('draws different product types differently', async () => {
    const images = await Promise.all(
      MARKETPLACE_TLDS.map((tld) => svgOf(tld, KNOWN_ASINS[tld].strongHero)),
    );
    const shapes = new Set(images.map((svg) => svg?.replace(/#[0-9a-f]{6}/g, '')));
    expect(shapes.size).toBeGreaterThanOrEqual(6);
  });
});

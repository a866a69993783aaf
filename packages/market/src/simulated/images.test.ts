import { MARKETPLACE_TLDS } from '@fathom/contract';
import { describe, expect, it } from 'vitest';
import { ctx } from '../testing/context';
import { KNOWN_ASINS } from '../known';
import { createSimulatedMarket, renderProductImage } from './market';

describe('product images', () => {
  it.each([...MARKETPLACE_TLDS])(
    '%s: draws an SVG for known products and nothing for unknown ones',
    (tld) => {
      const svg = renderProductImage(tld, KNOWN_ASINS[tld].strongHero);
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*viewBox="0 0 400 400">/,
      );
      expect(svg).toMatch(/<\/svg>$/);
      expect(renderProductImage(tld, KNOWN_ASINS[tld].strongHero)).toBe(svg);
      expect(renderProductImage(tld, 'B000000000')).toBeNull();
    },
  );

  it('paints each colour variation in its own colour', async () => {
    const market = createSimulatedMarket();
    const [parent] = await market.getProducts(ctx, 'com', {
      asins: [KNOWN_ASINS.com.variationParent],
      date: '2026-06-01',
    });
    const images = (parent?.variations ?? []).map((v) => renderProductImage('com', v.asin));
    expect(images).toHaveLength(4);
    expect(new Set(images).size).toBe(4);
    expect(images).toContain(renderProductImage('com', KNOWN_ASINS.com.variationParent));
  });

  it('draws different product types differently', () => {
    const shapes = new Set(
      MARKETPLACE_TLDS.map((tld) =>
        renderProductImage(tld, KNOWN_ASINS[tld].strongHero)?.replace(/#[0-9a-f]{6}/g, ''),
      ),
    );
    expect(shapes.size).toBeGreaterThanOrEqual(6);
  });
});

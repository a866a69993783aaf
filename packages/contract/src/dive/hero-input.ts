import { isMarketplaceTld, type MarketplaceTld } from '../marketplaces';

/** B plus 9 letters or digits, or 9 digits followed by X or a digit (spec: niche-dive §5). */
export const ASIN_PATTERN = /^(B[0-9A-Z]{9}|[0-9]{9}[0-9X])$/;

const PRODUCT_PATH = /\/(?:dp|gp\/product|d|asin)\/([0-9A-Za-z]{10})(?:[/?#]|$)/;
const AMAZON_HOST = /^(?:[a-z0-9-]+\.)*amazon\.([a-z.]+)$/;

export type HeroInput =
  | { kind: 'empty' }
  | { kind: 'asin'; asin: string; marketplace: MarketplaceTld; fromLink: boolean }
  | { kind: 'error'; message: string };

function asUrl(text: string): URL | null {
  if (!/^(https?:\/\/)?([a-z0-9-]+\.)*amazon\.[a-z.]+\//i.test(text)) return null;
  try {
    return new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
}

/**
 * Reads what the user typed into the Hero ASIN box: an Amazon product link gives its ASIN and
 * marketplace; anything else is taken as an ASIN in the selected marketplace.
 */
export function parseHeroInput(raw: string, selected: MarketplaceTld): HeroInput {
  const text = raw.trim();
  if (!text) return { kind: 'empty' };
  const url = asUrl(text);
  if (url) {
    const host = AMAZON_HOST.exec(url.hostname.toLowerCase());
    const product = PRODUCT_PATH.exec(url.pathname);
    if (host && product) {
      const tld = host[1]!;
      if (!isMarketplaceTld(tld))
        return { kind: 'error', message: `Unsupported Amazon marketplace ${tld}` };
      return { kind: 'asin', asin: product[1]!.toUpperCase(), marketplace: tld, fromLink: true };
    }
  }
  return { kind: 'asin', asin: text.toUpperCase(), marketplace: selected, fromLink: false };
}

export function isAsin(value: string): boolean {
  return ASIN_PATTERN.test(value);
}

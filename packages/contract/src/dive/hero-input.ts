import { isMarketplaceTld, type MarketplaceTld } from '../marketplaces';
import { DIVE_MESSAGES } from './messages';

/** B plus 9 letters or digits, or 9 digits followed by X or a digit (spec: niche-dive §5). */
export const ASIN_PATTERN = /^(B[0-9A-Z]{9}|[0-9]{9}[0-9X])$/;

const PRODUCT_PATH = /\/(?:dp|gp\/product|d|asin)\/([0-9A-Z]{10})(?:[/?#]|$)/i;
const AMAZON_HOST = /^(?:[a-z0-9-]+\.)*amazon\.([a-z.]+)$/;
/** Amazon's link shorteners: their target is only known by following them, which needs the web. */
const SHORT_LINK_HOSTS = ['amzn.to', 'a.co', 'amzn.eu', 'amzn.asia', 'amzn.com'];
/** Text that is a web address rather than an ASIN: a scheme, or a host name with a dot. */
const LOOKS_LIKE_URL =
  /^(?:[a-z][a-z0-9+.-]*:\/\/|(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?(?:[/?#]|$))/i;

export type HeroInput =
  | { kind: 'empty' }
  | { kind: 'asin'; asin: string; marketplace: MarketplaceTld; fromLink: boolean }
  | { kind: 'error'; message: string };

function asUrl(text: string): URL | null {
  if (/\s/.test(text) || !LOOKS_LIKE_URL.test(text)) return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
}

const isShortLinkHost = (host: string) =>
  SHORT_LINK_HOSTS.some((short) => host === short || host === `www.${short}`);

/**
 * Reads what the user typed into the Hero ASIN box: an Amazon product link gives its ASIN and
 * marketplace; a short link, another site's link or an Amazon page that is not a product each get
 * their own message; anything else is taken as an ASIN in the selected marketplace. Host names and
 * paths are matched regardless of case.
 */
export function parseHeroInput(raw: string, selected: MarketplaceTld): HeroInput {
  const text = raw.trim();
  if (!text) return { kind: 'empty' };
  const url = asUrl(text);
  if (!url)
    return { kind: 'asin', asin: text.toUpperCase(), marketplace: selected, fromLink: false };
  const hostname = url.hostname.toLowerCase();
  if (isShortLinkHost(hostname)) return { kind: 'error', message: DIVE_MESSAGES.shortLink };
  const host = AMAZON_HOST.exec(hostname);
  if (!host || !/^https?:$/.test(url.protocol))
    return { kind: 'error', message: DIVE_MESSAGES.notAmazonLink };
  const product = PRODUCT_PATH.exec(url.pathname);
  if (!product) return { kind: 'error', message: DIVE_MESSAGES.notProductLink };
  const tld = host[1]!;
  if (!isMarketplaceTld(tld))
    return { kind: 'error', message: `Unsupported Amazon marketplace ${tld}` };
  return { kind: 'asin', asin: product[1]!.toUpperCase(), marketplace: tld, fromLink: true };
}

export function isAsin(value: string): boolean {
  return ASIN_PATTERN.test(value);
}

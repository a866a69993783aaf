/**
 * Which Amazon marketplace a saved page is of, from what the page says of itself: its canonical
 * link, its og:url, the address a browser notes when saving (`<!-- saved from url=... -->`), the
 * Amazon domain its links point to most, then its `<html lang>`, then its prices' currency.
 */
import type { CheerioAPI } from 'cheerio';
import { isMarketplaceTld, marketplace, type MarketplaceTld } from '@fathom/contract';

/** `www.amazon.co.uk` -> `co.uk`; null for any other host. */
export function amazonTld(host: string): MarketplaceTld | null {
  const match = /(?:^|\.)amazon\.((?:com?\.)?[a-z]{2,3})$/i.exec(host.trim().toLowerCase());
  const tld = match?.[1];
  return tld && isMarketplaceTld(tld) ? tld : null;
}

function urlTld(url: string | undefined): MarketplaceTld | null {
  if (!url) return null;
  try {
    return amazonTld(new URL(url.trim()).hostname);
  } catch {
    return null;
  }
}

/** The address a browser wrote at the top of a page it saved, when it did. */
export function savedFromUrl(html: string): string | null {
  const match = /<!--\s*saved from url=\(\d+\)(\S+?)\s*-->/i.exec(html.slice(0, 4096));
  return match?.[1] ?? null;
}

const LANG_TLDS: Record<string, MarketplaceTld> = {
  'en-us': 'com',
  'en-gb': 'co.uk',
  de: 'de',
  'de-de': 'de',
  es: 'es',
  'es-es': 'es',
  fr: 'fr',
  'fr-fr': 'fr',
  it: 'it',
  'it-it': 'it',
  ja: 'co.jp',
  'ja-jp': 'co.jp',
};

/** What the page says of itself about its address: canonical link, og:url or saved-from note. */
export function pageUrlTld($: CheerioAPI, html: string): MarketplaceTld | null {
  return (
    urlTld($('link[rel="canonical"]').attr('href')) ??
    urlTld($('meta[property="og:url"]').attr('content')) ??
    urlTld(savedFromUrl(html) ?? undefined)
  );
}

/** The Amazon domain the page's absolute links point to most, or null when they point to none. */
export function linkedTld($: CheerioAPI): MarketplaceTld | null {
  const counts = new Map<MarketplaceTld, number>();
  $('a[href^="http"], form[action^="http"], link[href^="http"]').each((_, el) => {
    const tld = urlTld($(el).attr('href') ?? $(el).attr('action'));
    if (tld) counts.set(tld, (counts.get(tld) ?? 0) + 1);
  });
  let best: MarketplaceTld | null = null;
  for (const [tld, count] of counts) if (!best || count > (counts.get(best) ?? 0)) best = tld;
  return best;
}

export function langTld($: CheerioAPI): MarketplaceTld | null {
  const lang = ($('html').attr('lang') ?? '').trim().toLowerCase().replace('_', '-');
  return LANG_TLDS[lang] ?? null;
}

/** The marketplace a currency points to when the page says nothing else. */
export function currencyTld(currency: string | null | undefined): MarketplaceTld | null {
  if (currency === 'GBP') return 'co.uk';
  if (currency === 'JPY') return 'co.jp';
  if (currency === 'USD') return 'com';
  return null;
}

/**
 * The page's marketplace from the strongest evidence it has; `$` prices count as dollars of that
 * marketplace, and a euro price alone does not tell which euro marketplace.
 */
export function detectMarketplace(
  $: CheerioAPI,
  html: string,
  priceCurrencies: readonly string[],
): MarketplaceTld | null {
  const fromPage = pageUrlTld($, html) ?? linkedTld($) ?? langTld($);
  if (fromPage) return fromPage;
  for (const currency of priceCurrencies) {
    const tld = currencyTld(currency);
    if (tld) return tld;
  }
  return null;
}

/** A price's currency: the one its symbol names, else the marketplace's own (`$` of .com is USD). */
export function priceCurrency(
  symbol: string | null,
  tld: MarketplaceTld | null,
): string | undefined {
  if (symbol) return symbol;
  return tld ? marketplace(tld).currency : 'USD';
}

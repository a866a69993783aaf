/**
 * Amazon search results and product pages saved from a browser ("Save page as", HTML only or
 * complete), in the English, German, Spanish, French, Italian and Japanese layouts.
 *
 * The page is parsed, never run: its scripts, styles and templates are dropped before anything
 * is read, so no text comes from them. Which kind of page it is and which marketplace it is of
 * come from the page itself, never from the file name.
 */
import { load, type CheerioAPI } from 'cheerio';
import { SAVED_PAGE_LIMITS, SAVED_PAGE_MESSAGES, type MarketplaceTld } from '@fathom/contract';
import {
  UnknownImportFormat,
  type ImportFormat,
  type ImportReader,
  type ImportRecord,
} from '../types';
import { detectMarketplace, linkedTld, pageUrlTld, savedFromUrl } from './marketplace';
import { readPrice } from './numbers';
import { Problems } from './page';
import { isProductPage, readProductPage } from './product-page';
import { isSearchPage, readSearchPage } from './search-page';
import { pageShape } from './shape';

/** Elements whose content is code or markup to be, never the page's text. */
const NEVER_READ = 'script, style, template, noscript, iframe, object, embed';

/** Markup only Amazon's pages have: the navigation bar, its search box, its footer. */
const AMAZON_MARKUP =
  '#navbar, #nav-main, #nav-logo-sprites, #twotabsearchtextbox, #navFooter, #nav-search';

function refuse(message: string): never {
  throw new UnknownImportFormat(message);
}

function linksElsewhere($: CheerioAPI): boolean {
  for (const url of [
    $('link[rel="canonical"]').attr('href'),
    $('meta[property="og:url"]').attr('content'),
  ]) {
    if (!url || !/^https?:/i.test(url.trim())) continue;
    try {
      if (!/(?:^|\.)amazon\.[a-z.]+$/i.test(new URL(url.trim()).hostname)) return true;
    } catch {
      // not an address: it says nothing
    }
  }
  return false;
}

function isAmazonPage($: CheerioAPI, html: string): boolean {
  if (linksElsewhere($)) return false;
  if (pageUrlTld($, html) ?? linkedTld($)) return true;
  if ($(AMAZON_MARKUP).length > 0) return true;
  return $('img[src*="media-amazon.com"], img[src*="images-amazon.com"]').length > 0;
}

/** The currencies the page's prices are shown in, for a page that says nothing else of its marketplace. */
function shownCurrencies($: CheerioAPI): string[] {
  const found = new Set<string>();
  $('.a-offscreen').each((_, el) => {
    const currency = readPrice($(el).text())?.currency;
    if (currency) found.add(currency);
  });
  return [...found];
}

/** Opens a saved Amazon page; a file that is no such page is refused as UnknownImportFormat. */
export function openHtmlImport(html: string): Promise<ImportReader> {
  return new Promise((resolve) => resolve(openHtmlPage(html)));
}

/** The same as openHtmlImport, at once. */
export function openHtmlPage(html: string): ImportReader {
  if (Buffer.byteLength(html, 'utf8') > SAVED_PAGE_LIMITS.bytesMax)
    refuse(SAVED_PAGE_MESSAGES.tooLarge);
  const text = html.replace(/^\uFEFF/, '');
  if (!text.trim()) refuse(SAVED_PAGE_MESSAGES.empty);
  if (text.slice(0, 4096).includes('\u0000') || !/<[a-z!]/i.test(text.slice(0, 65_536))) {
    refuse(SAVED_PAGE_MESSAGES.notHtml);
  }

  const shape = pageShape(text);
  if (shape.depth > SAVED_PAGE_LIMITS.depthMax) refuse(SAVED_PAGE_MESSAGES.tooDeep);
  if (shape.elements > SAVED_PAGE_LIMITS.elementsMax) refuse(SAVED_PAGE_MESSAGES.tooManyElements);

  const $ = load(text, { scriptingEnabled: false });
  $(NEVER_READ).remove();

  const search = isSearchPage($);
  const product = !search && isProductPage($);
  if (!search && !product) {
    refuse(isAmazonPage($, text) ? SAVED_PAGE_MESSAGES.neither : SAVED_PAGE_MESSAGES.notAmazon);
  }
  if (!isAmazonPage($, text)) refuse(SAVED_PAGE_MESSAGES.notAmazon);

  const marketplace: MarketplaceTld | null = detectMarketplace($, text, shownCurrencies($));
  const problems = new Problems();
  let format: ImportFormat;
  let records: ImportRecord[];
  if (search) {
    format = 'amazon-search-page';
    const read = readSearchPage($, marketplace, savedFromUrl(text), problems);
    records = [...(read.page ? [read.page] : []), ...read.products];
  } else {
    format = 'amazon-product-page';
    const read = readProductPage($, marketplace, problems);
    records = read ? [read] : [];
  }

  return {
    format,
    marketplace,
    dataDate: null,
    // The page is read whole (it is bounded); its records come as one batch.
    // eslint-disable-next-line @typescript-eslint/require-await
    async *records() {
      if (records.length > 0) yield records;
    },
    problems: () => problems.list,
  };
}

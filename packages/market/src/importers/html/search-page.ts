/**
 * An Amazon search results page saved as HTML: the term searched, the organic positions in page
 * order (each ASIN once), the sponsored product slots (above the first organic result they are
 * top of search, else rest of search) and what each result shows of its product.
 *
 * A result is an element marked `data-component-type="s-search-result"` that is not inside
 * another widget (carousels, "Editorial recommendations", "Highly rated" and the like) and shows
 * no video; an ad is a result marked as sponsored (its `AdHolder` class, its "Sponsored" label in
 * any language, or its link through Amazon's ad redirect).
 */
import type { CheerioAPI } from 'cheerio';
import { SAVED_PAGE_LIMITS, SAVED_PAGE_MESSAGES, type MarketplaceTld } from '@fathom/contract';
import type { OrganicResult, SponsoredResult } from '../../provider';
import type { ProductRecord, SearchPageRecord } from '../types';
import { SPONSORED_PREFIX, SPONSORED_WORDS } from './labels';
import { priceCurrency } from './marketplace';
import { readCount, readPrice, readRating } from './numbers';
import { ASIN, asinFromHref, firstText, textOf, type Node, type Problems } from './page';

const RESULT = '[data-component-type="s-search-result"]';

/** Whether the page is a search results page (with results or saying it has none). */
export function isSearchPage($: CheerioAPI): boolean {
  return (
    $(RESULT).length > 0 ||
    $('[data-component-type="s-search-results"], .s-main-slot, .s-search-results').length > 0
  );
}

/** The results that are the page's own list, in page order. */
function resultCards($: CheerioAPI): Node[] {
  const cards: Node[] = [];
  $(RESULT).each((_, el) => {
    const card = $(el);
    const widget = card
      .parents('[data-component-type]')
      .filter((_, p) => $(p).attr('data-component-type') !== 's-search-results');
    if (widget.length > 0) return;
    if (card.find('video, .sbv-video, [data-component-type*="video"]').length > 0) return;
    cards.push(card);
  });
  return cards;
}

function isSponsored(card: Node): boolean {
  if (/\bAdHolder\b/.test(card.attr('class') ?? '')) return true;
  const marked = card.find(
    '.puis-sponsored-label-text, .s-sponsored-label-text, .s-sponsored-label-info-icon, ' +
      '[data-component-type="sp-sponsored-result"], a[href*="/sspa/click"], a[href*="picassoRedirect"]',
  );
  if (marked.length > 0) return true;
  const label = textOf(card.find('.s-label-popover-default, .puis-label-popover-default').first());
  return SPONSORED_WORDS.includes(label.toLowerCase());
}

function cardAsin(card: Node): string | null {
  const own = (card.attr('data-asin') ?? '').trim();
  if (ASIN.test(own)) return own;
  for (const link of card.find('a[href]').toArray()) {
    const asin = asinFromHref(link.attribs.href);
    if (asin) return asin;
  }
  return null;
}

function cardTitle($: CheerioAPI, card: Node): string | undefined {
  const text =
    firstText($, ['h2 a span', '[data-cy="title-recipe"] a span', 'h2'], card) ??
    (card.find('h2').attr('aria-label') || null) ??
    (card.find('img.s-image').attr('alt') || null);
  const title = text?.replace(SPONSORED_PREFIX, '').trim();
  return title || undefined;
}

/** What a result card shows of its product; unreadable prices and ratings become problems. */
function cardProduct(
  $: CheerioAPI,
  card: Node,
  asin: string,
  position: number,
  tld: MarketplaceTld | null,
  problems: Problems,
): ProductRecord {
  const product: ProductRecord = { kind: 'product', asin };
  const title = cardTitle($, card);
  if (title) product.title = title;

  const price = card.find('.a-price').not('[data-a-strike="true"], .a-text-price').first();
  if (price.length > 0) {
    const shown =
      textOf(price.find('.a-offscreen').first()) ||
      `${textOf(price.find('.a-price-symbol'))}${textOf(price.find('.a-price-whole'))}${textOf(price.find('.a-price-fraction'))}`;
    const read = readPrice(shown);
    if (read) {
      product.price = read.amount;
      const currency = priceCurrency(read.currency, tld);
      if (currency) product.currency = currency;
    } else problems.add(position, 'price', `The price "${shown}" cannot be read`);
  }

  const stars = card.find('.a-icon-alt').first();
  if (stars.length > 0) {
    const shown = textOf(stars);
    const rating = readRating(shown);
    if (rating !== null) product.rating = rating;
    else problems.add(position, 'rating', `The rating "${shown}" cannot be read`);
  } else {
    for (const el of card.find('[aria-label]').toArray()) {
      const rating = readRating(el.attribs['aria-label'] ?? '');
      if (rating !== null) {
        product.rating = rating;
        break;
      }
    }
  }

  const reviews = card.find('a[href*="#customerReviews"]').first();
  if (reviews.length > 0) {
    // The label holds the whole count where the text abbreviates it ("1,234 ratings", "(1.2K)").
    const label = reviews.attr('aria-label') ?? '';
    const shown = readCount(label) !== null ? label : textOf(reviews);
    const count = readCount(shown);
    if (count !== null) product.reviewCount = count;
    else problems.add(position, 'reviews', `The review count "${shown}" cannot be read`);
  }
  return product;
}

/** The term searched: the search box, else the page title (`Amazon.de : term`), else the address. */
function searchTerm($: CheerioAPI): string | null {
  const box = (
    $('#twotabsearchtextbox').attr('value') ??
    $('input[name="field-keywords"]').attr('value') ??
    ''
  ).trim();
  if (box) return box;
  const title = /^amazon\.[a-z.]+\s*[:：]\s*(.+)$/i.exec(textOf($('title').first()));
  if (title?.[1]) return title[1].trim();
  for (const url of [
    $('link[rel="canonical"]').attr('href'),
    $('meta[property="og:url"]').attr('content'),
  ]) {
    try {
      const k = url ? new URL(url).searchParams.get('k') : null;
      if (k?.trim()) return k.trim();
    } catch {
      // not an address: try the next
    }
  }
  return null;
}

/** Which results page it is: the pagination's selected page, else the address's `page`. */
function pageNumber($: CheerioAPI, savedFrom: string | null): number | undefined {
  const selected = Number(textOf($('.s-pagination-selected').first()));
  if (Number.isInteger(selected) && selected > 0) return selected;
  const urls = [
    $('link[rel="canonical"]').attr('href'),
    $('meta[property="og:url"]').attr('content'),
    savedFrom,
  ];
  for (const url of urls) {
    try {
      const page = Number(url ? new URL(url).searchParams.get('page') : NaN);
      if (Number.isInteger(page) && page > 0) return page;
    } catch {
      // not an address: try the next
    }
  }
  return undefined;
}

export interface SearchPageRead {
  page: SearchPageRecord | null;
  products: ProductRecord[];
}

export function readSearchPage(
  $: CheerioAPI,
  tld: MarketplaceTld | null,
  savedFrom: string | null,
  problems: Problems,
): SearchPageRead {
  const organic: OrganicResult[] = [];
  const sponsored: SponsoredResult[] = [];
  const products = new Map<string, ProductRecord>();
  const seenOrganic = new Set<string>();

  const cards = resultCards($);
  if (cards.length > SAVED_PAGE_LIMITS.resultsMax) {
    problems.add(SAVED_PAGE_LIMITS.resultsMax + 1, null, SAVED_PAGE_MESSAGES.tooManyResults);
  }
  cards.slice(0, SAVED_PAGE_LIMITS.resultsMax).forEach((card, index) => {
    const position = index + 1;
    const asin = cardAsin(card);
    if (!asin) {
      problems.add(position, 'ASIN', "The result's ASIN cannot be read; the result is left out");
      return;
    }
    if (isSponsored(card)) {
      sponsored.push({
        sponsoredRank: sponsored.length + 1,
        asin,
        slot: organic.length === 0 ? 'TOP_OF_SEARCH' : 'REST_OF_SEARCH',
      });
    } else if (!seenOrganic.has(asin)) {
      seenOrganic.add(asin);
      organic.push({ rank: organic.length + 1, asin });
    }
    const product = cardProduct($, card, asin, position, tld, problems);
    products.set(asin, { ...product, ...products.get(asin) });
  });

  const term = searchTerm($);
  const number = pageNumber($, savedFrom);
  const page = number === undefined ? {} : { page: number };
  if (term === null) {
    problems.add(
      1,
      'search term',
      'The search term cannot be read from the page; its positions are left out',
    );
  }
  return {
    page: term === null ? null : { kind: 'searchPage', term, ...page, organic, sponsored },
    products: [...products.values()],
  };
}

import { SAVED_PAGE_LIMITS, SAVED_PAGE_MESSAGES } from '@fathom/contract';
import { describe, expect, it } from 'vitest';
import { UnknownImportFormat } from '../types';
import { openHtmlImport } from './index';
import { readPage, sample } from './testing';

const card = (asin: string, extra = '') =>
  `<div data-asin="${asin}" data-component-type="s-search-result" class="s-result-item">${extra}<h2><a href="/dp/${asin}"><span>Item ${asin}</span></a></h2></div>`;

const searchPage = (
  body: string,
  head = '<link rel="canonical" href="https://www.amazon.com/s?k=garlic+press">',
) =>
  `<!doctype html><html><head><title>Amazon.com : garlic press</title>${head}</head><body><div class="s-main-slot">${body}</div></body></html>`;

async function refusal(html: string): Promise<string> {
  const error: unknown = await openHtmlImport(html).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UnknownImportFormat);
  return (error as Error).message;
}

describe('files that are no saved Amazon page are refused with a clear message', () => {
  it('an empty file, a binary file, a text file', async () => {
    expect(await refusal('')).toBe(SAVED_PAGE_MESSAGES.empty);
    expect(await refusal('\uFEFF  \n ')).toBe(SAVED_PAGE_MESSAGES.empty);
    expect(await refusal('PK\u0003\u0004\u0000\u0000binary')).toBe(SAVED_PAGE_MESSAGES.notHtml);
    expect(await refusal('Keyword,Search Volume\ngarlic press,1234')).toBe(
      SAVED_PAGE_MESSAGES.notHtml,
    );
  });

  it('a page over the byte limit, before it is parsed', async () => {
    const html = searchPage(card('B000000001') + ' '.repeat(SAVED_PAGE_LIMITS.bytesMax));
    expect(await refusal(html)).toBe(SAVED_PAGE_MESSAGES.tooLarge);
  });

  it('a page nested far deeper than any real page, or with far more elements, before it is parsed', async () => {
    const deep = searchPage('<div>'.repeat(200_000) + card('B000000001'));
    const started = Date.now();
    expect(await refusal(deep)).toBe(SAVED_PAGE_MESSAGES.tooDeep);
    expect(Date.now() - started).toBeLessThan(5_000);
    const many = searchPage(card('B000000001') + '<i></i>'.repeat(SAVED_PAGE_LIMITS.elementsMax));
    expect(await refusal(many)).toBe(SAVED_PAGE_MESSAGES.tooManyElements);
  });

  it('a page of another shop, even with Amazon-like markup', async () => {
    expect(
      await refusal('<html><head><title>My blog</title></head><body><p>Hello</p></body></html>'),
    ).toBe(SAVED_PAGE_MESSAGES.notAmazon);
    const lookalike = searchPage(
      card('B000000001'),
      '<link rel="canonical" href="https://www.ebay.com/sch/garlic">',
    );
    expect(await refusal(lookalike)).toBe(SAVED_PAGE_MESSAGES.notAmazon);
  });

  it('an Amazon page that is neither a search results page nor a product page', async () => {
    const home =
      '<html lang="en-us"><head><link rel="canonical" href="https://www.amazon.com/"></head>' +
      '<body><div id="navbar"><input id="twotabsearchtextbox" value=""></div><h1>Deals for you</h1></body></html>';
    expect(await refusal(home)).toBe(SAVED_PAGE_MESSAGES.neither);
  });
});

describe('what a page holds that is never read or run', () => {
  it('scripts, templates and noscript blocks add no results and no text', async () => {
    const html = searchPage(
      card('B000000001') +
        `<script>document.write('${card('B0SCRIPT01')}'); var t = "<div data-component-type=\\"s-search-result\\" data-asin=\\"B0SCRIPT02\\"></div>";</script>` +
        `<template>${card('B0TEMPLATE')}</template>` +
        `<noscript>${card('B0NOSCRIPT')}</noscript>` +
        card(
          'B000000002',
          '<style>.x{content:"Sponsored"}</style><script>throw new Error("run")</script>',
        ),
    );
    const read = await readPage(html);
    expect(read.page?.organic).toEqual([
      { rank: 1, asin: 'B000000001' },
      { rank: 2, asin: 'B000000002' },
    ]);
    expect(read.page?.sponsored).toEqual([]);
    expect(read.products.map((p) => p.title)).toEqual(['Item B000000001', 'Item B000000002']);
  });

  it('inline event handlers are attributes, never run', async () => {
    const read = await readPage(
      searchPage(card('B000000001', '<img src="x" onerror="globalThis.ran = true">')),
    );
    expect((globalThis as { ran?: boolean }).ran).toBeUndefined();
    expect(read.page?.organic).toEqual([{ rank: 1, asin: 'B000000001' }]);
  });
});

describe('pages cut short or with parts that cannot be read', () => {
  it('a truncated page yields the results it has', async () => {
    const whole = sample('de-search.html');
    const cut = whole.slice(0, whole.indexOf('Gefu Knoblauchpresse') + 'Gefu Kno'.length);
    const read = await readPage(cut);
    expect(read.page?.term).toBe('knoblauchpresse');
    expect(read.page?.organic.map((r) => r.asin)).toEqual(['B0000DJXW9', 'B08KQ3XL4N']);
    expect(read.page?.sponsored.map((r) => r.asin)).toEqual(['B01N0Z0Z0A']);
    expect(read.products.at(-1)).toEqual({
      kind: 'product',
      asin: 'B08KQ3XL4N',
      title: 'Gefu Kno',
    });
    expect(read.problems).toEqual([]);
  });

  it('a product page cut before its details keeps what it shows', async () => {
    const whole = sample('com-product.html');
    const read = await readPage(
      whole.slice(0, whole.indexOf('<div id="productDetails_feature_div">')),
    );
    expect(read.records).toEqual([
      expect.objectContaining({ asin: 'B00004OCKR', price: 1995, rating: 4.7, reviewCount: 28441 }),
    ]);
    expect(read.records[0]).not.toHaveProperty('bsr');
    expect(read.records[0]).toHaveProperty('category', 'Home & Kitchen');
  });

  it('a search page whose term cannot be read yields its products and says so', async () => {
    const html = searchPage(card('B000000001'), '').replace(
      'Amazon.com : garlic press',
      'Saved page',
    );
    const read = await readPage(
      html.replace('<body>', '<body><img src="https://m.media-amazon.com/x.jpg">'),
    );
    expect(read.page).toBeUndefined();
    expect(read.products.map((p) => p.asin)).toEqual(['B000000001']);
    expect(read.problems).toEqual([
      {
        row: 1,
        column: 'search term',
        message: 'The search term cannot be read from the page; its positions are left out',
      },
    ]);
  });

  it('a rating that reads as no rating is a problem of that result', async () => {
    const read = await readPage(
      searchPage(
        card('B000000001') +
          card('B000000002', '<span class="a-icon-alt">Noch keine Bewertungen</span>'),
      ),
    );
    expect(read.problems).toEqual([
      { row: 2, column: 'rating', message: 'The rating "Noch keine Bewertungen" cannot be read' },
    ]);
    expect(read.page?.organic).toHaveLength(2);
  });

  it('a product page without a readable ASIN yields nothing and says so', async () => {
    const html =
      '<html lang="en-us"><head><link rel="canonical" href="https://www.amazon.com/some-product"></head>' +
      '<body><div id="dp"><span id="productTitle">Garlic press</span></div></body></html>';
    const read = await readPage(html);
    expect(read.records).toEqual([]);
    expect(read.problems).toEqual([
      {
        row: 1,
        column: 'ASIN',
        message: "The product's ASIN cannot be read from the page; the product is left out",
      },
    ]);
  });

  it(`reads at most ${SAVED_PAGE_LIMITS.resultsMax} results`, async () => {
    const cards = Array.from({ length: SAVED_PAGE_LIMITS.resultsMax + 2 }, (_, i) =>
      card(`B${String(i).padStart(9, '0')}`),
    ).join('');
    const read = await readPage(searchPage(cards));
    expect(read.page?.organic).toHaveLength(SAVED_PAGE_LIMITS.resultsMax);
    expect(read.problems).toEqual([
      {
        row: SAVED_PAGE_LIMITS.resultsMax + 1,
        column: null,
        message: SAVED_PAGE_MESSAGES.tooManyResults,
      },
    ]);
  });
});

describe('the marketplace a page is of', () => {
  const bare = (lang: string, price: string) =>
    `<html${lang}><head><title>Amazon : press</title></head><body><img src="https://m.media-amazon.com/a.jpg">` +
    `<div class="s-main-slot">${card('B000000001', `<span class="a-price"><span class="a-offscreen">${price}</span></span>`)}</div></body></html>`;

  it('from the page language when it has no address', async () => {
    expect((await openHtmlImport(bare(' lang="fr-fr"', '12,99 €'))).marketplace).toBe('fr');
    expect((await openHtmlImport(bare(' lang="ja-jp"', '￥1,280'))).marketplace).toBe('co.jp');
  });

  it('from the currency when it says nothing else, never guessing among euro marketplaces', async () => {
    expect((await openHtmlImport(bare('', '£12.99'))).marketplace).toBe('co.uk');
    expect((await openHtmlImport(bare('', '￥1,280'))).marketplace).toBe('co.jp');
    const euro = await readPage(bare('', '12,99 €'));
    expect(euro.reader.marketplace).toBeNull();
    expect(euro.products[0]).toMatchObject({ price: 1299, currency: 'EUR' });
  });
});

/**
 * An Amazon product detail page saved as HTML: the product's ASIN, title, brand, price, rating,
 * review count, best-sellers ranks and parent ASIN, from the page's visible elements (its title,
 * byline, price block, review summary and details section), never from its scripts.
 */
import type { CheerioAPI } from 'cheerio';
import type { MarketplaceTld } from '@fathom/contract';
import type { ProductRecord } from '../types';
import { ASIN_LABELS, BRAND_LABELS, bylineBrand, isBestSellersLabel, labelKey } from './labels';
import { priceCurrency } from './marketplace';
import { readCount, readPrice, readRating } from './numbers';
import { ASIN, asinFromHref, firstText, textOf, type Node, type Problems } from './page';
import { readRanks } from './ranks';

/** Whether the page is a product detail page. */
export function isProductPage($: CheerioAPI): boolean {
  return (
    $('#productTitle').length > 0 ||
    ($('#dp, #dp-container, #ppd').length > 0 &&
      $('input#ASIN, #detailBullets_feature_div, #productDetails_feature_div').length > 0)
  );
}

interface DetailRow {
  label: string;
  value: Node;
}

/** The label/value rows of the details tables and bullet lists, in page order. */
function detailRows($: CheerioAPI): DetailRow[] {
  const rows: DetailRow[] = [];
  $('tr').each((_, tr) => {
    const label = $(tr).children('th').first();
    const value = label.length > 0 ? $(tr).children('td').first() : $(tr).children('td').last();
    const name = label.length > 0 ? label : $(tr).children('td').first();
    if (value.length > 0 && name[0] !== value[0])
      rows.push({ label: labelKey(textOf(name)), value });
  });
  $(
    '#detailBullets_feature_div li, #detailBulletsWrapper_feature_div li, #detail-bullets li, li#SalesRank',
  ).each((_, li) => {
    const bold = $(li)
      .find('> span > span.a-text-bold, > span.a-text-bold, > b, > span > b')
      .first();
    if (bold.length === 0) return;
    const value = $(li).clone();
    value.find('span.a-text-bold, b').first().remove();
    rows.push({ label: labelKey(textOf(bold)), value });
  });
  return rows;
}

function rowText(rows: DetailRow[], labels: readonly string[]): string | null {
  const row = rows.find((r) => labels.includes(r.label));
  return row ? textOf(row.value) || null : null;
}

function productAsin($: CheerioAPI, rows: DetailRow[]): string | null {
  const candidates = [
    $('input#ASIN').attr('value'),
    $('input[name="ASIN"]').attr('value'),
    rowText(rows, ASIN_LABELS) ?? undefined,
    asinFromHref($('link[rel="canonical"]').attr('href')) ?? undefined,
    asinFromHref($('meta[property="og:url"]').attr('content')) ?? undefined,
    $('#averageCustomerReviews').attr('data-asin'),
  ];
  for (const candidate of candidates) {
    const asin = candidate?.trim().toUpperCase();
    if (asin && ASIN.test(asin)) return asin;
  }
  return null;
}

const PRICE_SELECTORS = [
  '#corePriceDisplay_desktop_feature_div .priceToPay .a-offscreen',
  '#corePriceDisplay_desktop_feature_div .a-price:not(.a-text-price) .a-offscreen',
  '#corePrice_feature_div .a-price:not(.a-text-price) .a-offscreen',
  '#corePrice_desktop .a-price:not(.a-text-price) .a-offscreen',
  '#apex_desktop .priceToPay .a-offscreen',
  '#apex_desktop .a-price:not(.a-text-price) .a-offscreen',
  '.priceToPay .a-offscreen',
  '.priceToPay .aok-offscreen',
  '#priceblock_dealprice',
  '#priceblock_saleprice',
  '#priceblock_ourprice',
  '#price_inside_buybox',
  '#newBuyBoxPrice',
  '#kindle-price',
  '#price',
];

function shownPrice($: CheerioAPI): string | null {
  const text = firstText($, PRICE_SELECTORS);
  if (text) return text;
  const toPay = $('.priceToPay').first();
  const parts = ['.a-price-symbol', '.a-price-whole', '.a-price-fraction'].map((s) =>
    textOf(toPay.find(s).first()),
  );
  return parts[1] ? parts.join('') : null;
}

export function readProductPage(
  $: CheerioAPI,
  tld: MarketplaceTld | null,
  problems: Problems,
): ProductRecord | null {
  const rows = detailRows($);
  const asin = productAsin($, rows);
  if (!asin) {
    problems.add(
      1,
      'ASIN',
      "The product's ASIN cannot be read from the page; the product is left out",
    );
    return null;
  }
  const product: ProductRecord = { kind: 'product', asin };

  const title = firstText($, ['#productTitle', '#title', '#ebooksProductTitle']);
  if (title) product.title = title;

  const brand =
    rowText(rows, BRAND_LABELS) ?? bylineBrand(textOf($('#bylineInfo').first())) ?? null;
  if (brand) product.brand = brand;

  const price = shownPrice($);
  if (price) {
    const read = readPrice(price);
    if (read) {
      product.price = read.amount;
      const currency = priceCurrency(read.currency, tld);
      if (currency) product.currency = currency;
    } else problems.add(1, 'price', `The price "${price}" cannot be read`);
  }

  const stars =
    ($('#acrPopover').attr('title') ?? '').trim() ||
    firstText($, [
      '#acrPopover .a-icon-alt',
      '[data-hook="rating-out-of-text"]',
      '#averageCustomerReviews .a-icon-alt',
    ]);
  if (stars) {
    const rating = readRating(stars);
    if (rating !== null) product.rating = rating;
    else problems.add(1, 'rating', `The rating "${stars}" cannot be read`);
  }

  const reviews = firstText($, ['#acrCustomerReviewText', '[data-hook="total-review-count"]']);
  if (reviews) {
    const count = readCount(reviews);
    if (count !== null) product.reviewCount = count;
    else problems.add(1, 'reviews', `The review count "${reviews}" cannot be read`);
  }

  const rankRow = rows.find((r) => isBestSellersLabel(r.label));
  if (rankRow) {
    const shown = textOf(rankRow.value);
    const ranks = readRanks(shown);
    if (ranks.length > 0) {
      product.bestSellersRanks = ranks;
      product.bsr = ranks[0]?.rank;
      product.category = ranks[0]?.category;
    } else problems.add(1, 'best sellers rank', `The best-sellers rank "${shown}" cannot be read`);
  }
  if (!product.category) {
    const crumb = firstText($, ['#wayfinding-breadcrumbs_feature_div li a']);
    if (crumb) product.category = crumb;
  }

  const parent = (
    $('input#parentASIN').attr('value') ??
    $('input[name="parentASIN" i]').attr('value') ??
    ''
  )
    .trim()
    .toUpperCase();
  if (ASIN.test(parent)) product.parentAsin = parent === asin ? null : parent;
  return product;
}

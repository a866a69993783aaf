/**
 * Reading text out of a parsed page. Script, style and template content was removed when the page
 * was loaded (see load.ts), so no text read here ever comes from them.
 */
import type { CheerioAPI } from 'cheerio';
import type { ImportProblem } from '../types';

/** A selection of the page's elements. */
export type Node = ReturnType<ReturnType<CheerioAPI['root']>['find']>;

/** An element's text with its white space collapsed. */
export function textOf(node: { text(): string }): string {
  return node.text().replace(/\s+/g, ' ').trim();
}

/** The text of the first element, of several selectors in turn, that has any; else null. */
export function firstText(
  $: CheerioAPI,
  selectors: readonly string[],
  scope?: Node,
): string | null {
  for (const selector of selectors) {
    const found = scope ? scope.find(selector) : $(selector);
    for (const el of found.toArray()) {
      const text = textOf($(el));
      if (text) return text;
    }
  }
  return null;
}

export const ASIN = /^[A-Z0-9]{10}$/;

/** The ASIN of a product link (`/dp/B0…`, `/gp/product/B0…`, or one inside an ad's redirect). */
export function asinFromHref(href: string | undefined): string | null {
  if (!href) return null;
  let decoded = href;
  try {
    decoded = decodeURIComponent(href);
  } catch {
    // a malformed escape: read the address as it is
  }
  const match = /\/(?:dp|gp\/product|gp\/aw\/d)\/([A-Z0-9]{10})(?:[/?&#]|$)/.exec(decoded);
  return match?.[1] ?? null;
}

/** Problems found while reading a page, each with the 1-based position of its item. */
export class Problems {
  readonly list: ImportProblem[] = [];
  add(row: number, column: string | null, message: string): void {
    this.list.push({ row, column, message });
  }
}

/**
 * A product's best-sellers ranks as the details section prints them, in every layout:
 * - `#1,234 in Kitchen & Dining (See Top 100 in Kitchen & Dining) #5 in Garlic Presses`
 * - `Nr. 50.989 in Küche, Haushalt & Wohnen (Siehe Top 100 in …) Nr. 83 in Vakuumierer`
 * - `nº 1.234 en Hogar y cocina (Ver el Top 100 en …) nº 5 en Prensas de ajo`
 * - `1 234 en Cuisine et Maison (Voir les 100 premiers en …) 5 en Presse-ail`
 * - `n. 1.234 in Casa e cucina (Visualizza i Top 100 nella categoria …) n. 5 in Spremiaglio`
 * - `ホーム＆キッチン - 1,234位 (ホーム＆キッチンの売れ筋ランキングを見る) ニンニク絞り器 - 5位`
 *   and the older `- 47,078位Kindleストア (…) - 802位哲学・思想 (Kindleストア)`.
 * The top-level category comes first, then the narrower ones.
 */
import { TOP_100_LINK } from './labels';
import { readCount } from './numbers';

export interface PageRank {
  rank: number;
  category: string;
}

const WESTERN = /(?:#|\bnr\.?|\bn[º°o]\.?|\bn\.)?\s*(\d{1,3}(?:[.,\s]\d{3})+|\d+)\s+(?:in|en)\s+/gi;
const JAPANESE = /\s*-\s*(\d[\d,]*)\s*位\s*/g;

function count(text: string, chars: RegExp): number {
  return text.match(chars)?.length ?? 0;
}

/** The category's words without the separators and unmatched parentheses around them. */
function cleanCategory(text: string): string {
  let name = text.replace(/^[\s:：\-–]+/, '').replace(/[\s:：\-–(（]+$/, '');
  while (/[)）]$/.test(name) && count(name, /[)）]/g) > count(name, /[(（]/g))
    name = name.slice(0, -1).trim();
  while (/^[(（]/.test(name) && count(name, /[(（]/g) > count(name, /[)）]/g))
    name = name.slice(1).trim();
  return name.trim();
}

function entries(text: string, pattern: RegExp, categoryAfter: boolean): PageRank[] {
  const matches = [...text.matchAll(pattern)];
  const ranks: PageRank[] = [];
  matches.forEach((match, i) => {
    const start = match.index;
    const end = start + match[0].length;
    const category = categoryAfter
      ? text.slice(end, matches[i + 1]?.index ?? text.length)
      : text.slice(
          i === 0 ? 0 : (matches[i - 1]?.index ?? 0) + (matches[i - 1]?.[0].length ?? 0),
          start,
        );
    const rank = readCount(match[1] ?? '');
    const name = cleanCategory(category);
    if (rank !== null && rank > 0 && name) ranks.push({ rank, category: name });
  });
  return ranks;
}

/** Every rank the text shows, top-level category first; empty when it shows none. */
export function readRanks(raw: string): PageRank[] {
  const text = raw
    .replace(/[\u200e\u200f]/g, '')
    .replace(/\s+/g, ' ')
    .replace(TOP_100_LINK, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s:：]+/, '')
    .trim();
  if (/\d\s*位/.test(text)) {
    // Older Japanese layout: "- 1,234位Category"; newer: "Category - 1,234位".
    return text.startsWith('-') ? entries(text, JAPANESE, true) : entries(text, JAPANESE, false);
  }
  return entries(text, WESTERN, true);
}

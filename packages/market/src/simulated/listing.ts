/**
 * Listing text: made-up brand names that read like marketplace brands, and product titles built
 * the way sellers write them (brand, key features, product type, selling points, variation).
 */
import { Rng, hash2 } from './rng';

const SYLLABLE_STARTS = (
  'Ve Ka Lu Zo Mi No Pe Ri Sa Tu Bri Cor Dal Fen Gro Hal Jun Kel Lor Mav Ob Quin Ry Sol Tav Vin ' +
  'Wex Yo Zan'
).split(' ');
const SYLLABLE_MIDDLES = 'l r n v m ll st x d k ss t'.split(' ');
const SYLLABLE_ENDS = 'a o io ix ora ify ly ex en ia ova us ar el'.split(' ');
const ROOT_ENDINGS = 'ly ify io ora nest ware craft mate haus lab co wise hub joy pro way'.split(
  ' ',
);

/** Words kept lower case inside titles. */
const SMALL_WORDS = new Set(['with', 'for', 'and', 'of', 'to', 'in', 'on', 'or', 'a']);

export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, i) => {
      if (i > 0 && SMALL_WORDS.has(word)) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}

function inventedWord(rng: Rng): string {
  const word = rng.pick(SYLLABLE_STARTS) + rng.pick(SYLLABLE_MIDDLES) + rng.pick(SYLLABLE_ENDS);
  return rng.chance(0.3) ? word : rng.pick(SYLLABLE_STARTS) + rng.pick(SYLLABLE_ENDS);
}

/**
 * The brands of a category, most prominent first. A third are the category's word roots with an
 * ending ('Copperware'), the rest invented words, some written in capitals as many marketplace
 * brands are ('KELLORA').
 */
export function makeBrands(
  seed: number,
  category: number,
  roots: readonly string[],
  count: number,
) {
  const rng = new Rng(hash2(seed, 0x6272 + category));
  const names = new Set<string>();
  while (names.size < count) {
    const style = rng.next();
    let name: string;
    if (style < 0.35) name = rng.pick(roots) + rng.pick(ROOT_ENDINGS);
    else if (style < 0.75) name = inventedWord(rng);
    else name = inventedWord(rng).toUpperCase();
    names.add(name);
  }
  return [...names];
}

export interface TitleParts {
  brand: string;
  /** Modifiers written before the product type, in word order. */
  features: readonly string[];
  typeName: string;
  /** Modifiers written after the product type. */
  suffixes: readonly string[];
  /** Another name for the product, repeated for search, as sellers do. */
  synonym: string | null;
  benefits: readonly string[];
  /** Variation or single colour and size, shown at the end. */
  color: string | null;
  size: string | null;
}

export function buildTitle(parts: TitleParts): string {
  const [firstSuffix, ...moreSuffixes] = parts.suffixes;
  const lead = [...parts.features.slice(0, 3), parts.typeName, firstSuffix ?? ''].join(' ').trim();
  let title = `${parts.brand} ${titleCase(lead)}`;
  const tail: string[] = [];
  // Single-word suffixes ('set', 'roller') only read well right after the product type.
  for (const suffix of moreSuffixes) if (suffix.includes(' ')) tail.push(titleCase(suffix));
  if (parts.synonym) tail.push(titleCase(parts.synonym));
  tail.push(...parts.benefits);
  if (parts.color) tail.push(titleCase(parts.color));
  if (tail.length > 0) title += ', ' + tail.join(', ');
  if (parts.size) title += ' - ' + titleCase(parts.size);
  return title;
}

/** The plural of a product name: 'garlic presses', 'yoga mats'. */
export function pluralName(text: string): string {
  if (/(ss|sh|ch|x)$/.test(text)) return text + 'es';
  if (text.endsWith('s')) return text;
  return text + 's';
}

/**
 * The words of Amazon's pages in the layouts Fathom reads: English (.com, .co.uk), German (.de),
 * Spanish (.es), French (.fr), Italian (.it) and Japanese (.co.jp).
 */

/** The label of a product's best-sellers ranks, lower case, without the trailing colon. */
export const BEST_SELLERS_LABELS = [
  'best sellers rank',
  'best-sellers rank',
  'amazon best sellers rank',
  'amazon bestsellers rank',
  'amazon bestseller-rang',
  'bestseller-rang',
  'clasificación en los más vendidos de amazon',
  'classement des meilleures ventes d’amazon',
  "classement des meilleures ventes d'amazon",
  'classement des meilleures ventes',
  'posizione nella classifica bestseller di amazon',
  'amazon 売れ筋ランキング',
  '売れ筋ランキング',
];

/** A label cell's text as compared: lower case, one space, no colon or direction marks. */
export function labelKey(text: string): string {
  return text
    .replace(/[\u200e\u200f]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*[:：]\s*$/, '')
    .trim()
    .toLowerCase();
}

export function isBestSellersLabel(text: string): boolean {
  return BEST_SELLERS_LABELS.includes(labelKey(text));
}

/** Labels of the ASIN row of the details table, in every layout. */
export const ASIN_LABELS = ['asin'];

/** Labels of the brand row of the product overview or details table. */
export const BRAND_LABELS = [
  'brand',
  'marke',
  'marca',
  'marque',
  'ブランド',
  'brand name',
  'marchio',
];

/**
 * The marker of a sponsored result, as its label reads (`Sponsored`, `Gesponsert`, `Patrocinado`,
 * `Sponsorisé`, `Sponsorizzato`, `スポンサー`).
 */
export const SPONSORED_WORDS = [
  'sponsored',
  'gesponsert',
  'patrocinado',
  'sponsorisé',
  'sponsorizzato',
  'スポンサー',
];

/** `Sponsored Ad - `, `Gesponserte Anzeige – `: what an ad's title or image text starts with. */
export const SPONSORED_PREFIX =
  /^(?:sponsored ad|gesponserte anzeige|anuncio patrocinado|annonce sponsorisée|annuncio sponsorizzato|スポンサー広告)\s*[-–—:]\s*/i;

/** A parenthesis that only points to the category's top 100 (`(See Top 100 in Toys)`). */
export const TOP_100_LINK =
  /[(（][^()（）]*(?:top 100|siehe top|ver el top|voir les 100|visualizza i top|売れ筋ランキングを見る)[^()（）]*[)）]/gi;

/**
 * The byline's words around a brand name: `Visit the Acme Store`, `Brand: Acme`,
 * `Besuche den Acme-Store`, `Marke: Acme`, `Visita la tienda de Acme`, `Visiter la boutique Acme`,
 * `Visita lo Store di Acme`, `Acmeのストアを表示`, `ブランド: Acme`.
 */
const BYLINE_PATTERNS = [
  /^visit the (.+?) store$/i,
  /^besuche den (.+?)-store$/i,
  /^besuchen sie den (.+?)-store$/i,
  /^visita la tienda de (.+)$/i,
  /^visiter la boutique (.+)$/i,
  /^visita lo store di (.+)$/i,
  /^(.+?)のストアを表示$/,
  /^(?:brand|marke|marca|marque|marchio|ブランド)\s*[:：]\s*(.+)$/i,
];

export function bylineBrand(text: string): string | null {
  const line = text.replace(/\s+/g, ' ').trim();
  if (!line) return null;
  for (const pattern of BYLINE_PATTERNS) {
    const match = pattern.exec(line);
    if (match?.[1]) return match[1].trim();
  }
  return null;
}

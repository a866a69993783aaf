import { Asin, EXPLICIT_COMPETITORS_MAX, EXPLICIT_COMPETITORS_MIN } from '@fathom/contract';

/**
 * The competitor ASINs a seller typed or pasted (lines, commas, semicolons or spaces between
 * them), each once and without the hero; or what is wrong with them.
 */
export function parseCompetitorAsins(
  text: string,
  hero: string,
): { asins: string[] } | { error: string } {
  const asins: string[] = [];
  for (const item of text.split(/[\s,;]+/).filter(Boolean)) {
    const parsed = Asin.safeParse(item);
    if (!parsed.success) return { error: `${item} is not an ASIN` };
    if (parsed.data !== hero && !asins.includes(parsed.data)) asins.push(parsed.data);
  }
  if (asins.length < EXPLICIT_COMPETITORS_MIN || asins.length > EXPLICIT_COMPETITORS_MAX)
    return {
      error: `Name ${EXPLICIT_COMPETITORS_MIN} to ${EXPLICIT_COMPETITORS_MAX} competitor ASINs besides the hero`,
    };
  return { asins };
}

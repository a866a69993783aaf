import {
  DIVE_MESSAGES,
  isAsin,
  parseHeroInput,
  type MarketplaceTld,
  type ProductSummary,
} from '@fathom/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useRef } from 'react';
import { errorMessage, isApiError } from '../../lib/api-client';
import { useProduct } from './product-lookup';

/** How long typing must pause before the hero is looked up. */
export const HERO_LOOKUP_DEBOUNCE_MS = 400;

export type HeroResolution =
  | { status: 'empty' }
  | { status: 'pending' }
  | { status: 'error'; error: string }
  | { status: 'resolved'; product: ProductSummary };

/**
 * Resolves the Hero ASIN box whenever its text or the marketplace changes: a product link picks
 * its own marketplace (reported through `onMarketplace`), anything else is an ASIN there.
 */
export function useHeroResolution(
  raw: string,
  marketplace: MarketplaceTld,
  onMarketplace: (tld: MarketplaceTld) => void,
): HeroResolution {
  const [debounced] = useDebouncedValue(raw, HERO_LOOKUP_DEBOUNCE_MS);
  const settled = debounced === raw;
  const parsed = useMemo(() => parseHeroInput(debounced, marketplace), [debounced, marketplace]);
  const lookup = parsed.kind === 'asin' && isAsin(parsed.asin) ? parsed : null;
  const product = useProduct(lookup?.marketplace ?? marketplace, lookup?.asin ?? null);

  const switchTo = useRef(onMarketplace);
  useEffect(() => {
    switchTo.current = onMarketplace;
  });
  const linkMarketplace = parsed.kind === 'asin' && parsed.fromLink ? parsed.marketplace : null;
  const productMarketplace = product.data?.amazonTld ?? null;
  useEffect(() => {
    const target = linkMarketplace ?? productMarketplace;
    if (target && target !== marketplace) switchTo.current(target);
  }, [linkMarketplace, productMarketplace, marketplace]);

  if (!raw.trim()) return { status: 'empty' };
  if (!settled) return { status: 'pending' };
  if (parsed.kind === 'empty') return { status: 'empty' };
  if (parsed.kind === 'error') return { status: 'error', error: parsed.message };
  if (!lookup) return { status: 'error', error: DIVE_MESSAGES.notAsin };
  if (product.isError) {
    const status = isApiError(product.error) ? product.error.status : 0;
    const error =
      status >= 400 && status < 500 ? DIVE_MESSAGES.heroNotFound : errorMessage(product.error);
    return { status: 'error', error };
  }
  if (product.data === undefined) return { status: 'pending' };
  if (product.data === null) return { status: 'error', error: DIVE_MESSAGES.heroNotFound };
  return { status: 'resolved', product: product.data };
}

import type { Competitor, MarketplaceTld } from '@fathom/contract';
import { useProducts } from '../../../entities/products/product-lookup';

/** One row of the lock or exclude dialog. */
export interface PickerRow {
  asin: string;
  title: string;
  imageUrl: string | null;
  brand: string | null;
}

const fromCompetitor = (c: Competitor): PickerRow => ({
  asin: c.asin,
  title: c.title,
  imageUrl: c.landingImageUrl,
  brand: c.brand,
});

/**
 * The niche's competitors, then ASINs excluded before that are no longer among them (looked up
 * for their title and image; a product the marketplace no longer has shows its ASIN alone).
 */
export function usePickerRows(
  competitors: Competitor[] | undefined,
  extraAsins: string[],
  marketplace: MarketplaceTld,
): PickerRow[] | undefined {
  const known = new Set(competitors?.map((c) => c.asin));
  const missing = competitors ? extraAsins.filter((asin) => !known.has(asin)).sort() : [];
  const lookup = useProducts(marketplace, missing);
  if (!competitors) return undefined;
  const found = new Map(lookup.data?.map((product) => [product.asin, product]));
  const extra = missing.map((asin): PickerRow => {
    const product = found.get(asin);
    return product
      ? { asin, title: product.title, imageUrl: product.landingImageUrl, brand: product.brand }
      : { asin, title: asin, imageUrl: null, brand: null };
  });
  return [...competitors.map(fromCompetitor), ...extra];
}

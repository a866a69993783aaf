import {
  SCHEDULE_MESSAGES,
  type Competitor,
  type MarketplaceTld,
  type ProductSummary,
} from '@fathom/contract';
import { useHeroResolution } from '../../../entities/products/use-hero-resolution';

export type HeroPick =
  | { status: 'empty' }
  | { status: 'pending' }
  | { status: 'error'; error: string }
  | {
      status: 'resolved';
      asin: string;
      product: Pick<ProductSummary, 'title' | 'landingImageUrl'>;
    };

const ignoreMarketplace = () => undefined;

/**
 * The hero of a Dive Again or a schedule: one of the niche's competitors, or any ASIN of the
 * niche's marketplace typed in (looked up). A failed lookup reads the picker's own message.
 */
export function useHeroPick(
  raw: string,
  competitors: Competitor[] | undefined,
  marketplace: MarketplaceTld,
): HeroPick {
  const typed = raw.trim().toUpperCase();
  const known = competitors?.find((competitor) => competitor.asin === typed);
  const resolution = useHeroResolution(known ? '' : raw, marketplace, ignoreMarketplace);
  if (known) return { status: 'resolved', asin: known.asin, product: known };
  switch (resolution.status) {
    case 'empty':
    case 'pending':
      return resolution;
    case 'error':
      return { status: 'error', error: SCHEDULE_MESSAGES.selectHero };
    case 'resolved':
      return resolution.product.amazonTld === marketplace
        ? { status: 'resolved', asin: resolution.product.asin, product: resolution.product }
        : { status: 'error', error: SCHEDULE_MESSAGES.selectHero };
  }
}

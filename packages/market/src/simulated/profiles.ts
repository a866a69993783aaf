/**
 * What makes each simulated marketplace different: how many shoppers search there compared with
 * amazon.com, its currency and price level, and which product type hosts its documented ASINs.
 */
import { MARKETPLACES, marketplace } from '@fathom/contract';
import type { MarketplaceTld } from '@fathom/contract';

export interface MarketProfile {
  tld: MarketplaceTld;
  /** Position in MARKETPLACES; part of every hash of the marketplace's world. */
  index: number;
  currency: string;
  /** Searches and sales relative to amazon.com. */
  scale: number;
  /** Local currency units per US dollar. */
  fx: number;
  /** Local price level relative to the US, after currency conversion. */
  priceLevel: number;
  /** Product type whose first families are the documented strong, weak and variation ASINs. */
  showcaseType: string;
}

const SETTINGS: Record<MarketplaceTld, Omit<MarketProfile, 'tld' | 'index' | 'currency'>> = {
  com: { scale: 1, fx: 1, priceLevel: 1, showcaseType: 'garlic press' },
  ca: { scale: 0.12, fx: 1.37, priceLevel: 1.05, showcaseType: 'yoga mat' },
  'com.mx': { scale: 0.07, fx: 18, priceLevel: 0.95, showcaseType: 'mouse pad' },
  'co.uk': { scale: 0.3, fx: 0.79, priceLevel: 1, showcaseType: 'cutting board' },
  fr: { scale: 0.2, fx: 0.92, priceLevel: 1.05, showcaseType: 'knife sharpener' },
  de: { scale: 0.35, fx: 0.92, priceLevel: 1, showcaseType: 'ice cube tray' },
  es: { scale: 0.16, fx: 0.92, priceLevel: 0.95, showcaseType: 'dog leash' },
  it: { scale: 0.17, fx: 0.92, priceLevel: 1, showcaseType: 'throw pillow covers' },
  nl: { scale: 0.04, fx: 0.92, priceLevel: 1.05, showcaseType: 'resistance bands' },
  in: { scale: 0.2, fx: 84, priceLevel: 0.55, showcaseType: 'plant pots' },
  'co.jp': { scale: 0.3, fx: 150, priceLevel: 1, showcaseType: 'drawer organizer' },
  'com.au': { scale: 0.07, fx: 1.52, priceLevel: 1.1, showcaseType: 'vegetable chopper' },
};

export function marketProfile(tld: MarketplaceTld): MarketProfile {
  const index = MARKETPLACES.findIndex((m) => m.tld === tld);
  if (index < 0) throw new RangeError(`Unknown marketplace ${tld}`);
  return { tld, index, currency: marketplace(tld).currency, ...SETTINGS[tld] };
}

/**
 * A US-dollar price converted to the marketplace and rounded the way sellers price there
 * (19.99, ¥1,980, ₹499, MX$249), in hundredths of the currency.
 */
export function localPrice(usd: number, profile: MarketProfile): number {
  const amount = usd * profile.fx * profile.priceLevel;
  switch (profile.currency) {
    case 'JPY':
      return (Math.max(1, Math.round(amount / 100)) * 100 - 20) * 100;
    case 'INR':
      return (Math.max(1, Math.round(amount / 50)) * 50 - 1) * 100;
    case 'MXN':
      return (Math.max(1, Math.round(amount / 10)) * 10 - 1) * 100;
    default:
      return Math.max(1, Math.round(amount)) * 100 - 1;
  }
}

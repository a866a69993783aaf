/**
 * ASINs of the simulated catalogue: 'B0' and eight capitals or digits, as recent Amazon ASINs are,
 * derived from a product's place in the world (seed, marketplace, type, family, slot) so that the
 * same product always gets the same ASIN.
 */
import { MARKETPLACES } from '@fathom/contract';
import type { MarketplaceTld } from '@fathom/contract';
import { catalogTypeIndex } from './catalog';
import { marketProfile } from './profiles';
import { hash2, hash4 } from './rng';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Slot 0 is a standalone product or a family's parent; slot 1 + i is child i. */
export function asinFor(
  seed: number,
  market: number,
  type: number,
  family: number,
  slot: number,
  salt = 0,
) {
  let a = hash4(seed, market * 4096 + type, family * 64 + slot, salt);
  let b = hash2(a, 0x41534e);
  let text = 'B0';
  for (let i = 0; i < 8; i++) {
    const source = i < 4 ? a : b;
    text += ALPHABET.charAt(source % 36);
    if (i < 4) a = Math.floor(a / 36);
    else b = Math.floor(b / 36);
  }
  return text;
}

/** Families of each marketplace's showcase type that play the documented roles. */
export const SHOWCASE_FAMILIES = { strongHero: 0, weakHero: 1, variationParent: 2 } as const;

export interface KnownAsins {
  /** A long-listed best seller that ranks for a few hundred terms. */
  strongHero: string;
  /** A listed product that ranks for five terms or fewer ("Hero product is too weak"). */
  weakHero: string;
  /** The parent ASIN of a four-colour variation family. */
  variationParent: string;
}

/** The documented ASINs of one marketplace for a seed, without building its world. */
export function knownAsinsFor(seed: number, tld: MarketplaceTld): KnownAsins {
  const profile = marketProfile(tld);
  const type = catalogTypeIndex(profile.showcaseType);
  const at = (family: number) => asinFor(seed, profile.index, type, family, 0);
  return {
    strongHero: at(SHOWCASE_FAMILIES.strongHero),
    weakHero: at(SHOWCASE_FAMILIES.weakHero),
    variationParent: at(SHOWCASE_FAMILIES.variationParent),
  };
}

export function knownAsins(seed: number): Record<MarketplaceTld, KnownAsins> {
  const result = {} as Record<MarketplaceTld, KnownAsins>;
  for (const { tld } of MARKETPLACES) result[tld] = knownAsinsFor(seed, tld);
  return result;
}

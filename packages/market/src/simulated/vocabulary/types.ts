/**
 * The shape of the simulated catalogue's vocabulary: categories, and the product types in them,
 * described in shoppers' words. Search terms, titles and images are all derived from these.
 */

/** When in the year a product type is searched most. */
export type Season = 'none' | 'gifting' | 'summer' | 'winter' | 'newyear' | 'spring' | 'school';

/** The silhouette drawn for a product type's image. */
export type Shape =
  | 'handtool'
  | 'board'
  | 'bowl'
  | 'bottle'
  | 'box'
  | 'roll'
  | 'loop'
  | 'fabric'
  | 'stand'
  | 'brush'
  | 'disc'
  | 'pen'
  | 'post'
  | 'clip';

export interface ProductTypeSpec {
  /** The head search term, as shoppers type it: 'garlic press'. */
  name: string;
  /** Other head terms for the same thing: 'garlic mincer'. */
  synonyms: string[];
  /**
   * Modifiers written before the head, in groups of alternatives separated by '|'. A product has
   * at most one alternative of a group; groups are listed in natural word order
   * ('heavy duty stainless steel garlic press').
   */
  features: string[];
  /** Modifiers written after the head ('with peeler', 'for kitchen'), grouped the same way. */
  suffixes: string[];
  /** Colours the product comes in (lower case); variation children pick from these. */
  colors: string[];
  /** Sizes, written before the head ('large', '6 ft'); variation children pick from these. */
  sizes: string[];
  /** Phrases sellers put in titles ('Easy to Clean'). */
  benefits: string[];
  /** Typical price range in US dollars. */
  price: [number, number];
  /** Monthly searches of the head term on amazon.com. */
  demand: number;
  season: Season;
  shape: Shape;
}

export interface CategorySpec {
  name: string;
  /** Broad terms that span the category's product types. */
  generic: string[];
  /** Word roots used to make up brand names that suit the category. */
  brandRoots: string[];
  /** Best-sellers rank scale: units a day sold by the category's #1. */
  topSellerUnits: number;
  types: ProductTypeSpec[];
}

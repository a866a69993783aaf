/** Screen text of the Niche Dive flows, word for word from the specification. */
export const DIVE_MESSAGES = {
  heroNotFound: 'ASIN not found, make sure that the ASIN exists in the selected marketplace',
  notAsin:
    'This is not an ASIN. An ASIN is 10 letters and digits; enter one or an Amazon product link.',
  enterAsin: 'Enter an ASIN or an Amazon product link to create a niche',
  shortLink:
    'Short links such as amzn.to or a.co cannot be read here. Open the link and paste the address of the Amazon product page.',
  notAmazonLink: 'This is not an Amazon link. Enter an ASIN or an Amazon product page link.',
  notProductLink:
    'This Amazon link is not a product page. Open the product and paste the address of its page.',
  nicheLimit:
    "You've reached the limit of niches for your current plan. To continue, delete a niche or upgrade your subscription.",
  divedAsinsLimit:
    "It is not possible to create new Niche at the moment because you've reached your Dive ASINs limit.",
  startFailedChained: 'Failed to start Niche Dive',
  startFailed: 'Failed to fetch best competitor stats',
  weakHeroHeading: 'Selected ASIN Has Few Keywords',
  weakHeroBody:
    'This ASIN ranks in 5 or fewer keywords, which is not enough to identify the best competitors.',
  weakHeroHint: 'Select one of the top selling ASINs from the category.',
  weakHeroButton: 'Enter another ASIN',
  missingExtension: 'Please install the Fathom Chrome Extension to use this feature.',
  quotaLoadFailed: 'Failed to load user quota, please try to refresh the page!',
  divedAsinBanner:
    "You've reached your Dive ASIN limit. Upgrade your subscription or try creating a New Rank Radar using an Existing Niche",
  heroExcluded:
    'A hero cannot be excluded: this product stays in the niche as its hero and is taken off the excluded competitors when you launch. Choose another hero to keep it excluded.',
  heroInExclusions: 'A hero cannot be excluded: remove the hero ASIN from excludedAsins',
  idempotencyKeyReused: 'This idempotencyKey was used for another dive start; send a new key',
  countTooLarge: 'A dive takes at most 50 competitors',
  countNotOffered:
    'Choose a competitors count the form offers: a multiple of 5, the number of locked competitors with the hero, or what your Dive ASINs quota has left',
} as const;

/** Competitors the extension suggests in manual mode, as the manual-mode info panel says. */
export const MANUAL_SUGGESTED_COMPETITORS = 80;

/** The info panel of manual mode in the Niche Dive form (spec: niche-dive §1, §9). */
export const MANUAL_MODE_INFO = `Enter a single ASIN representing your niche, and the Fathom extension will suggest up to ${MANUAL_SUGGESTED_COMPETITORS} best competitors for you to review.`;

/** Message type the browser extension listens for to start a manual niche definition. */
export const EXTENSION_MESSAGE_TYPE = 'fathom-initiate-smart-niche-definition';

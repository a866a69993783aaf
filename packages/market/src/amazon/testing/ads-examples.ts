/**
 * Amazon Ads examples: the profile of the Profiles reference and report rows with the columns of
 * the reporting v3 "Search term reports" and "Advertised product reports" (figures from the
 * sample report of "Get started with version 3 reports").
 */
export const exampleProfiles = [
  {
    profileId: 3675819250183917,
    countryCode: 'US',
    currencyCode: 'USD',
    dailyBudget: 999999999,
    timezone: 'America/Los_Angeles',
    accountInfo: {
      marketplaceStringId: 'ATVPDKIKX0DER',
      id: 'A3EXAMPLESELLER',
      type: 'seller',
      name: 'Example seller',
      validPaymentMethod: true,
    },
  },
];

const campaign = { campaignName: 'SP - TV - exact', campaignBudgetCurrencyCode: 'USD' };

export const examplePpcRows = {
  searchTerms: [
    {
      ...campaign,
      adGroupName: 'QLED TVs',
      adGroupId: 72320882861500,
      keywordType: 'EXACT',
      matchType: 'EXACT',
      keyword: 'qled tv',
      targeting: 'qled tv',
      searchTerm: 'qled tv 82 inch',
      impressions: 2216,
      clicks: 13,
      cost: 14.5,
      sales7d: 7599.98,
      purchases7d: 2,
    },
    {
      ...campaign,
      campaignName: 'SP - TV - auto',
      adGroupName: 'Auto',
      adGroupId: 55720282058882,
      keywordType: 'TARGETING_EXPRESSION_PREDEFINED',
      matchType: 'TARGETING_EXPRESSION_PREDEFINED',
      keyword: null,
      targeting: 'close-match',
      searchTerm: 'smart tv',
      impressions: 3721,
      clicks: 10,
      cost: 9.45,
      sales7d: 0,
      purchases7d: 0,
    },
  ],
  advertised: (asin: string) => [
    {
      adGroupId: 72320882861500,
      advertisedAsin: asin,
      impressions: 2216,
      campaignBudgetCurrencyCode: 'USD',
    },
    {
      adGroupId: 55720282058882,
      advertisedAsin: asin,
      impressions: 3721,
      campaignBudgetCurrencyCode: 'USD',
    },
  ],
};

import type { KeywordList, MarketplaceTld, QuotaFeature } from '@fathom/contract';

export const queryKeys = {
  tiers: () => ['tiers'] as const,
  session: {
    all: ['session'] as const,
    me: () => ['session', 'me'] as const,
    config: () => ['session', 'config'] as const,
    experiments: () => ['session', 'experiments'] as const,
    emailVerified: () => ['session', 'email-verified'] as const,
  },
  orgs: {
    all: ['orgs'] as const,
    detail: (orgId: number) => ['orgs', orgId] as const,
    members: (orgId: number) => ['orgs', orgId, 'members'] as const,
    spaces: (orgId: number) => ['orgs', orgId, 'spaces'] as const,
    labels: (orgId: number) => ['orgs', orgId, 'labels'] as const,
    subscription: (orgId: number) => ['orgs', orgId, 'subscription'] as const,
    quotasAll: (orgId: number) => ['orgs', orgId, 'quotas'] as const,
    quotas: (orgId: number, features: readonly QuotaFeature[]) =>
      ['orgs', orgId, 'quotas', features.join(',')] as const,
    niches: (orgId: number) => ['orgs', orgId, 'niches'] as const,
    dive: (orgId: number, sndId: string) => ['orgs', orgId, 'dives', sndId] as const,
  },
  products: {
    all: ['products'] as const,
    lookup: (marketplace: MarketplaceTld, asin: string) => ['products', marketplace, asin] as const,
    list: (marketplace: MarketplaceTld, asins: readonly string[]) =>
      ['products', marketplace, 'list', asins.join(',')] as const,
  },
  niches: {
    all: ['niches'] as const,
    detail: (nicheId: number) => ['niches', nicheId] as const,
    competitors: (nicheId: number) => ['niches', nicheId, 'competitors'] as const,
    keywords: (nicheId: number, list: KeywordList) =>
      ['niches', nicheId, 'keywords', list] as const,
    exclusions: (nicheId: number) => ['niches', nicheId, 'exclusions'] as const,
    researches: (nicheId: number) => ['niches', nicheId, 'researches'] as const,
    schedule: (nicheId: number) => ['niches', nicheId, 'schedule'] as const,
  },
};

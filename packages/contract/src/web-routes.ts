import type { KeywordList } from './api/dives';

/**
 * The web app's screens, one address each: the router registers them and every link and
 * redirect uses them. `$name` is a parameter, filled in by `buildPath`.
 */
export const webRoutes = {
  home: '/',
  signIn: '/sign-in',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  /** The e-mailed reset link leads here, with `?token=`. */
  resetPassword: '/reset-password',
  /** The e-mailed confirmation link leads here once it has confirmed the address. */
  verifyEmail: '/verify-email',
  /** Redirect view of a one-click niche start, while its dive runs. */
  diveBox: '/dive-box',
  /** Launches a pending automatic Dive Again. */
  diveAgain: '/dive-box/dive-again',
  niche: '/niche/$nicheId',
  nicheAnalysis: '/niche/$nicheId/niche-analysis',
  nicheOverview: '/niche/$nicheId/niche-analysis/overview',
  nicheMkl: '/niche/$nicheId/niche-analysis/mkl',
  nicheOutliers: '/niche/$nicheId/niche-analysis/outliers',
  nicheResidue: '/niche/$nicheId/niche-analysis/residue',
  nicheRoots: '/niche/$nicheId/niche-analysis/roots',
  nicheNormalizer: '/niche/$nicheId/niche-analysis/normalizer',
  nicheProductBrief: '/niche/$nicheId/product-brief',
  /** An ASIN as the URL fragment opens that competitor. */
  nicheDeepDive: '/niche/$nicheId/deep-dive',
  nicheListingBuilder: '/niche/$nicheId/listing-builder',
  nichePpcKeywords: '/niche/$nicheId/ppc-keywords',
  nichePpcCampaigns: '/niche/$nicheId/ppc-campaigns',
  nichePpcCampaignsForLaunch: '/niche/$nicheId/ppc-campaigns-for-launch',
  nichePcCreation: '/niche/$nicheId/pc-creation',
  nicheProductScorecard: '/niche/$nicheId/product-scorecard',
  /** May carry showDiveAgainPopup=true, which opens the Dive Again modal. */
  nicheTracker: '/niche/$nicheId/niche-tracker',
  /** Offered only for marketplaces that support it. */
  nicheProfits: '/niche/$nicheId/profits',
  /** Rank Radar: the trackers list; every /rank-radar/* page takes the tracker as ?krtId=. */
  rankRadar: '/rank-radar',
  rankRadarHeatmap: '/rank-radar/heatmap',
  /** Any other /rank-radar/ address: /rank-radar/{id}, or a sub-path with ?krtId=, opens the tracker. */
  rankRadarAny: '/rank-radar/$',
  spaceManagement: '/space-management',
  labelManagement: '/label-management',
  subscription: '/subscription/overview',
  organizationSettings: '/settings/organization',
  accountSettings: '/settings/account',
  /** Amazon Ads and Selling Partner connections; empty PPC and SQP states link here. */
  amazonConnections: '/settings/amazon-connections',
  /** Files of market data the organization imported. */
  dataImports: '/settings/data-imports',
  /** The member's own API keys in the organization. */
  apiKeys: '/settings/api',
  /** The e-mailed invitation link. */
  invitation: '/invitations/$token',
} as const;

export type WebRoute = (typeof webRoutes)[keyof typeof webRoutes];

/** The niche analysis page of each keyword list. */
export const nicheListRoutes = {
  mkl: webRoutes.nicheMkl,
  outlier: webRoutes.nicheOutliers,
  residue: webRoutes.nicheResidue,
} as const satisfies Record<KeywordList, WebRoute>;

/** A niche page of the spec's route table (niche-pipeline §2), in the order of the niche tab bar. */
export interface NichePageDef {
  route: WebRoute;
  /** The tab's text. */
  label: string;
  /** The page's help article, under `HELP_CENTER_URL`. */
  help: string;
  /** Other addresses that show this tab as the current one. */
  alsoActiveOn?: readonly WebRoute[];
}

/** Where the help articles of the niche pages live; each page names its article. */
export const HELP_CENTER_URL = 'https://help.fathom.app/articles';

export const NICHE_PAGES: readonly NichePageDef[] = [
  { route: webRoutes.nicheOverview, label: 'Overview', help: 'niche-overview' },
  {
    route: webRoutes.nicheMkl,
    label: 'Master Keyword List',
    help: 'master-keyword-list',
    alsoActiveOn: [webRoutes.nicheResidue],
  },
  { route: webRoutes.nicheOutliers, label: 'Outliers', help: 'outlier-keyword-list' },
  { route: webRoutes.nicheRoots, label: 'Roots', help: 'roots' },
  { route: webRoutes.nicheNormalizer, label: 'Normalizer', help: 'normalizer' },
  { route: webRoutes.nicheProductBrief, label: 'Product Brief', help: 'product-brief' },
  { route: webRoutes.nicheDeepDive, label: 'Deep Dive', help: 'deep-dive' },
  { route: webRoutes.nicheListingBuilder, label: 'Listing Builder', help: 'listing-builder' },
  { route: webRoutes.nichePpcKeywords, label: 'PPC Keywords', help: 'ppc-keywords' },
  { route: webRoutes.nichePpcCampaigns, label: 'PPC Campaigns', help: 'ppc-campaigns' },
  {
    route: webRoutes.nichePpcCampaignsForLaunch,
    label: 'PPC Campaigns for Launch',
    help: 'ppc-campaigns-for-launch',
  },
  { route: webRoutes.nichePcCreation, label: 'PC Creation', help: 'pc-creation' },
  {
    route: webRoutes.nicheProductScorecard,
    label: 'Product Scorecard',
    help: 'product-scorecard',
  },
  { route: webRoutes.nicheTracker, label: 'Niche Tracker', help: 'niche-tracker' },
  { route: webRoutes.nicheProfits, label: 'Profits', help: 'profits' },
];

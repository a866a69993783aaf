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
  nicheMkl: '/niche/$nicheId/niche-analysis/mkl',
  nicheOutliers: '/niche/$nicheId/niche-analysis/outliers',
  nicheResidue: '/niche/$nicheId/niche-analysis/residue',
  nicheTracker: '/niche/$nicheId/niche-tracker',
  /** Rank Radar: the trackers list; every /rank-radar/* page takes the tracker as ?krtId=. */
  rankRadar: '/rank-radar',
  rankRadarHeatmap: '/rank-radar/heatmap',
  spaceManagement: '/space-management',
  labelManagement: '/label-management',
  subscription: '/subscription/overview',
  organizationSettings: '/settings/organization',
  accountSettings: '/settings/account',
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

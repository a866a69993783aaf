export const storageKeys = {
  currentOrganization: 'fathom.currentOrganizationId',
  navbarExpanded: 'fathom.navbarExpanded',
  /** sessionStorage: the dive in progress, so a reload reopens its progress modal. */
  activeDive: 'fathom.activeDive',
  /** sessionStorage: an automatic Dive Again waiting for /dive-box/dive-again to launch it. */
  pendingDiveTrigger: 'fathom.pendingDiveTrigger',
  /** localStorage: a grid's column preferences, per page. */
  gridPreferences: (page: string) => `fathom.grid.${page}`,
  /** localStorage: how often each page of a niche was opened, for the pipeline's Open menu. */
  nicheVisits: (nicheId: number) => `fathom.nicheVisits.${nicheId}`,
};

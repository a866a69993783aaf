export const storageKeys = {
  currentOrganization: 'fathom.currentOrganizationId',
  navbarExpanded: 'fathom.navbarExpanded',
};

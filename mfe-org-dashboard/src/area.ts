/** The area's single-spa application name: the owner of its pages' loaded state and its mutations. */
export const ORG_DASHBOARD_AREA = 'mfe-org-dashboard';

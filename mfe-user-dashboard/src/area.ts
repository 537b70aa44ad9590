/** The area's single-spa application name: the owner of its slices, mutations and pages (`<area>/<name>`). */
export const USER_DASHBOARD_AREA = 'mfe-user-dashboard';

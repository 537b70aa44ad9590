/** The discovery area's single-spa application name: the owner of its pages' loaded state. */
export const DISCOVERY_AREA = 'mfe-search';

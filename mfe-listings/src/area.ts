/** The listing area's single-spa application name: the owner of its pages' loaded state and its writes. */
export const LISTINGS_AREA = 'mfe-listings';

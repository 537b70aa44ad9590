import type { GeocodedLocation } from '@opengood/contracts';

/** Test-only: a geocoded place as GET /data/places/{placeId} answers it. */
export const TORONTO: GeocodedLocation = {
  isRemote: false,
  text: 'Toronto, ON, Canada',
  stateCode: 'ON',
  countryCode: 'CA',
  boundingBoxN: 43.86,
  boundingBoxW: -79.64,
  boundingBoxS: 43.58,
  boundingBoxE: -79.11,
  geoType: 'locality',
  latLongAddress: '43.70011,-79.4163',
  latitude: 43.70011,
  longitude: -79.4163,
  address: 'Toronto, Ontario, Canada',
  city: 'Toronto',
  hasGeo: true,
};

// docs/product/constants.md#ads: distances on the sphere of radius 6371 km (the haversine formula).
export const EARTH_RADIUS_KM = 6371;
export const KM_PER_MILE = 1.609344;

export interface LatLng {
  latitude: number;
  longitude: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function haversineMiles(a: LatLng, b: LatLng): number {
  return haversineKm(a, b) / KM_PER_MILE;
}

import type { GuessedLocation } from '@opengood/contracts';
import { publicAddress } from './clientAddress';

/** Guesses where an address is; null when it cannot tell. */
export type GeoLocator = (address: string) => Promise<GuessedLocation | null>;

type GeoipLite = typeof import('geoip-lite');
type GeoipRecord = NonNullable<ReturnType<GeoipLite['lookup']>>;

// geoip-lite reads its whole database (about 150 MB) into memory when first imported, so it is loaded on
// the first public address, not when the app is built: test files and processes that never meet a
// public address never pay for it.
let geoip: Promise<GeoipLite> | undefined;
const loadGeoip = () =>
  (geoip ??= import('geoip-lite').then((mod) => (mod as GeoipLite & { default?: GeoipLite }).default ?? mod));

/** geoip-lite's record → the contract's shape; empty strings mean "unknown" there. */
export function presentGeoipRecord(record: GeoipRecord): GuessedLocation | null {
  if (!/^[A-Z]{2}$/.test(record.country)) return null;
  const [latitude, longitude] = record.ll;
  return {
    city: record.city || null,
    stateCode: record.region || null,
    countryCode: record.country,
    latitude,
    longitude,
  };
}

/** The offline database shipped in the geoip-lite package (GeoLite2 data); private addresses give null. */
export const geoipLocator: GeoLocator = async (address) => {
  const ip = publicAddress(address);
  if (!ip) return null;
  const record = (await loadGeoip()).lookup(ip);
  return record ? presentGeoipRecord(record) : null;
};

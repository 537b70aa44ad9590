import type { Lang } from '@opengood/contracts';

/** A first-level subdivision (state, province, region) by its ISO 3166-2 short code. */
export interface Subdivision {
  /** ISO 3166-2 without the country prefix: ON (CA-ON), SP (BR-SP), MD (ES-MD), 11 (PT-11). */
  code: string;
  names: Record<Lang, string>;
}

interface RegionRecord {
  iso: string;
  /** The GeoNames admin1 code of the subdivision (GeoNames uses FIPS codes for most countries). */
  admin?: string;
  name: string;
  names: Partial<Record<Lang | 'geonames', string>>;
}

/**
 * Where common usage (and the maps geocoders) writes another short code than ISO: Mexico City is MX-CMX in
 * ISO 3166-2, but "CDMX" on every address, and the spec names it so.
 */
const SHORT_CODE_OVERRIDES: Readonly<Record<string, string>> = { 'MX-CMX': 'CDMX' };
/** iso3166-2-db names Mexico City's subdivision "México" in Spanish, the country's name. */
const NAME_OVERRIDES: Readonly<Record<string, Record<Lang, string>>> = {
  'MX-CMX': { en: 'Mexico City', es: 'Ciudad de México', pt: 'Cidade do México' },
};

type Table = Map<string, Map<string, Subdivision>>;
let table: Table | undefined;

/**
 * GeoNames gives a city's state as its admin1 code ("08" for Ontario, "27" for São Paulo); iso3166-2-db
 * lists each subdivision's ISO code beside that GeoNames code, with its names per language.
 */
function loadTable(): Table {
  // Loaded on first use: 3 MB of JSON that only the gazetteer build reads.
  const data = require('iso3166-2-db/data/iso3166-2.json') as Record<string, { regions?: RegionRecord[] }>;
  const byCountry: Table = new Map();
  for (const [country, record] of Object.entries(data)) {
    const byAdmin = new Map<string, Subdivision>();
    for (const region of record.regions ?? []) {
      if (!region.admin || !region.iso) continue;
      const english = region.names.en || region.names.geonames || region.name;
      const iso = `${country}-${region.iso}`;
      byAdmin.set(region.admin, {
        code: SHORT_CODE_OVERRIDES[iso] ?? region.iso,
        names: NAME_OVERRIDES[iso] ?? {
          en: english,
          es: region.names.es || english,
          pt: region.names.pt || english,
        },
      });
    }
    byCountry.set(country, byAdmin);
  }
  return byCountry;
}

/** The subdivision a GeoNames city lies in, from its country and admin1 code; null when unknown. */
export function subdivisionOf(countryCode: string, admin1: string): Subdivision | null {
  table ??= loadTable();
  return table.get(countryCode)?.get(admin1) ?? null;
}

import type { Db } from '../../platform/db/db';
import { MAX_ID } from '../../platform/db/sql';
import { gazetteer, type Gazetteer } from './gazetteer';

// The `places` rows records point at (an organisation's place, a listing's): one per gazetteer city, written
// here when something first names a city the seed did not bring (the location input suggests every city of
// the gazetteer; the seed keeps only some).

/**
 * The places row of a city the location input suggested (its placeId, a GeoNames id), written from the
 * gazetteer when it is not there yet; null for anything else (a state, a country, the Remote option, an
 * unknown id).
 */
export async function placeRowOf(
  db: Db,
  placeId: string,
  places: Gazetteer = gazetteer(),
): Promise<number | null> {
  if (!/^\d{1,10}$/.test(placeId) || Number(placeId) > MAX_ID) return null;
  const id = Number(placeId);
  const { rows } = await db.query<{ id: number }>('SELECT id FROM places WHERE id = $1', [id]);
  if (rows[0]) return rows[0].id;
  const place = places.byId.get(placeId);
  if (!place || place.geoType !== 'locality') return null;
  await db.query(
    `INSERT INTO places (id, name, names, state_code, country_code, latitude, longitude, population)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
    [
      id,
      place.names.en,
      JSON.stringify(place.names),
      place.stateCode,
      place.countryCode,
      place.latitude,
      place.longitude,
      place.population,
    ],
  );
  return id;
}

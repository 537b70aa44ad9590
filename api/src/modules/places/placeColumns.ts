import type { Lang } from '@opengood/contracts';

/** The place columns a listing or organisation query selects from `places p` (joined on its place_id). */
export interface PlaceColumns {
  city: string | null;
  /** The city's name where it differs by language ({ pt: 'Lisboa' }); `city` otherwise. */
  city_names: Partial<Record<Lang, string>> | null;
  /** ISO 3166-2 short code (ON, SP, MD). */
  state_code: string | null;
  country_code: string | null;
  latitude: number | null;
  longitude: number | null;
}

export const PLACE_SELECT =
  'p.name AS city, p.names AS city_names, p.state_code, p.country_code, p.latitude, p.longitude';

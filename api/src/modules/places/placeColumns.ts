/** The place columns a listing or organisation query selects from `places p` (joined on its place_id). */
export interface PlaceColumns {
  city: string | null;
  state_code: string | null;
  country_code: string | null;
  latitude: number | null;
  longitude: number | null;
}

export const PLACE_SELECT = 'p.name AS city, p.state_code, p.country_code, p.latitude, p.longitude';

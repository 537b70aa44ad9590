import { REMOTE_LOCATION, REMOTE_PLACE_ID, type Lang, type LocationSelection } from '@opengood/contracts';
import { NotFoundError } from '../../domain/errors';
import { gazetteer, type Gazetteer, type GazetteerPlace } from './gazetteer';
import { locationOf } from './locationSelection';

/** A gazetteer place by the id its prediction carried; NotFoundError when there is none. */
export function findPlace(placeId: string, places: Gazetteer = gazetteer()): GazetteerPlace {
  const place = places.byId.get(placeId);
  if (!place) throw new NotFoundError({ placeId: 'Unknown place' });
  return place;
}

/** docs/product/location.md#location-selection: the Location selection of a suggestion (the Remote option for placeId 'remote'). */
export function placeDetail(placeId: string, lang: Lang): LocationSelection {
  if (placeId === REMOTE_PLACE_ID) return REMOTE_LOCATION;
  return locationOf(findPlace(placeId), lang);
}

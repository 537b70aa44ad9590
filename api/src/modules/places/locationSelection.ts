import {
  UNDEFINED_COUNTRY_CODE,
  UNDEFINED_COUNTRY_GEO_TYPE,
  type GeocodedLocation,
  type Lang,
} from '@opengood/contracts';
import { countryLabel, showsStateCode } from './placeText';
import type { BoundingBox, GazetteerPlace } from './gazetteer';

const coordinates = (latitude: number, longitude: number) => `${latitude},${longitude}`;

const box = (b: BoundingBox) => ({
  boundingBoxN: b.north,
  boundingBoxW: b.west,
  boundingBoxS: b.south,
  boundingBoxE: b.east,
});

/**
 * A gazetteer place as the location input reports it, in the page's language: `text` as shown
 * ("Toronto, ON, Canada"), `address` with long names ("Toronto, Ontario, Canada").
 */
export function locationOf(place: GazetteerPlace, lang: Lang): GeocodedLocation {
  const country = countryLabel(place.countryCode, lang);
  const name = place.names[lang];
  const state = place.stateNames?.[lang] ?? null;
  let text: string;
  let address: string;
  switch (place.geoType) {
    case 'locality':
      text = [name, showsStateCode(place.countryCode, place.stateCode) ? place.stateCode : null, country]
        .filter(Boolean)
        .join(', ');
      address = [name, state, country].filter(Boolean).join(', ');
      break;
    case 'administrative_area_level_1':
      text = address = `${name}, ${country}`;
      break;
    case 'country':
      text = address = name;
      break;
  }
  return {
    isRemote: false,
    text,
    stateCode: place.stateCode,
    countryCode: place.countryCode,
    ...box(place.bbox),
    geoType: place.geoType,
    latLongAddress: coordinates(place.latitude, place.longitude),
    latitude: place.latitude,
    longitude: place.longitude,
    address,
    city: place.geoType === 'locality' ? name : null,
    hasGeo: true,
  };
}

/**
 * A location known only by its coordinates (and maybe its state and country codes): a point with no
 * extent. With no country it is the undefined-country location of docs/product/location.md#location-selection (XA, undefined_country_geocodes).
 */
export function locationAt(
  latitude: number,
  longitude: number,
  stateCode: string | null,
  countryCode: string | null,
  lang: Lang,
): GeocodedLocation {
  const point = coordinates(latitude, longitude);
  const country = countryCode ? countryLabel(countryCode, lang) : null;
  const text = [stateCode, country].filter(Boolean).join(', ') || point;
  return {
    isRemote: false,
    text,
    stateCode,
    countryCode: countryCode ?? UNDEFINED_COUNTRY_CODE,
    ...box({ north: latitude, south: latitude, east: longitude, west: longitude }),
    geoType: countryCode ? 'locality' : UNDEFINED_COUNTRY_GEO_TYPE,
    latLongAddress: point,
    latitude,
    longitude,
    address: text,
    city: null,
    hasGeo: true,
  };
}

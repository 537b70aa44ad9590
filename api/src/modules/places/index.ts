// The places module's public face: the offline gazetteer and its routes, and how a place is selected
// with a listing or an organisation (its `places` row, written from the gazetteer when first named) and
// presented.
import { defineModule } from '../../platform/modules';
import { placesRoutes } from './placesRoutes';

export const placesModule = defineModule<object>({
  name: 'places',
  routes: () => placesRoutes(),
});

export { cityRadiusKm, gazetteer, type GazetteerPlace } from './gazetteer';
export { locationAt, locationOf } from './locationSelection';
export { PLACE_SELECT, type PlaceColumns } from './placeColumns';
export { presentPlace } from './placePresenter';
export { placeRowOf } from './placeRows';

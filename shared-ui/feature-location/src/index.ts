// The location input: the places autocomplete and geocoder of docs/product/location.md#location-input as one combobox, shared by
// the shell's search bar and, later, the applicant profile and the salary explorer. Ordinary library.
export {
  LocationInput,
  SUGGEST_DEBOUNCE_MS,
  SUGGEST_RETRY_MS,
  type LocationInputProps,
} from './LocationInput';
export { fetchPlace, fetchPlacePredictions, nonBlankLength, type PredictionsRequest } from './placesApi';
export { LOCATION_INPUT_NS, locationInputTranslations, locationInputBundledTranslations } from './namespace';

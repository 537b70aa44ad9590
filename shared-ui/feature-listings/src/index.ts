// Listing widgets two or more areas show: the listing card of search results, similar listings and saved
// items (and, with the listing-pages work, the save control), and the translated labels of facet values
// (search filters, listing pages, dashboards). A shared feature package: ordinary library.
export { ListingCard } from './ListingCard';
export { SaveListingButton, type SaveListingButtonProps } from './SaveListingButton';
export { useFacetLabel, useFacetName } from './facetLabels';
export {
  LISTING_WIDGETS_NS,
  listingWidgetsTranslations,
  listingWidgetsBundledTranslations,
} from './namespace';

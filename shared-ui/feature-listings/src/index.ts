// Listing widgets two or more areas show: the listing card of search results, similar listings and saved
// items (and, with the listing-pages work, the save control). A shared feature package: ordinary library.
export { ListingCard } from './ListingCard';
export { LISTING_WIDGETS_NS, listingWidgetsTranslations } from './namespace';

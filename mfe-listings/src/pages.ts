import { isRecordId, matchListingPath } from '@opengood/routes';
import { definePages } from '@opengood/platform';
import { detailTitle, loadDetail } from './features/detail/detailApi';
import { DetailView } from './features/detail/DetailView';

export const LISTINGS_AREA = 'mfe-listings';

/** Listing detail and organisation profile pages; an id that cannot name a record is not found at once. */
export const listingPages = definePages({ area: LISTINGS_AREA, ns: 'listings' }, (page) => [
  page({
    id: 'detail',
    match: (url) => {
      const match = matchListingPath(url.pathname);
      return match && isRecordId(match.id) ? match : null;
    },
    // The slug after the id is decoration: /en/job/7-old-title and /en/job/7-new-title are one listing.
    dataKey: ({ type, id }) => `${type}/${id}`,
    load: ({ http, params, signal }) => loadDetail(http, params, signal),
    View: DetailView,
    meta: ({ data }) => ({ title: data ? detailTitle(data) : null }),
  }),
]);

import { isRecordId, matchListingPath, matchListingPreviewPath } from '@opengood/routes';
import { definePages } from '@opengood/platform';
import { LISTINGS_AREA } from './area';
import { detailTitle, loadDetail, wantsSuggestions } from './features/detail/detailApi';
import { DetailView } from './features/detail/DetailView';
import { detailHead } from './features/seo/detailHead';
import { loadPreview } from './features/preview/previewApi';
import { PreviewView } from './features/preview/PreviewView';

export { LISTINGS_AREA };

/**
 * Listing detail pages (every prefix of docs/product/listings.md#detail-pages, org-typed ones included), imported volunteer
 * opportunities and organisation profiles, and the admins' previews of listings under /admin
 * (docs/architecture.md#who-owns-which-url); an id that cannot name a record is not found at once.
 */
export const listingPages = definePages({ area: LISTINGS_AREA, ns: 'listings' }, (page) => [
  page({
    id: 'preview',
    match: (url) => {
      const match = matchListingPreviewPath(url.pathname);
      return match && isRecordId(match.orgId) && isRecordId(match.id) ? match : null;
    },
    dataKey: (match) => `${match.orgId}/${match.type}/${match.id}`,
    load: ({ http, params, signal }) => loadPreview(http, params, signal),
    View: PreviewView,
    // Never indexed, no structured data, no canonical: a preview is not a page of the site, only a look at one.
    meta: ({ data, t }) => ({
      ...(data ? { title: t('hiring.preview.title', { title: data.listing.title }) } : {}),
      noindex: true,
    }),
  }),
  page({
    id: 'detail',
    match: (url) => {
      const match = matchListingPath(url.pathname);
      if (!match) return null;
      // An imported opportunity is named by its source's own id, which need not be a record id.
      return match.source !== undefined || isRecordId(match.id) ? match : null;
    },
    // The slug after the id is decoration: /en/job/7-old-title and /en/job/7-new-title are one listing
    // (the view then replaces the URL by the canonical one without loading again).
    // An organisation's profile writes its place in the page's language: one entry per language.
    dataKey: (match, url) =>
      `${match.source === undefined ? '' : `${match.source}:`}${match.type}/${match.id}${match.type === 'ORG' ? `?lang=${match.lang}` : ''}${wantsSuggestions(match, url) ? '' : '?noSuggestions'}`,
    load: ({ http, params, url, signal }) =>
      loadDetail(http, params, { suggestions: wantsSuggestions(params, url), signal }),
    View: DetailView,
    // Until the record is loaded only the title is unknown too; a record that does not exist never gets
    // here (loadPage turns the 404 into the not-found page, which a server answers with status 404).
    meta: ({ data, params, url, t }) =>
      data
        ? {
            title: detailTitle(data),
            ...detailHead(data, params, {
              origin: url.origin,
              labels: {
                home: t('seo.home'),
                search: t(`seo.search.${data.kind === 'org' ? 'ORG' : data.listing.listingType}`),
              },
            }),
          }
        : {},
  }),
]);

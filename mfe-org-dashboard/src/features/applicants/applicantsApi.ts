import type {
  OrgApplication,
  OrgDashboardOverview,
  OrgListing,
  OrgListingApplications,
} from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import { HttpError, type HttpClient } from '@opengood/platform';
import { fetchOrgDashboard } from '../dashboard/orgDashboardApi';
import { applicantFiltersApiQuery, type ApplicantFilters, type ListingPageParams } from './applicantRoutes';

export interface ListingPageData {
  overview: OrgDashboardOverview;
  listing: OrgListing;
  /** The applications the tab's filters pick (the overview asks for none: it shows the stage counts). */
  applications: OrgListingApplications;
  filters: ApplicantFilters;
}

export interface ApplicationPageData {
  overview: OrgDashboardOverview;
  application: OrgApplication;
}

const notFound = () =>
  new HttpError(404, '{"message":"Not found","errors":{}}', { message: 'Not found', errors: {} });

/**
 * A listing's page: the organisation, the listing and its applications (filtered on the applicants tab).
 * A listing of another type than the URL's is not this page (404), as an unknown id is.
 */
export async function loadListingPage(
  http: HttpClient,
  params: ListingPageParams,
  filters: ApplicantFilters,
  signal?: AbortSignal,
): Promise<ListingPageData> {
  const { orgId, listingId } = params;
  const query = params.tab === 'applicants' ? applicantFiltersApiQuery(filters) : {};
  const [overview, listing, applications] = await Promise.all([
    fetchOrgDashboard(http, orgId, signal),
    http.call(routes.orgListing, { params: { orgId, listingId } }, { signal }),
    http.call(routes.orgListingApplications, { params: { orgId, listingId }, query }, { signal }),
  ]);
  if (listing.data.listingType !== params.listingType) throw notFound();
  return { overview, listing: listing.data, applications: applications.data, filters };
}

export async function loadApplicationPage(
  http: HttpClient,
  params: { orgId: string; applicationId: string },
  signal?: AbortSignal,
): Promise<ApplicationPageData> {
  const [overview, application] = await Promise.all([
    fetchOrgDashboard(http, params.orgId, signal),
    http.call(routes.orgApplication, { params }, { signal }),
  ]);
  return { overview, application: application.data.application };
}

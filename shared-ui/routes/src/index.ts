// The one route table: every localised path, URL builder and route-area matcher. Plain data and pure
// functions (no React), so the shell, every remote, the gateway, the api and the server renderer share it.
// The vocabulary it builds on (languages, listing types, sorts) is @opengood/contracts'.
export { langFromPath, langPrefixOf, stripLang } from './lang-path';
export { pathSegments, safeDecode } from './path-segments';
export {
  SEARCH_SEGMENTS,
  DETAIL_PREFIXES,
  ORG_TYPE_WORDS,
  searchSegment,
  detailPrefix,
  orgTypeWord,
  searchTypeForSegment,
  listingTypeForPrefix,
  orgTypeForWord,
} from './localized-words';
export { SLUG_MAX_LENGTH, slugify, parseIdDashSlug, idDashSlug } from './slug';
export { RECORD_ID_PATTERN, isRecordId } from './record-id';
export {
  searchQueryParams,
  truncateQuery,
  searchQueryString,
  searchPath,
  parseSearchParams,
  reduceSearchState,
  searchHasLocation,
  DATE_FILTER_PARAMS,
} from './search-params';
export type {
  SearchFilterValues,
  SearchUrlParams,
  ParsedSearchParams,
  SearchStateEvent,
} from './search-params';
export {
  FALLBACK_SEARCH_PATH,
  INVALID_OR_EXPIRED_LINK_PATH,
  SALARY_ROOT,
  SALARY_SUBPAGES,
  homePath,
  donatePath,
  donateLang,
  donationReceiptPath,
  loginPath,
  signupPath,
  forgotPasswordPath,
  resetPasswordPath,
  verifyEmailPath,
  signUpToPostPath,
  signUpToPostLang,
  postListingPath,
  userDashboardPath,
  publicProfilePath,
  orgDashboardPath,
  CREATE_ORG_PATH,
  SELECT_ORG_PATH,
  userInvitePath,
  salaryPath,
  savedSearchPath,
  forbiddenRedirectPath,
  isFullReloadPath,
  FAIR_ROOT,
  fairPath,
  isFairAreaPath,
} from './paths';
export type { SalarySubpage, LoginPathOptions } from './paths';
export {
  IMPORTED_VOLOPS_SEGMENT,
  listingPath,
  orgPath,
  importedVolopPath,
  matchListingPath,
} from './listing-paths';
export type { ListingPathOptions, ListingMatch } from './listing-paths';
export { LISTING_ADMIN_SEGMENTS, listingAdminPath, matchListingPreviewPath } from './listing-admin-paths';
export type { ListingPreviewMatch } from './listing-admin-paths';
export {
  AREAS,
  areaForPath,
  searchTypeForPath,
  isHomePath,
  isShellPath,
  isListingsPath,
  isUserDashboardPath,
  isOrgDashboardPath,
  isSalaryPath,
  isSearchAreaPath,
  isLoginRequiredPath,
} from './areas';
export { STAFF_TABS, STAFF_TAB_SEGMENTS, staffTabPath, matchStaffTabPath } from './staff-tab-paths';
export type { StaffTab, StaffTabMatch } from './staff-tab-paths';
export { safeReturnPath } from './return-path';
export { equivalentPath } from './equivalent-path';
export type { Area, RemoteArea, PathLocation, RemoteAreaRoute } from './areas';

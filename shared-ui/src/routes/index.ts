// The one route table: every localised path, URL builder and route-area matcher. Plain data and pure
// functions, so the shell, every remote, the gateway and a future server renderer share it.
export { LANGS, DEFAULT_LANG, isLang, langFromPath, langPrefixOf, stripLang } from './lang';
export type { Lang } from './lang';
export { pathSegments } from './path-segments';
export {
  LISTING_TYPES,
  SEARCH_TYPES,
  ORG_TYPES,
  DEFAULT_SEARCH_TYPE,
  isListingType,
  isSearchType,
} from './listing-types';
export type { ListingType, SearchType, OrgType } from './listing-types';
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
export {
  QUERY_MAX_LENGTH,
  SEARCH_SORTS,
  DEFAULT_SORT,
  AUTO_RADIUS,
  SEARCH_FILTER_PARAMS,
  searchQueryParams,
  truncateQuery,
  searchQueryString,
  searchPath,
  parseSearchParams,
} from './search-params';
export type { SearchSort, SearchFilterValues, SearchUrlParams, ParsedSearchParams } from './search-params';
export {
  FALLBACK_SEARCH_PATH,
  INVALID_OR_EXPIRED_LINK_PATH,
  SALARY_ROOT,
  SALARY_SUBPAGES,
  homePath,
  donatePath,
  loginPath,
  signupPath,
  forgotPasswordPath,
  resetPasswordPath,
  signUpToPostPath,
  userDashboardPath,
  publicProfilePath,
  orgDashboardPath,
  salaryPath,
  savedSearchPath,
  forbiddenRedirectPath,
  isFullReloadPath,
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
} from './areas';
export type { Area, RemoteArea, PathLocation, RemoteAreaRoute } from './areas';

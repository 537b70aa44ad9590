export {
  definePages,
  type PageDefinition,
  type PageTable,
  type MatchedPage,
  type LoaderContext,
  type PageMeta,
  type StructuredData,
  type PageViewProps,
  type PageFrameProps,
} from './definePages';
export { loadPage, outcomeOfFailure, pageStatus, type PageOutcome } from './loadPage';
export {
  pagesSlice,
  pageEntered,
  pageRetried,
  pageLoadFinished,
  pageLoadAbandoned,
  pagesRefreshed,
  pageRefreshSettled,
  selectAreaPages,
  selectPageEntry,
  selectCurrentPageEntry,
  loadedEntries,
  MAX_ENTRIES_PER_AREA,
  type AreaPages,
  type PageEntry,
  type PagesState,
  type PageVisit,
  type PageAddress,
  type PageRefresh,
} from './pagesSlice';
export { createPagesSaga } from './pagesSaga';
export { PageOutlet } from './PageOutlet';

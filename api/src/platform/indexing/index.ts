// The search-engine indexing port (Google Indexing API shape), with its daily quota.
export {
  createSearchIndexing,
  INDEXING_DAILY_QUOTA,
  nextUtcDay,
  type IndexingOutcome,
  type IndexingType,
  type SearchIndexing,
  type SearchIndexingOptions,
} from './searchIndexing';

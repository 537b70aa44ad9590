import { staffStrings } from '../features/staff/strings';
import { en as savedSearchStrings } from '../features/saved-searches/i18n/en';
export const en = {
  title: {
    JOB: 'Nonprofit jobs',
    INTERNSHIP: 'Internships',
    VOLOP: 'Volunteer opportunities',
    EVENT: 'Events',
    ORG: 'Organizations',
  },
  titleWithQuery: '{{q}} – {{title}}',
  titlePage: '{{title}} (page {{page}})',
  /** The result tabs of docs/product/search.md#result-tabs that have data: one per search type. */
  tabs: {
    label: 'What to search',
    JOB: 'Jobs',
    INTERNSHIP: 'Internships',
    VOLOP: 'Volunteer Opportunities',
    EVENT: 'Events',
    ORG: 'Organizations',
  },
  context: {
    query: 'for “{{q}}”',
    near: 'near {{place}}',
    remote: 'remote only',
  },
  // Zero takes the plural in every language: CLDR's Portuguese `one` covers 0 ("0 resultado").
  resultCount_zero: '{{formatted}} results',
  resultCount_one: '{{formatted}} result',
  resultCount_other: '{{formatted}} results',
  results: 'Search results',
  sort: {
    label: 'Sort by',
    relevance: 'Relevance',
    newest: 'Newest',
  },
  radius: {
    label: 'Distance',
    auto: 'Default radius',
    state: 'Entire state',
    country: 'Entire country',
    distance_one: '{{count}} mile',
    distance_other: '{{count}} miles',
  },
  filters: {
    title: 'Filters',
    open: 'Filters',
    openWithCount: 'Filters ({{count}})',
    clearAll: 'Clear all',
    showResults: 'Show results',
    showResultsCount: 'Show results ({{formatted}})',
    showMore: 'Show more ({{count}})',
    showLess: 'Show less',
    any: 'Any',
    valueWithCount: '{{label}} ({{count}})',
    dates: 'Dates',
    startsBefore: 'Starts before',
    endsAfter: 'Ends after',
  },
  empty: {
    title: 'No results match your search',
    message: 'Try different keywords, or broaden your search:',
    clearFilters: 'Clear all filters',
    widenRadius: 'Search the entire country',
  },
  error: {
    title: 'We couldn’t load the results',
    message: 'Something went wrong on our side or with the connection. Please try again.',
    retry: 'Try again',
  },
  pagination: 'Pages of results',
  home: {
    title: 'Find nonprofit jobs, internships and volunteer opportunities',
    heading: 'Do work that does good',
    subheading:
      'Jobs, internships, volunteer opportunities and events at organizations that make a difference.',
    browse: 'Browse',
    blurb: {
      JOB: 'Paid roles at nonprofits and social enterprises.',
      INTERNSHIP: 'Learn on the job, paid and unpaid.',
      VOLOP: 'Give your time and skills to a cause.',
      EVENT: 'Workshops, talks, fairs and meetups.',
      ORG: 'Find the organizations behind the work.',
    },
  },
  content: {
    steps: 'Three steps to get started',
    recommendedJobs: 'Recommended jobs',
    allJobs: 'See all jobs',
  },
  savedSearches: savedSearchStrings,
  staff: staffStrings.en,
  seo: {
    home: 'OpenGood lists jobs, internships, volunteer opportunities and events at nonprofits and social enterprises. Find work that does good.',
    search: {
      JOB: 'Browse the latest nonprofit and social-impact jobs, with salaries where known. Filter by function, location and job type.',
      INTERNSHIP:
        'Browse paid and unpaid internships at nonprofits and social enterprises. Filter by area, location and education.',
      VOLOP:
        'Find volunteer opportunities near you or remote, at organizations working for causes you care about.',
      EVENT:
        'Workshops, talks, fairs and meetups from nonprofits and social enterprises, in person and online.',
      ORG: 'Discover nonprofits and social enterprises, what they do and the jobs and opportunities they offer.',
    },
    withQuery: '“{{q}}”: {{description}}',
  },
};
export type SearchStrings = typeof en;

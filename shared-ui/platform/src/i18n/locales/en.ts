export const en = {
  notFound: {
    title: 'Page Not Found',
    heading: "Well, this isn't ideal...",
    message:
      "Sorry, we couldn't find the page you were looking for. The link you followed may be broken, or the page may have been removed.",
    searchJobs: 'Search jobs',
    searchSite: 'Search the site',
    home: 'Go to the homepage',
    support: 'Contact support',
    popularSearches: 'Popular searches',
  },
  error: {
    title: 'Something went wrong',
    message: 'An unexpected error stopped this page. Please try again in a moment.',
    retry: 'Try again',
  },
  areaFailed: {
    heading: 'This part of the site could not be loaded',
    message: 'The rest of the site still works. Check your connection and try again.',
    retry: 'Retry',
  },
};

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
    optionsLabel: 'Where to go from here',
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
  ads: {
    label: 'From OpenGood',
    dismiss: 'Dismiss this message',
    GRAD_FAIRS: {
      title: 'Meet nonprofit employers at our graduate fairs',
      text: 'Free fairs in the New York area for students and recent graduates.',
      cta: 'See upcoming fairs',
    },
    SALARY_SURVEY: {
      title: 'How does your nonprofit salary compare?',
      text: 'Take the 5-minute compensation survey and help make nonprofit pay transparent.',
      cta: 'Take the survey',
    },
    RESUME_DB: {
      title: 'Let nonprofits find you',
      text: 'Add your résumé so organizations that are hiring can see your profile.',
      cta: 'Finish your profile',
    },
  },
};

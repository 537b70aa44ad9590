export const en = {
  loading: 'Loading…',
  brand: 'OpenGood',
  skipToContent: 'Skip to content',
  nav: {
    findAJob: 'Find a Job',
    jobs: 'Jobs',
    internships: 'Internships',
    volunteer: 'Volunteer opportunities',
    events: 'Events',
    organizations: 'Organizations',
    takeAction: 'Take Action',
    post: 'Post',
    donate: 'Donate',
    logIn: 'Log In',
    signUp: 'Sign Up',
    dashboard: 'My dashboard',
    salaryExplorer: 'Salary explorer',
    language: 'Language',
  },
  footer: {
    tagline: 'Connecting people with opportunities to do good, in English, Spanish and Portuguese.',
    about: 'About us',
    contact: 'Contact support',
    rights: '© {{year}} OpenGood',
  },
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
  flash: {
    LOGIN_REQUIRED: 'Please log in to continue.',
    FORBIDDEN: "You don't have permission to see that page.",
    close: 'Close',
  },
  accounts: {
    login: 'Log in',
    signup: 'Sign up',
    forgotPassword: 'Forgot your password?',
    resetPassword: 'Choose a new password',
    invalidLink: 'This link is invalid or has expired',
    signUpToPost: 'Sign up to post a listing',
    notOpenYet: 'Accounts are not open yet on OpenGood. You can already search and read every listing without one.',
  },
  listing: {
    remote: 'Remote',
  },
  update: {
    available: 'A new version of the site is available. Pages will load fresh from now on.',
  },
};
export type CommonStrings = typeof en;

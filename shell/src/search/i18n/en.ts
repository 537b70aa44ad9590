// The search bar's strings (docs/product/chrome.md#search-bar), under the shell namespace's `search` key.
export const en = {
  label: 'Search',
  typeLabel: 'Search for',
  types: {
    JOB: 'Jobs',
    INTERNSHIP: 'Internships',
    VOLOP: 'Volunteering',
    EVENT: 'Events',
    ORG: 'Organizations',
  },
  keywordLabel: 'Keywords',
  keywordPlaceholder: 'Title, skill or organization',
  locationLabel: 'Location',
  locationPlaceholder: 'City, state or country',
  submit: 'Search',
  clearInput: 'Clear keywords',
  open: 'Open search',
  close: 'Close search',
  heading: 'Search OpenGood',
  popular: 'Popular searches',
};

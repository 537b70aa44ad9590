export const en = {
  title: {
    JOB: 'Nonprofit jobs',
    INTERNSHIP: 'Internships',
    VOLOP: 'Volunteer opportunities',
    EVENT: 'Events',
    ORG: 'Organizations',
  },
  keywords: 'Keywords',
  keywordsPlaceholder: 'Job title, skill or organization',
  submit: 'Search',
  resultCount_one: '{{count}} result',
  resultCount_other: '{{count}} results',
  noResults: 'No results match your search. Try other keywords.',
  pagination: 'Pages of results',
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {{page}} of {{pages}}',
  home: {
    title: 'Find nonprofit jobs, internships and volunteer opportunities',
    heading: 'Do work that does good',
    subheading:
      'Jobs, internships, volunteer opportunities and events at organizations that make a difference.',
    browse: 'Browse',
  },
};
export type SearchStrings = typeof en;

export const en = {
  product: 'Nonprofit salary explorer',
  backToExplorer: 'Back to the salary explorer',
  menu: {
    label: 'Salary explorer pages',
    explore: 'Explore salaries',
    faq: 'FAQ',
    learnMore: 'Learn more',
    survey: 'Compensation survey',
  },
  explorer: {
    title: 'Nonprofit salary explorer',
    heading: 'What do nonprofit jobs pay?',
    intro:
      'Yearly pay in the nonprofit sector, computed from the salary ranges organizations publish with their job listings. Choose a country to see its typical pay overall and by job function.',
    country: 'Country',
    overallHeading: 'All nonprofit jobs in {{country}}',
    median: 'Median',
    p25: '25th percentile',
    p75: '75th percentile',
    basis: 'Published salaries used: {{count}}. Amounts are yearly, in {{currency}}.',
    howComputed: 'How are these figures computed?',
    byFunctionHeading: 'By job function',
    function: 'Job function',
    count: 'Salaries',
    noData: 'There are no published salaries for {{country}} yet. Try another country.',
    noFunctions: 'None of these listings name a job function yet.',
  },
  functions: {
    ACCOUNTING_FINANCE: 'Accounting and finance',
    ADMINISTRATIVE: 'Administrative',
    ADVOCACY_POLICY: 'Advocacy and policy',
    COMMUNICATIONS_MARKETING: 'Communications and marketing',
    COMMUNITY_ORGANIZING: 'Community organizing',
    DATA_EVALUATION: 'Data and evaluation',
    DEVELOPMENT_FUNDRAISING: 'Development and fundraising',
    EDUCATION_TRAINING: 'Education and training',
    EXECUTIVE_LEADERSHIP: 'Executive leadership',
    GRANT_WRITING: 'Grant writing',
    HUMAN_RESOURCES: 'Human resources',
    IT_TECHNOLOGY: 'IT and technology',
    LEGAL: 'Legal',
    OPERATIONS: 'Operations',
    PROGRAM_MANAGEMENT: 'Program management',
    RESEARCH: 'Research',
    SOCIAL_WORK_CASE_MANAGEMENT: 'Social work and case management',
    VOLUNTEER_MANAGEMENT: 'Volunteer management',
  },
  faq: {
    title: 'Salary explorer FAQ',
    heading: 'Frequently asked questions',
    items: {
      source: {
        question: 'Where do the figures come from?',
        answer:
          'From the job listings published on this site that include a salary. Only jobs that are currently published, at organizations whose profiles are published, are counted; internships, volunteer opportunities and events are not.',
      },
      midpoint: {
        question: 'How is a salary range turned into one number?',
        answer:
          'Each listing counts once, at the midpoint of its range: halfway between the minimum and the maximum. A listing that only gives a minimum counts at that minimum.',
      },
      yearly: {
        question: 'Why are all amounts yearly?',
        answer:
          'So that pay quoted by the hour, day, week or month can be compared. Amounts are converted to a full-time year: 2,080 hours, 260 days, 52 weeks or 12 months.',
      },
      currency: {
        question: 'Which currency is shown?',
        answer:
          'The currency most listings in the country use. Salaries posted in other currencies are left out rather than converted, so exchange rates never distort the figures.',
      },
      quartiles: {
        question: 'What do the median and the percentiles mean?',
        answer:
          'Half of the salaries are below the median and half above it. A quarter are below the 25th percentile and a quarter above the 75th, so the middle half of all salaries lies between those two amounts.',
      },
      functions: {
        question: 'How are job functions counted?',
        answer:
          'A listing can name several job functions, such as program management and operations. It then counts in each of them, so the function rows add up to more than the country total.',
      },
      remote: {
        question: 'Where do remote jobs count?',
        answer:
          'A remote job has no place of its own, so it counts in the country of the organization that posted it.',
      },
      updates: {
        question: 'How current are the figures?',
        answer:
          'They are computed from the listings published at the moment you open the explorer, so they change as organizations post and close jobs.',
      },
    },
  },
  learnMore: {
    title: 'About the salary explorer',
    heading: 'About the nonprofit salary explorer',
    sections: {
      what: {
        heading: 'What it is',
        text: 'A free tool that shows what nonprofit jobs pay, country by country and by job function. It is built from the salary ranges organizations publish when they post jobs, so it reflects real openings rather than self-reported estimates.',
      },
      who: {
        heading: 'Who it is for',
        text: 'People weighing a job offer or a career move into the sector, and organizations setting fair, competitive pay for a new role.',
      },
      limits: {
        heading: 'What to keep in mind',
        text: 'The figures describe advertised pay, not what people finally earn, and a country or function with few listings gives a rough picture. Benefits, seniority and the cost of living where a job is based all matter too.',
      },
    },
    explore: 'Explore salaries',
    faq: 'Read how the figures are computed',
    survey: 'Take the compensation survey',
  },
  survey: {
    title: 'Nonprofit compensation survey',
    heading: 'Nonprofit compensation survey',
    intro:
      'Tell us what you earn in your nonprofit job. Your answers help everyone in the sector understand fair pay, beyond what job listings show.',
    points: {
      anonymous: 'Your answers are never shown with your name or your organization’s name.',
      short:
        'It takes about five minutes: your role, your organization’s size and field, and your pay and benefits.',
      share: 'Results are shared back with the community in the salary explorer.',
    },
    signInPrompt: 'Sign in or create a free account to take the survey, so each person answers once.',
    signIn: 'Sign in to take the survey',
    signUp: 'Create an account',
  },
};
export type SalaryStrings = typeof en;

import {
  AREAS,
  areaForPath,
  isHomePath,
  isLoginRequiredPath,
  isShellPath,
  searchTypeForPath,
  type Area,
} from './areas';
import { LANGS } from '@opengood/contracts';
import { LISTING_TYPES, ORG_TYPES, SEARCH_TYPES } from '@opengood/contracts';
import { listingAdminPath } from './listing-admin-paths';
import { importedVolopPath, listingPath, orgPath } from './listing-paths';
import {
  donatePath,
  fairPath,
  FALLBACK_SEARCH_PATH,
  homePath,
  loginPath,
  orgDashboardPath,
  publicProfilePath,
  salaryPath,
  savedSearchPath,
  signupPath,
  signUpToPostPath,
  userDashboardPath,
} from './paths';
import { searchPath } from './search-params';

const expected: Array<[string, Area]> = [
  // shell
  ['/login', 'shell'],
  ['/login?to=%2Fdashboard', 'shell'],
  ['/fair/login', 'shell'],
  ['/signup', 'shell'],
  ['/signup?invite=abc', 'shell'],
  ['/forgot-password', 'shell'],
  ['/reset-password/tok123', 'shell'],
  ['/verify-email/tok123', 'shell'],
  ['/undo-email-change/tok123', 'shell'],
  ['/invalid-or-expired-link', 'shell'],
  ['/sign-up-to-post', 'shell'],
  ['/es/orgs/registrate', 'shell'],
  ['/pt/orgs/inscreva-se', 'shell'],
  // search: pages, home, saved searches
  ['/', 'search'],
  ['/en', 'search'],
  ['/es/', 'search'],
  ['/pt', 'search'],
  ['/jobs', 'search'],
  ['/saved-searches/12', 'search'],
  ['/en/jobs?q=nurse&page=2', 'search'],
  // search: content catch-all
  ['/en/about-us', 'search'],
  ['/es/acerca-de', 'search'],
  ['/pt/sobre/equipe', 'search'],
  ['/fairs', 'search'],
  ['/fairway/x', 'search'],
  ['/reset-password', 'search'],
  ['/i', 'search'],
  ['/admin', 'search'],
  ['/es/job/1-a', 'search'],
  ['/en/nonprofit', 'search'],
  ['/en/articles?pq=grants', 'search'],
  ['/cms/page', 'search'],
  ['/something/unknown/deep', 'search'],
  // listings
  ['/en/job/123-program-manager?noSuggestions=true', 'listings'],
  ['/es/empleo/123-gerente', 'listings'],
  ['/pt/emprego/123', 'listings'],
  ['/en/internship/1-x', 'listings'],
  ['/es/pasantia/1-x', 'listings'],
  ['/pt/estagio/1-x', 'listings'],
  ['/en/volunteer-opportunity/1-x', 'listings'],
  ['/es/oportunidad-voluntariado/1-x', 'listings'],
  ['/pt/oportunidade-voluntariado/1-x', 'listings'],
  ['/en/event/1-x', 'listings'],
  ['/es/evento/1-x', 'listings'],
  ['/pt/evento/1-x', 'listings'],
  ['/en/nonprofit/55-red-cross', 'listings'],
  ['/es/gobierno/55-x', 'listings'],
  ['/pt/comunidade/55-x', 'listings'],
  ['/en/business/job/9-x', 'listings'],
  ['/pt/empresa/estagio/9-x', 'listings'],
  ['/en/imported-action-opps/vm/abc', 'listings'],
  // listing previews: the public page as it will look, under the dashboard prefix
  ['/admin/12/jobs/5/preview', 'listings'],
  ['/admin/12/internships/5/preview/', 'listings'],
  ['/admin/12/volops/5/preview', 'listings'],
  ['/admin/12/events/5/preview?x=1', 'listings'],
  ['/admin/12/jobs/not-an-id/preview', 'listings'],
  // user dashboard
  ['/dashboard', 'user-dashboard'],
  ['/dashboard/saved-items?tab=JOB', 'user-dashboard'],
  ['/dashboard/professional-experience', 'user-dashboard'],
  ['/dashboard/employment-profile/some-slug', 'user-dashboard'],
  ['/i/ana', 'user-dashboard'],
  ['/unsubscribe/weekly/u1/1700000000', 'user-dashboard'],
  ['/unsubscribe/org/o1/weekly/u1/1700000000', 'user-dashboard'],
  // org dashboard
  ['/admin/o1', 'org-dashboard'],
  ['/admin/o1/jobs/5/edit', 'org-dashboard'],
  ['/admin/o1/jobs/5/repost', 'org-dashboard'],
  ['/admin/o1/jobs/5', 'org-dashboard'],
  ['/admin/o1/jobs/5/preview/more', 'org-dashboard'],
  ['/admin/o1/listings/5/preview', 'org-dashboard'],
  ['/admin/o1/preview', 'org-dashboard'],
  ['/org/o1/jobs/5/preview', 'org-dashboard'],
  ['/admin/o1/checkout/billing-address?pack=p&invoiceId=i', 'org-dashboard'],
  ['/org/o1', 'org-dashboard'],
  ['/org/o1/cart', 'org-dashboard'],
  ['/buy-credits', 'org-dashboard'],
  ['/integrate-ats', 'org-dashboard'],
  ['/credits', 'org-dashboard'],
  ['/admins', 'org-dashboard'],
  ['/edit-org', 'org-dashboard'],
  ['/gradfairs', 'org-dashboard'],
  ['/invoices', 'org-dashboard'],
  ['/invoices/inv1', 'org-dashboard'],
  ['/select-org', 'org-dashboard'],
  ['/organizations/create', 'org-dashboard'],
  ['/post-a-listing?listingType=JOB', 'org-dashboard'],
  ['/jobs/create', 'org-dashboard'],
  ['/internships/create', 'org-dashboard'],
  ['/donation-receipts/inv1', 'org-dashboard'],
  ['/en/donate', 'org-dashboard'],
  ['/es/dona/', 'org-dashboard'],
  ['/pt/doacao?amount=50', 'org-dashboard'],
  ['/pt/doacao/more', 'search'],
  ['/donate', 'search'],
  ['/user-invites/inv1', 'org-dashboard'],
  // the graduate fair area, but for its login page
  ['/fair', 'org-dashboard'],
  ['/fair/', 'org-dashboard'],
  ['/fair/12', 'org-dashboard'],
  ['/fair/12?x=1', 'org-dashboard'],
  ['/fair/unknown/deep', 'org-dashboard'],
  ['/email/rate-recommended-candidate/a1/good', 'org-dashboard'],
  ['/email/rate-recommended-candidate/a1/bad', 'org-dashboard'],
  // salary
  ['/nonprofit-salary-explorer', 'salary'],
  ['/nonprofit-salary-explorer/survey', 'salary'],
  ['/nonprofit-salary-explorer/faq', 'salary'],
  ['/nonprofit-salary-explorer/learn-more', 'salary'],
  ['/nonprofit-salary-explorer/explore', 'salary'],
];

/** Every path the builders can produce, in all three languages. */
function builtPaths(): Array<[string, Area]> {
  const paths: Array<[string, Area]> = [
    [FALLBACK_SEARCH_PATH, 'search'],
    [loginPath('/en/jobs?q=a'), 'shell'],
    [loginPath('/fair', { fair: true }), 'shell'],
    [fairPath(), 'org-dashboard'],
    [fairPath(7), 'org-dashboard'],
    [signupPath('x'), 'shell'],
    [userDashboardPath('profile'), 'user-dashboard'],
    [publicProfilePath('bob'), 'user-dashboard'],
    [orgDashboardPath('o9', 'invoices/3/billing-address'), 'org-dashboard'],
    ...LISTING_TYPES.map((type): [string, Area] => [listingAdminPath(4, type, 8, 'preview'), 'listings']),
    ...LISTING_TYPES.map((type): [string, Area] => [listingAdminPath(4, type, 8, 'edit'), 'org-dashboard']),
    [salaryPath('explore'), 'salary'],
    [savedSearchPath('s1'), 'search'],
  ];
  for (const lang of LANGS) {
    paths.push([homePath(lang), 'search'], [donatePath(lang), 'org-dashboard'], [signUpToPostPath(lang), 'shell']);
    paths.push([importedVolopPath(lang, 'src', 'v1'), 'listings']);
    for (const type of SEARCH_TYPES) paths.push([searchPath(lang, type, { q: 'a', pageIndex: 3 }), 'search']);
    for (const type of LISTING_TYPES) paths.push([listingPath(lang, type, 1, 'Título ñ'), 'listings']);
    for (const orgType of ORG_TYPES) {
      paths.push([orgPath(lang, orgType, 2, 'Org'), 'listings']);
      paths.push([listingPath(lang, 'JOB', 3, 'J', { orgType }), 'listings']);
    }
  }
  return paths;
}

function pathnameOf(path: string): string {
  return path.split('?')[0] ?? path;
}

describe('route areas', () => {
  const all = [...expected, ...builtPaths()];

  it.each(all)('%s belongs to %s', (path, area) => {
    expect(areaForPath(pathnameOf(path))).toBe(area);
  });

  it.each(all)('exactly one area matches %s', (path) => {
    const pathname = pathnameOf(path);
    const matching = [
      ...(isShellPath(pathname) ? ['shell'] : []),
      ...AREAS.filter((route) => route.matches({ pathname })).map((route) => route.area),
    ];
    // The shell is not a single-spa app, so search's catch-all must step aside for shell paths too.
    expect(matching).toHaveLength(1);
  });

  it('names one single-spa app per remote area', () => {
    expect(Object.fromEntries(AREAS.map((route) => [route.area, route.app]))).toEqual({
      search: 'mfe-search',
      listings: 'mfe-listings',
      'user-dashboard': 'mfe-user-dashboard',
      'org-dashboard': 'mfe-org-dashboard',
      salary: 'mfe-salary',
    });
  });

  it('accepts full paths with a query as well', () => {
    expect(areaForPath('/dashboard?x=1')).toBe('user-dashboard');
    expect(AREAS.find((r) => r.area === 'listings')?.matches({ pathname: '/es/evento/4-fiesta' })).toBe(true);
  });
});

describe('searchTypeForPath', () => {
  it.each(LANGS)('reads every search segment in %s', (lang) => {
    for (const type of SEARCH_TYPES)
      expect(searchTypeForPath(searchPath(lang, type).split('?')[0] ?? '')).toBe(type);
  });

  it.each([
    ['/jobs', 'JOB'],
    ['/organizations/', 'ORG'],
    ['/volunteer', 'VOLOP'],
    ['/es/voluntariado', 'VOLOP'],
    ['/pt/voluntariado', 'VOLOP'],
    ['/empleos', null],
    ['/es/jobs', null],
    ['/jobs/create', null],
    ['/en/job/1-a', null],
    ['/', null],
    ['/fr/jobs', null],
  ])('%s → %s', (path, type) => {
    expect(searchTypeForPath(path)).toBe(type);
  });
});

describe('isHomePath', () => {
  it('is / and the bare language prefixes', () => {
    expect(['/', '/en', '/es/', '/pt'].every(isHomePath)).toBe(true);
    expect(['/en/jobs', '/fr', '/login'].some(isHomePath)).toBe(false);
  });
});

describe('isLoginRequiredPath (docs/product/accounts.md#login-required)', () => {
  it.each([
    '/dashboard',
    '/dashboard/saved-items?tab=JOB',
    '/dashboard/account-settings',
    '/admin/12',
    '/admin/12/listings',
    '/admin/12/jobs/5/preview',
    '/admin/12/events/5/preview',
    '/post-a-listing',
    '/post-a-listing?listingType=JOB',
    '/jobs/create',
    '/internships/create',
    '/buy-credits',
    '/select-org',
    '/gradfairs',
    '/organizations/create',
    '/email/rate-recommended-candidate/5/good',
  ])('%s needs a signed-in user', (path) => {
    expect(isLoginRequiredPath(path)).toBe(true);
  });

  it.each([
    '/',
    '/es/empleos',
    '/jobs',
    '/login',
    '/signup',
    '/i/someone',
    '/unsubscribe/alerts/1/2',
    '/nonprofit-salary-explorer/explore',
    '/en/job/12-nurse',
    '/admin',
    '/sign-up-to-post',
    // The fair area is public: its fairs are for everyone; registering happens in a dashboard.
    '/fair',
    '/fair/3',
    '/fair/login',
    // Anyone may give, signed in or not, and open their receipt from its mail.
    '/en/donate',
    '/es/dona',
    '/pt/doacao',
    '/donation-receipts/0b7e4a52-93f5-4b8e-9b1c-2f1d8c9a6e01',
  ])('%s is open', (path) => {
    expect(isLoginRequiredPath(path)).toBe(false);
  });
});

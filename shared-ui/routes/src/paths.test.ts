import {
  donatePath,
  fairPath,
  FALLBACK_SEARCH_PATH,
  isFairAreaPath,
  forbiddenRedirectPath,
  forgotPasswordPath,
  homePath,
  isFullReloadPath,
  loginPath,
  orgDashboardPath,
  userInvitePath,
  publicProfilePath,
  resetPasswordPath,
  salaryPath,
  savedSearchPath,
  signupPath,
  signUpToPostPath,
  signUpToPostLang,
  postListingPath,
  verifyEmailPath,
  userDashboardPath,
} from './paths';

describe('paths', () => {
  it('home: / for English, the prefix otherwise', () => {
    expect([homePath('en'), homePath('es'), homePath('pt')]).toEqual(['/', '/es', '/pt']);
  });

  it('donate per language', () => {
    expect([donatePath('en'), donatePath('es'), donatePath('pt')]).toEqual([
      '/en/donate',
      '/es/dona',
      '/pt/doacao',
    ]);
  });

  it('login carries the return path and query; fair variant', () => {
    expect(loginPath()).toBe('/login');
    expect(loginPath('')).toBe('/login');
    expect(loginPath('/dashboard/saved-items?tab=JOB&page=2')).toBe(
      '/login?to=%2Fdashboard%2Fsaved-items%3Ftab%3DJOB%26page%3D2',
    );
    expect(loginPath('/fair', { fair: true })).toBe('/fair/login?to=%2Ffair');
    const to = new URLSearchParams(loginPath('/es/empleos?q=a b').split('?')[1]).get('to');
    expect(to).toBe('/es/empleos?q=a b');
  });

  it('signup with optional invite; other auth pages', () => {
    expect(signupPath()).toBe('/signup');
    expect(signupPath('inv 1')).toBe('/signup?invite=inv+1');
    expect(forgotPasswordPath()).toBe('/forgot-password');
    expect(resetPasswordPath('a/b')).toBe('/reset-password/a%2Fb');
  });

  it('sign-up-to-post per language', () => {
    expect([signUpToPostPath('en'), signUpToPostPath('es'), signUpToPostPath('pt')]).toEqual([
      '/sign-up-to-post',
      '/es/orgs/registrate',
      '/pt/orgs/inscreva-se',
    ]);
  });

  it('fallback search', () => {
    expect(FALLBACK_SEARCH_PATH).toBe('/jobs');
  });

  it('dashboards and profiles', () => {
    expect(userDashboardPath()).toBe('/dashboard');
    expect(userDashboardPath('saved-items')).toBe('/dashboard/saved-items');
    expect(userDashboardPath('/payment-methods/add-card/')).toBe('/dashboard/payment-methods/add-card');
    expect(publicProfilePath('ana.maria')).toBe('/i/ana.maria');
    expect(publicProfilePath('a b')).toBe('/i/a%20b');
    expect(orgDashboardPath('o1')).toBe('/admin/o1');
    expect(orgDashboardPath(12, 'jobs/5/edit')).toBe('/admin/12/jobs/5/edit');
    expect(savedSearchPath(77)).toBe('/saved-searches/77');
    expect(userInvitePath('inv 1')).toBe('/user-invites/inv%201');
  });

  it('salary explorer', () => {
    expect(salaryPath()).toBe('/nonprofit-salary-explorer');
    expect(['survey', 'faq', 'learn-more', 'explore'].map((s) => salaryPath(s as 'faq'))).toEqual([
      '/nonprofit-salary-explorer/survey',
      '/nonprofit-salary-explorer/faq',
      '/nonprofit-salary-explorer/learn-more',
      '/nonprofit-salary-explorer/explore',
    ]);
  });

  it('forbidden redirect goes to the locale home with a slash, or /fair', () => {
    expect(forbiddenRedirectPath('en')).toBe('/en/');
    expect(forbiddenRedirectPath('es')).toBe('/es/');
    expect(forbiddenRedirectPath('pt', false)).toBe('/pt/');
    expect(forbiddenRedirectPath('pt', true)).toBe('/fair');
  });

  it('the fair area: its home, a fair, and which paths are inside it', () => {
    expect(fairPath()).toBe('/fair');
    expect(fairPath(12)).toBe('/fair/12');
    for (const path of ['/fair', '/fair/', '/fair/12', '/fair/login', '/fair?x=1'])
      expect(isFairAreaPath(path)).toBe(true);
    for (const path of ['/', '/fairs', '/fairway', '/en/fair', '/admin/1/grad-fairs'])
      expect(isFairAreaPath(path)).toBe(false);
  });

  it('full reload for /cms and /staff only', () => {
    expect(isFullReloadPath('/cms/pages/1')).toBe(true);
    expect(isFullReloadPath('/staff')).toBe(true);
    expect(isFullReloadPath('/staff/users?x=1')).toBe(true);
    expect(isFullReloadPath('/cmsx')).toBe(false);
    expect(isFullReloadPath('/en/cms')).toBe(false);
    expect(isFullReloadPath('/jobs')).toBe(false);
  });
});

describe('account and posting paths', () => {
  it('verification link page, with the token encoded', () => {
    expect(verifyEmailPath('abc_DEF-123')).toBe('/verify-email/abc_DEF-123');
    expect(verifyEmailPath('a/b')).toBe('/verify-email/a%2Fb');
  });

  it('reads the language of a sign-up-to-post path', () => {
    expect(signUpToPostLang('/sign-up-to-post')).toBe('en');
    expect(signUpToPostLang('/es/orgs/registrate/')).toBe('es');
    expect(signUpToPostLang('/pt/orgs/inscreva-se?x=1')).toBe('pt');
    expect(signUpToPostLang('/signup')).toBeNull();
  });

  it('post a listing, optionally of one type', () => {
    expect(postListingPath()).toBe('/post-a-listing');
    expect(postListingPath('JOB')).toBe('/post-a-listing?listingType=JOB');
  });
});

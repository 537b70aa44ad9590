import { browserLang, pageLang, urlLang, type LanguageSignals } from './pageLang';

const none: Omit<LanguageSignals, 'pathname'> = { userLang: null, cookieLang: null, browserLangs: [] };

describe('urlLang', () => {
  it.each([
    ['/es/empleos', 'es'],
    ['/pt', 'pt'],
    ['/en/jobs', 'en'],
    ['/', 'en'],
    ['/sign-up-to-post', 'en'],
    ['/es/orgs/registrate', 'es'],
    ['/dashboard', null],
    ['/login', null],
    ['/jobs', null],
    ['/nonprofit-salary-explorer/faq', null],
  ])('%s states %s', (path, lang) => {
    expect(urlLang(path)).toBe(lang);
  });
});

describe('browserLang', () => {
  it('takes the first language the product speaks, by its primary subtag', () => {
    expect(browserLang(['pt-BR', 'en-US'])).toBe('pt');
    expect(browserLang(['de-DE', 'fr', 'es-419'])).toBe('es');
    expect(browserLang(['EN_gb'])).toBe('en');
    expect(browserLang(['de', 'fr'])).toBeNull();
    expect(browserLang([])).toBeNull();
  });
});

describe('pageLang: the negotiation order of unprefixed pages', () => {
  const all: LanguageSignals = {
    pathname: '/dashboard',
    userLang: 'es',
    cookieLang: 'pt',
    browserLangs: ['en-US'],
  };

  it('a prefix wins over everything', () => {
    expect(pageLang({ ...all, pathname: '/pt/empregos' })).toBe('pt');
    expect(pageLang({ ...all, pathname: '/en/jobs' })).toBe('en');
    expect(pageLang({ ...all, pathname: '/' })).toBe('en');
  });

  it("then the signed-in user's language", () => {
    expect(pageLang(all)).toBe('es');
  });

  it('then the language last chosen on the site (the cookie)', () => {
    expect(pageLang({ ...all, userLang: null })).toBe('pt');
  });

  it("then the browser's languages", () => {
    expect(pageLang({ ...all, userLang: null, cookieLang: null, browserLangs: ['fr', 'es-MX'] })).toBe('es');
  });

  it('then English', () => {
    expect(pageLang({ pathname: '/admin/3', ...none, browserLangs: ['de'] })).toBe('en');
    expect(pageLang({ pathname: '/login', ...none })).toBe('en');
  });
});

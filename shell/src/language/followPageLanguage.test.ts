import { createTestI18n } from '@opengood/platform/testing';
import { createAppStore, userLoaded, userSignedOut } from '@opengood/platform';
import type { User } from '@opengood/contracts';
import { followPageLanguage } from './followPageLanguage';
import { readLangCookie } from './langCookie';

const routeTo = (path: string) => {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new Event('single-spa:before-routing-event'));
};

describe('followPageLanguage', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    document.cookie = 'lang=; Max-Age=0; Path=/';
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => stop());

  it('follows the prefix of each page and remembers it for unprefixed pages', () => {
    const store = createAppStore();
    const i18n = createTestI18n('en');
    stop = followPageLanguage(store, i18n);
    routeTo('/es/empleos');
    expect(i18n.language).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(readLangCookie(document.cookie)).toBe('es');
    routeTo('/nonprofit-salary-explorer/faq');
    expect(i18n.language).toBe('es');
    routeTo('/');
    expect(i18n.language).toBe('en');
  });

  it("switches an unprefixed page to the signed-in user's language once it is known", () => {
    const store = createAppStore();
    const i18n = createTestI18n('en');
    routeTo('/dashboard');
    stop = followPageLanguage(store, i18n);
    expect(i18n.language).toBe('en');
    store.dispatch(userLoaded({ id: 1, lang: 'pt' } as User));
    expect(i18n.language).toBe('pt');
    expect(readLangCookie(document.cookie)).toBe('pt');
    routeTo('/es/empleos');
    expect(i18n.language).toBe('es'); // the prefix still wins
    routeTo('/dashboard');
    expect(i18n.language).toBe('pt');
    store.dispatch(userSignedOut());
    // Signed out, the language last chosen on the site decides: the Spanish page visited last.
    expect(i18n.language).toBe('es');
  });
});

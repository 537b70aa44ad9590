import { createAppStore, createI18n, selectUser, userSignedIn, type HttpClient } from '@opengood/platform';
import type { User } from '@opengood/contracts';
import { readLangCookie } from './langCookie';
import { switchLanguage, UPDATE_ME_URL } from './switchLanguage';

const user = { id: 4, lang: 'en', name: 'N', email: 'n@example.org' } as User;

function setup(href: string, patch: (url: string, body: unknown) => Promise<unknown> = async () => ({})) {
  document.cookie = 'lang=; Max-Age=0; Path=/';
  const store = createAppStore();
  const i18n = createI18n('en');
  const http = { patch: jest.fn(patch) } as unknown as HttpClient;
  const navigate = jest.fn();
  const deps = { store, i18n, http, navigate, currentHref: () => href };
  return { store, i18n, http, navigate, deps };
}

describe('switchLanguage', () => {
  it('moves a prefixed page to its equivalent, keeping the query, and remembers the choice', async () => {
    const { deps, navigate, http } = setup('/es/empleos?q=salud');
    await switchLanguage(deps, 'pt');
    expect(navigate).toHaveBeenCalledWith('/pt/empregos?q=salud');
    expect(readLangCookie(document.cookie)).toBe('pt');
    expect(http.patch).not.toHaveBeenCalled(); // signed out: nothing to save
  });

  it('an unprefixed page stays and changes language in place', async () => {
    const { deps, navigate, i18n } = setup('/nonprofit-salary-explorer/faq');
    await switchLanguage(deps, 'es');
    expect(navigate).not.toHaveBeenCalled();
    expect(i18n.language).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it("saves a signed-in user's language, updating the store at once", async () => {
    let resolve: (v: unknown) => void = () => undefined;
    const { deps, store, http } = setup('/dashboard', () => new Promise((r) => (resolve = r)));
    store.dispatch(userSignedIn(user));
    const done = switchLanguage(deps, 'pt');
    expect(selectUser(store.getState())?.lang).toBe('pt');
    expect(http.patch).toHaveBeenCalledWith(UPDATE_ME_URL, { lang: 'pt' });
    resolve({ user: { ...user, lang: 'pt', name: 'Fresh' } });
    await done;
    expect(selectUser(store.getState())?.name).toBe('Fresh');
  });

  it("puts the user's language back when the api refuses it", async () => {
    const { deps, store } = setup('/dashboard', () => Promise.reject(new Error('HTTP 500')));
    store.dispatch(userSignedIn(user));
    await switchLanguage(deps, 'es');
    expect(selectUser(store.getState())?.lang).toBe('en');
  });

  it('the same language as the account saves nothing', async () => {
    const { deps, store, http } = setup('/dashboard');
    store.dispatch(userSignedIn(user));
    await switchLanguage(deps, 'en');
    expect(http.patch).not.toHaveBeenCalled();
  });
});

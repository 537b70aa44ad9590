import type { Lang } from '@opengood/contracts';
import { HttpError, createAppStore, runMutation, selectUser, userSignedIn } from '@opengood/platform';
import { createFakeHttp, type FakeHandler, createTestI18n } from '@opengood/platform/testing';
import { testUser } from '../testing/fixtures';
import { readLangCookie } from './langCookie';
import { saveLanguage } from './saveLanguage';
import { switchLanguage } from './switchLanguage';

const user = testUser({ id: 4, lang: 'en', name: 'N', email: 'n@example.org' });

function setup(
  href: string,
  updateMe: FakeHandler<'updateMe'> = ({ body }) => ({ user: { ...user, ...(body as object) } }),
) {
  document.cookie = 'lang=; Max-Age=0; Path=/';
  const fake = createFakeHttp({ updateMe });
  const store = createAppStore({ context: { http: fake.http } });
  const i18n = createTestI18n('en');
  const navigate = jest.fn();
  // As useSwitchLanguage runs it: useMutation's mutate (the answer, or undefined when refused).
  const save = (lang: Lang) =>
    runMutation({ http: fake.http, dispatch: store.dispatch }, saveLanguage, lang).catch(() => undefined);
  const deps = { store, i18n, saveLanguage: save, navigate, currentHref: () => href };
  return { store, i18n, fake, navigate, deps };
}

describe('switchLanguage', () => {
  it('moves a prefixed page to its equivalent, keeping the query, and remembers the choice', async () => {
    const { deps, navigate, fake } = setup('/es/empleos?q=salud');
    await switchLanguage(deps, 'pt');
    expect(navigate).toHaveBeenCalledWith('/pt/empregos?q=salud');
    expect(readLangCookie(document.cookie)).toBe('pt');
    expect(fake.calls).toEqual([]); // signed out: nothing to save
  });

  it('an unprefixed page stays and changes language in place', async () => {
    const { deps, navigate, i18n } = setup('/nonprofit-salary-explorer/faq');
    await switchLanguage(deps, 'es');
    expect(navigate).not.toHaveBeenCalled();
    expect(i18n.language).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it("saves a signed-in user's language, updating the store at once", async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { deps, store, fake } = setup(
      '/dashboard',
      () => new Promise((resolve) => (answer = resolve as (value: unknown) => void)) as never,
    );
    store.dispatch(userSignedIn(user));
    const done = switchLanguage(deps, 'pt');
    expect(selectUser(store.getState())?.lang).toBe('pt');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.callsOf('updateMe').map((c) => [c.method, c.url, c.body])).toEqual([
      ['PATCH', '/data/users/me', { lang: 'pt' }],
    ]);
    answer({ user: { ...user, lang: 'pt', name: 'Fresh' } });
    await done;
    expect(selectUser(store.getState())?.name).toBe('Fresh');
  });

  it("puts the user's language back when the api refuses it", async () => {
    const { deps, store } = setup(
      '/dashboard',
      new HttpError(500, '', { message: 'Server error', errors: {} }),
    );
    store.dispatch(userSignedIn(user));
    await switchLanguage(deps, 'es');
    expect(selectUser(store.getState())?.lang).toBe('en');
  });

  it('the same language as the account saves nothing', async () => {
    const { deps, store, fake } = setup('/dashboard');
    store.dispatch(userSignedIn(user));
    await switchLanguage(deps, 'en');
    expect(fake.calls).toEqual([]);
  });
});

import type { Lang } from '@opengood/contracts';
import { equivalentPath } from '@opengood/routes';
import { selectUser, userUpdated, type AppStore, type I18n } from '@opengood/platform';
import { writeLangCookie } from './langCookie';
import { showLanguage } from './followPageLanguage';

export interface LanguageSwitchDeps {
  store: AppStore;
  i18n: I18n;
  /**
   * Saves the signed-in user's language: the saveLanguage mutation (useMutation's `mutate`), resolving to
   * the answer, or to undefined when the api refused it.
   */
  saveLanguage: (lang: Lang) => Promise<unknown>;
  /** In-site navigation (single-spa), for a page whose address changes with the language. */
  navigate: (href: string) => void;
  /** The current path, query and hash. */
  currentHref: () => string;
  doc?: Document;
}

/**
 * The language switch: the visitor stays on the same page in `lang` (a prefixed page moves to its
 * equivalent, /es/empleos?q=x → /pt/empregos?q=x; an unprefixed page stays and only its language
 * changes), the choice is remembered in the `lang` cookie, and a signed-in user's language is saved.
 * The user's language is updated in the store at once (it decides unprefixed pages), then saved (the
 * mutation's answer replaces it), and put back if the api refuses it.
 */
export async function switchLanguage(deps: LanguageSwitchDeps, lang: Lang): Promise<void> {
  const { store, i18n, doc = document } = deps;
  writeLangCookie(lang, doc);
  const user = selectUser(store.getState());
  if (user && user.lang !== lang) store.dispatch(userUpdated({ ...user, lang }));

  const href = deps.currentHref();
  const target = equivalentPath(href, lang);
  if (target !== href) deps.navigate(target);
  else showLanguage(i18n, lang, doc);

  if (!user || user.lang === lang) return;
  const saved = await deps.saveLanguage(lang);
  if (saved !== undefined) return;
  // Refused (reported by the http client): the page follows the language the account still has.
  const current = selectUser(store.getState());
  if (current?.id === user.id && current.lang === lang)
    store.dispatch(userUpdated({ ...current, lang: user.lang }));
}

import { pathSegments, salaryPath, signUpToPostLang } from '@opengood/routes';

/**
 * docs/product/chrome.md#header-layout: default (header, banner ad, footer) or base (only a progress bar). Base is
 * for focused flows where leaving by accident costs the visitor their work: the compensation survey
 * and the sign-up-to-post pages.
 */
export type ChromeLayout = 'default' | 'base';

const SURVEY_PATH = salaryPath('survey');

export function layoutForPath(pathname: string): ChromeLayout {
  const path = `/${pathSegments(pathname).join('/')}`;
  if (path === SURVEY_PATH) return 'base';
  if (signUpToPostLang(path) !== null) return 'base';
  return 'default';
}

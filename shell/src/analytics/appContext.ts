import type { AnalyticsApp } from '@opengood/contracts';

/**
 * Whether the page runs inside the OpenGood mobile app (docs/product/chrome.md#modal-sequence SIGNUP, docs/product/chrome.md#analytics context `ios`).
 * The app opens its web view with `?app=ios`; the shell keeps that in a session cookie, so every later
 * page of the visit knows it too. `?app=web` ends it (a shared link opened in a browser).
 */
export const APP_QUERY = 'app';
export const APP_COOKIE = 'og_app';

export function detectApp(search: string, doc: Document = document): AnalyticsApp {
  const asked = new URLSearchParams(search).get(APP_QUERY);
  if (asked === 'ios') {
    doc.cookie = `${APP_COOKIE}=ios; Path=/; SameSite=Lax`;
    return 'ios';
  }
  if (asked === 'web') {
    doc.cookie = `${APP_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
    return 'web';
  }
  return doc.cookie.split('; ').includes(`${APP_COOKIE}=ios`) ? 'ios' : 'web';
}

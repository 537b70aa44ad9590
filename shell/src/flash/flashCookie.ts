import type { FlashNotice } from '@opengood/platform';

// docs/product/chrome.md#flash-messages: a flash message survives a redirect in a cookie for 2 days and is shown once.
const COOKIE = 'og_flash';
export const FLASH_COOKIE_MAX_AGE_S = 2 * 24 * 60 * 60;

export function writeFlash(message: Omit<FlashNotice, 'id'>, doc: Document = document) {
  const value = encodeURIComponent(JSON.stringify(message));
  doc.cookie = `${COOKIE}=${value}; Max-Age=${FLASH_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

export function takeFlash(doc: Document = document): Omit<FlashNotice, 'id'> | null {
  const raw = doc.cookie.split('; ').find((c) => c.startsWith(`${COOKIE}=`));
  if (!raw) return null;
  doc.cookie = `${COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  try {
    return JSON.parse(decodeURIComponent(raw.slice(COOKIE.length + 1))) as Omit<FlashNotice, 'id'>;
  } catch {
    return null;
  }
}

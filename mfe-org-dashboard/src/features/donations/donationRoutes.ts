import type { Lang } from '@opengood/contracts';
import { donateLang, pathSegments } from '@opengood/routes';

/** /en/donate, /es/dona, /pt/doacao: the page's language. */
export function parseDonatePath(pathname: string): { lang: Lang } | null {
  const lang = donateLang(pathname);
  return lang ? { lang } : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /donation-receipts/{donationId}: the donation's uuid. Anything else there is not found without asking the
 * api (the contract's params refuse it: a 400 would show the error page instead).
 */
export function parseReceiptPath(pathname: string): { donationId: string } | null {
  const [first, id, ...rest] = pathSegments(pathname);
  if (first !== 'donation-receipts' || rest.length > 0 || !id) return null;
  return UUID.test(id) ? { donationId: id.toLowerCase() } : null;
}

import type { Money } from '@opengood/contracts';
import { formatMoney } from '@opengood/design-system';
import { useLang } from '@opengood/platform';

// The one money and date formatter of the billing pages (checkout, credits, invoices, payments, donations):
// Intl in the page's language, money from integer minor units (docs/product/billing.md).

/** Money and dates as the page's language writes them; money in its own currency, from minor units. */
export function useBillingFormat() {
  const lang = useLang();
  const day = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
  // Times in UTC, and said so ("Nov 26, 2026, 5:46 AM UTC"): the server's render and the browser's agree.
  const moment = new Intl.DateTimeFormat(lang, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
  const number = new Intl.NumberFormat(lang, { signDisplay: 'exceptZero' });
  return {
    lang,
    money: (value: Money) => formatMoney(value.amount, lang, value.currency),
    /** An invoice line's amount, in the invoice's currency. */
    amount: (amount: number, currency: Money['currency']) => formatMoney(amount, lang, currency),
    day: (iso: string) => day.format(new Date(iso)),
    moment: (iso: string) => moment.format(new Date(iso)),
    /** A ledger change: "+10", "−1". */
    delta: (n: number) => number.format(n),
  };
}

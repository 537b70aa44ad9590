import type { UseTranslationResponse } from 'react-i18next';
import type { Invoice } from '@opengood/contracts';

type T = UseTranslationResponse<'orgDashboard', undefined>['t'];

/** What an invoice is for, in words: "2 listings" or "a pack of 20 credits". */
export function invoiceSubject(invoice: Invoice, t: T): string {
  const pack = invoice.lines.find((line) => line.kind === 'PACK');
  if (pack) return t('checkout.what.pack', { count: pack.credits });
  return t('checkout.what.cart', { count: invoice.lines.length });
}

/** One invoice line in words: "Job: Program officer", "Pack of 20 posting credits". */
export function lineText(line: Invoice['lines'][number], t: T): string {
  return line.kind === 'PACK'
    ? t('checkout.lines.PACK', { count: line.credits })
    : t('checkout.lines.LISTING', { type: t(`checkout.types.${line.listingType}`), title: line.title });
}

import { useTranslation } from 'react-i18next';
import type { OrgInvoiceAnswer } from '@opengood/contracts';
import { Button } from '@opengood/design-system';
import { Link, useLang, type PageViewProps } from '@opengood/platform';
import { PageShell } from '../shared/PageShell';
import { invoicePath, invoicePdfPath } from './billingRecordsRoutes';
import { InvoiceDocument } from './InvoiceDocument';
import { useInvoiceTitle } from './InvoicePage';
import { Facts, LinkRow } from './recordsUi';

// /invoices/{invoiceId} (docs/product/billing.md#invoices: the spec's page outside the dashboard, fed by
// GET /data/invoices/{invoiceId} → { org, invoice }): the invoice laid out to be printed, with its PDF. The
// api answers only that organisation's admins (and staff); anyone else gets the not-found page.

export function PrintableInvoicePage({ data }: PageViewProps<{ invoiceId: string }, OrgInvoiceAnswer>) {
  const { t } = useTranslation('orgDashboard');
  const lang = useLang();
  const title = useInvoiceTitle();
  const { org, invoice } = data;
  return (
    <PageShell
      eyebrow={t('billingRecords.printable.eyebrow')}
      heading={title(invoice)}
      data-testid="printable-invoice"
    >
      {/* On paper the links and buttons are left out (LinkRow's print rule): the invoice alone remains. */}
      <LinkRow>
        <Button type="button" variant="secondary" onClick={() => window.print()}>
          {t('billingRecords.printable.print')}
        </Button>
        <a href={invoicePdfPath(invoice.id, lang)} download data-testid="invoice-pdf">
          {t('billingRecords.invoice.downloadPdf')}
        </a>
        <Link href={invoicePath(org.id, invoice.id)}>{t('billingRecords.printable.toDashboard')}</Link>
      </LinkRow>
      <Facts style={{ marginBottom: 0 }}>
        <dt>{t('billingRecords.printable.organization')}</dt>
        <dd data-testid="invoice-org">{org.name}</dd>
      </Facts>
      <InvoiceDocument invoice={invoice} headingLevel={2} />
    </PageShell>
  );
}

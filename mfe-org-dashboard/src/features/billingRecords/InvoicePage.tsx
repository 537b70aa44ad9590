import { useTranslation } from 'react-i18next';
import { Heading } from '@opengood/design-system';
import { Link, useLang, type PageViewProps } from '@opengood/platform';
import { OrgDashboardLayout } from '../dashboard/OrgDashboardView';
import type { InvoiceData } from './billingRecordsApi';
import {
  invoiceBillingAddressPath,
  invoicePdfPath,
  invoicesPath,
  payInvoicePath,
  paymentPath,
  printableInvoicePath,
} from './billingRecordsRoutes';
import { InvoiceDocument } from './InvoiceDocument';
import { LinkRow } from './recordsUi';

type Params = { orgId: string; invoiceId: string };

/** An invoice's title: "Invoice 2026-000123", or "Pro forma invoice" before it is paid and numbered. */
export function useInvoiceTitle() {
  const { t } = useTranslation('orgDashboard');
  return (invoice: { number: string | null }) =>
    invoice.number
      ? t('billingRecords.invoice.title', { number: invoice.number })
      : t('billingRecords.invoice.proFormaTitle');
}

/**
 * /admin/{orgId}/invoices/{invoiceId} (docs/product/billing.md#invoices): the invoice, its PDF (served by
 * the api to the organisation's admins), its payment once paid; an OPEN one is paid through the checkout
 * (`checkout/billing-address?invoiceId=`) and its billing address may still change.
 */
export function InvoicePage({ params, data }: PageViewProps<Params, InvoiceData>) {
  const { t } = useTranslation('orgDashboard');
  const lang = useLang();
  const title = useInvoiceTitle();
  const { invoice } = data;
  const { orgId } = params;
  return (
    <OrgDashboardLayout orgId={orgId} org={data.overview.org} section="invoices">
      <div data-testid="org-invoice">
        <p style={{ margin: '0 0 8px' }}>
          <Link href={invoicesPath(orgId)}>{t('billingRecords.invoice.all')}</Link>
        </p>
        <Heading as="h2" id="org-dashboard-section-heading" fontSize={4}>
          {title(invoice)}
        </Heading>
        <LinkRow>
          {invoice.status === 'OPEN' && (
            <>
              <Link href={payInvoicePath(orgId, invoice.id)} data-testid="pay-invoice">
                {t('billingRecords.invoice.pay')}
              </Link>
              <Link href={invoiceBillingAddressPath(orgId, invoice.id)} data-testid="change-billing-address">
                {t('billingRecords.invoice.changeAddress')}
              </Link>
            </>
          )}
          {/* A file, not a page of the site: a plain link, which the browser downloads. */}
          <a href={invoicePdfPath(invoice.id, lang)} download data-testid="invoice-pdf">
            {t('billingRecords.invoice.downloadPdf')}
          </a>
          <Link href={printableInvoicePath(invoice.id)}>{t('billingRecords.invoice.printable')}</Link>
          {invoice.paymentId !== null && (
            <Link href={paymentPath(orgId, invoice.paymentId)} data-testid="invoice-payment">
              {t('billingRecords.invoice.viewPayment')}
            </Link>
          )}
        </LinkRow>
        <InvoiceDocument invoice={invoice} />
      </div>
    </OrgDashboardLayout>
  );
}

import { useTranslation } from 'react-i18next';
import type { Invoice } from '@opengood/contracts';
import { orgDashboardPath } from '@opengood/routes';
import { DataTable, EmptyState, Heading, Text, type DataColumn } from '@opengood/design-system';
import { Link, type PageViewProps } from '@opengood/platform';
import { OrgDashboardLayout } from '../dashboard/OrgDashboardView';
import type { InvoicesData } from './billingRecordsApi';
import { buyCreditsPath, invoicePath } from './billingRecordsRoutes';
import { useBillingFormat } from '../shared/billingFormat';
import { InvoiceStatusBadge, LinkRow } from './recordsUi';

// /admin/{orgId}/invoices (docs/product/billing.md#invoices): the organisation's invoices, newest first as
// the api sends them, each linked by its number ("Pro forma" while OPEN, when it has none yet).

/** An invoice's name: its number once paid, "Pro forma" before. */
export function useInvoiceName() {
  const { t } = useTranslation('orgDashboard');
  return (invoice: Pick<Invoice, 'number'>) => invoice.number ?? t('billingRecords.proForma');
}

export function InvoicesPage({ params, data }: PageViewProps<{ orgId: string }, InvoicesData>) {
  const { t } = useTranslation('orgDashboard');
  const format = useBillingFormat();
  const name = useInvoiceName();
  const { orgId } = params;
  const columns: DataColumn<Invoice>[] = [
    {
      key: 'number',
      header: t('billingRecords.invoices.columns.number'),
      primary: true,
      cell: (invoice) => (
        <Link href={invoicePath(orgId, invoice.id)} data-testid="invoice-link">
          {name(invoice)}
        </Link>
      ),
    },
    {
      key: 'date',
      header: t('billingRecords.invoices.columns.date'),
      sortValue: (invoice) => new Date(invoice.paid ?? invoice.created),
      cell: (invoice) => format.day(invoice.paid ?? invoice.created),
    },
    {
      key: 'total',
      header: t('billingRecords.invoices.columns.total'),
      align: 'end',
      cell: (invoice) => format.money(invoice.total),
    },
    {
      key: 'status',
      header: t('billingRecords.invoices.columns.status'),
      cell: (invoice) => <InvoiceStatusBadge status={invoice.status} />,
    },
  ];
  return (
    <OrgDashboardLayout orgId={orgId} org={data.overview.org} section="invoices">
      <div data-testid="org-invoices">
        <Heading as="h2" id="org-dashboard-section-heading" fontSize={4}>
          {t('sections.invoices.title')}
        </Heading>
        <Text style={{ maxWidth: '72ch' }}>{t('billingRecords.invoices.intro')}</Text>
        <DataTable
          caption={t('billingRecords.invoices.caption')}
          captionHidden
          columns={columns}
          rows={data.invoices}
          rowKey={(invoice) => invoice.id}
          data-testid="invoices-table"
          empty={
            <EmptyState
              headingLevel={3}
              icon="file"
              title={t('billingRecords.invoices.emptyTitle')}
              description={t('billingRecords.invoices.emptyBody')}
              action={
                <LinkRow style={{ margin: 0, justifyContent: 'center' }}>
                  <Link href={orgDashboardPath(orgId, 'cart')}>{t('billingRecords.invoices.goToCart')}</Link>
                  <Link href={buyCreditsPath(orgId)}>{t('billingRecords.invoices.buyCredits')}</Link>
                </LinkRow>
              }
            />
          }
        />
      </div>
    </OrgDashboardLayout>
  );
}

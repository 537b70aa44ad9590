import { useTranslation } from 'react-i18next';
import type { Payment } from '@opengood/contracts';
import { DataTable, EmptyState, Heading, Text, type DataColumn } from '@opengood/design-system';
import { Link, type PageViewProps } from '@opengood/platform';
import { OrgDashboardLayout } from '../dashboard/OrgDashboardView';
import type { PaymentsData } from './billingRecordsApi';
import { invoicesPath, paymentPath } from './billingRecordsRoutes';
import { InvoiceLinks } from './InvoiceLinks';
import { useBillingFormat } from '../shared/billingFormat';
import { CardText, PaymentStatusBadge } from './recordsUi';

// /admin/{orgId}/payments (docs/product/billing.md#payments): every card payment of the organisation,
// newest first as the api sends them, with the card it was made with and the invoices it settled.

export function PaymentsPage({ params, data }: PageViewProps<{ orgId: string }, PaymentsData>) {
  const { t } = useTranslation('orgDashboard');
  const format = useBillingFormat();
  const { orgId } = params;
  const columns: DataColumn<Payment>[] = [
    {
      key: 'date',
      header: t('billingRecords.payments.columns.date'),
      primary: true,
      // Sortable, so a phone's stacked layout keeps a header row (its sort buttons) for screen readers.
      sortValue: (payment) => new Date(payment.created),
      cell: (payment) => (
        <Link href={paymentPath(orgId, payment.id)} data-testid="payment-link">
          {format.moment(payment.created)}
        </Link>
      ),
    },
    {
      key: 'amount',
      header: t('billingRecords.payments.columns.amount'),
      align: 'end',
      cell: (payment) => format.money(payment.amount),
    },
    {
      key: 'card',
      header: t('billingRecords.payments.columns.card'),
      cell: (payment) => <CardText card={payment.card} />,
    },
    {
      key: 'status',
      header: t('billingRecords.payments.columns.status'),
      cell: (payment) => <PaymentStatusBadge status={payment.status} />,
    },
    {
      key: 'invoices',
      header: t('billingRecords.payments.columns.invoices'),
      cell: (payment) => <InvoiceLinks orgId={orgId} invoiceIds={payment.invoiceIds} />,
    },
  ];
  return (
    <OrgDashboardLayout orgId={orgId} org={data.overview.org} section="payments">
      <div data-testid="org-payments">
        <Heading as="h2" id="org-dashboard-section-heading" fontSize={4}>
          {t('sections.payments.title')}
        </Heading>
        <Text style={{ maxWidth: '72ch' }}>{t('billingRecords.payments.intro')}</Text>
        <DataTable
          caption={t('billingRecords.payments.caption')}
          captionHidden
          columns={columns}
          rows={data.payments}
          rowKey={(payment) => payment.id}
          data-testid="payments-table"
          empty={
            <EmptyState
              headingLevel={3}
              icon="check"
              title={t('billingRecords.payments.emptyTitle')}
              description={t('billingRecords.payments.emptyBody')}
              action={<Link href={invoicesPath(orgId)}>{t('billingRecords.payments.seeInvoices')}</Link>}
            />
          }
        />
      </div>
    </OrgDashboardLayout>
  );
}

import { useTranslation } from 'react-i18next';
import { Heading } from '@opengood/design-system';
import { Link, type PageViewProps } from '@opengood/platform';
import { OrgDashboardLayout } from '../dashboard/OrgDashboardView';
import type { PaymentData } from './billingRecordsApi';
import { paymentsPath } from './billingRecordsRoutes';
import { InvoiceLinks } from './InvoiceLinks';
import { useBillingFormat } from '../shared/billingFormat';
import { CardText, Facts, Note, PaymentStatusBadge } from './recordsUi';

/** /admin/{orgId}/payments/{paymentId} (docs/product/billing.md#payments): one payment and what it paid. */
export function PaymentPage({
  params,
  data,
}: PageViewProps<{ orgId: string; paymentId: string }, PaymentData>) {
  const { t } = useTranslation('orgDashboard');
  const format = useBillingFormat();
  const { payment } = data;
  const { orgId } = params;
  return (
    <OrgDashboardLayout orgId={orgId} org={data.overview.org} section="payments">
      <div data-testid="org-payment">
        <p style={{ margin: '0 0 8px' }}>
          <Link href={paymentsPath(orgId)}>{t('billingRecords.payment.all')}</Link>
        </p>
        <Heading as="h2" id="org-dashboard-section-heading" fontSize={4}>
          {t('billingRecords.payment.title', { amount: format.money(payment.amount) })}
        </Heading>
        {payment.status === 'REQUIRES_ACTION' && (
          <Note>{t('billingRecords.payment.requiresActionNote')}</Note>
        )}
        {payment.status === 'FAILED' && <Note>{t('billingRecords.payment.failedNote')}</Note>}
        {payment.status === 'REFUNDED' && <Note>{t('billingRecords.payment.refundedNote')}</Note>}
        <Facts>
          <dt>{t('billingRecords.payment.status')}</dt>
          <dd>
            <PaymentStatusBadge status={payment.status} />
          </dd>
          <dt>{t('billingRecords.payment.date')}</dt>
          <dd>{format.moment(payment.created)}</dd>
          <dt>{t('billingRecords.payment.amount')}</dt>
          <dd data-testid="payment-amount">{format.money(payment.amount)}</dd>
          <dt>{t('billingRecords.payment.card')}</dt>
          <dd data-testid="payment-card">
            <CardText card={payment.card} />
          </dd>
          {payment.paidBy && (
            <>
              <dt>{t('billingRecords.payment.paidBy')}</dt>
              <dd>{payment.paidBy.name}</dd>
            </>
          )}
          <dt>{t('billingRecords.payment.invoices')}</dt>
          <dd>
            <InvoiceLinks orgId={orgId} invoiceIds={payment.invoiceIds} />
          </dd>
          {payment.refunded && (
            <>
              <dt>{t('billingRecords.payment.refunded')}</dt>
              <dd>{format.moment(payment.refunded)}</dd>
            </>
          )}
        </Facts>
      </div>
    </OrgDashboardLayout>
  );
}

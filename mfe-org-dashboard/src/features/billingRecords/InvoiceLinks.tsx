import { useTranslation } from 'react-i18next';
import { Link } from '@opengood/platform';
import { invoicePath } from './billingRecordsRoutes';

/** The invoices a payment settled, each linked to its page (a payment names them by id: "Invoice #12"). */
export function InvoiceLinks({ orgId, invoiceIds }: { orgId: string; invoiceIds: readonly number[] }) {
  const { t } = useTranslation('orgDashboard');
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: '0 12px' }}>
      {invoiceIds.map((id) => (
        <Link key={id} href={invoicePath(orgId, id)}>
          {t('billingRecords.invoiceRef', { id })}
        </Link>
      ))}
    </span>
  );
}

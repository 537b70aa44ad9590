import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@opengood/contracts';
import { Button, ConfirmDialog, formatMoney } from '@opengood/design-system';
import { isHttpError, useLang, useMutation } from '@opengood/platform';
import { refundPayment } from './refundMutation';

const KNOWN = new Set(['NOT_REFUNDABLE', 'PROVIDER_UNAVAILABLE']);

/**
 * A payment's "Refund" for staff: a confirm dialog (focus starts on Cancel: it cannot be undone; it goes
 * back to the button after), then POST …/refund. `onRefunded` gets the refunded payment; a refusal is said
 * beside the button.
 */
export function RefundAction({
  payment,
  orgName,
  onRefunded,
  onError,
}: {
  payment: Payment;
  orgName: string;
  onRefunded(payment: Payment): void;
  onError(message: string): void;
}) {
  const { t } = useTranslation('search');
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const refund = useMutation(refundPayment, payment.id);
  const amount = formatMoney(payment.amount.amount, lang, payment.amount.currency);
  const confirm = async () => {
    try {
      const answer = await refund.mutateAsync(String(payment.id));
      setOpen(false);
      onRefunded(answer.payment);
    } catch (error) {
      setOpen(false);
      const code = isHttpError(error)
        ? Object.values(error.errors)
            .map(String)
            .find((c) => KNOWN.has(c))
        : null;
      onError(
        code === 'NOT_REFUNDABLE' || code === 'PROVIDER_UNAVAILABLE'
          ? t(`staff.refund.errors.${code}`)
          : t('staff.refund.errors.generic'),
      );
    }
  };
  return (
    <>
      <Button
        variant="secondary"
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('staff.refund.actionLabel', { id: payment.id, org: orgName })}
      >
        {t('staff.refund.action')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('staff.refund.title', { amount, org: orgName })}
        confirmLabel={t('staff.refund.confirm', { amount })}
        busyLabel={t('staff.refund.busy')}
        destructive
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
        data-testid="refund-dialog"
      >
        {t('staff.refund.body')}
      </ConfirmDialog>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { InvoiceStatus, Payment, PaymentStatus } from '@opengood/contracts';
import { VisuallyHidden } from '@opengood/design-system';

// What the invoices, payments and credits pages share: statuses in words with a shape of their own beside
// them (never told by colour alone, WCAG 1.4.1), a definition list for a record's facts and a row of links.

type Look = { glyph: string; fg: string; bg: string };

/** Calm, distinct colours, each with at least 4.5:1 contrast of text on its background. */
const INVOICE_LOOK: Record<InvoiceStatus, Look> = {
  OPEN: { glyph: '◷', fg: '#6b4000', bg: '#fff4db' },
  PAID: { glyph: '✓', fg: '#0d5b2a', bg: '#e3f5e9' },
  VOID: { glyph: '⊘', fg: '#3d4451', bg: '#eceef1' },
  REFUNDED: { glyph: '↺', fg: '#1f3f8a', bg: '#e6edfb' },
};
const PAYMENT_LOOK: Record<PaymentStatus, Look> = {
  REQUIRES_ACTION: { glyph: '◷', fg: '#6b4000', bg: '#fff4db' },
  SUCCEEDED: { glyph: '✓', fg: '#0d5b2a', bg: '#e3f5e9' },
  FAILED: { glyph: '✕', fg: '#8a1c12', bg: '#fdecea' },
  REFUNDED: { glyph: '↺', fg: '#1f3f8a', bg: '#e6edfb' },
};

const Badge = styled.span<{ $look: Look }>`
  display: inline-flex;
  align-items: center;
  gap: 5px;
  padding: 1px 8px;
  border-radius: 999px;
  font-size: 13px;
  font-weight: 600;
  white-space: nowrap;
  color: ${(p) => p.$look.fg};
  background: ${(p) => p.$look.bg};
  border: 1px solid currentColor;
  @media print {
    background: none;
  }
`;

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('orgDashboard');
  return (
    <Badge $look={INVOICE_LOOK[status]} data-testid="invoice-status" data-status={status}>
      <span aria-hidden="true">{INVOICE_LOOK[status].glyph}</span>
      {t(`billingRecords.invoiceStatus.${status}`)}
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('orgDashboard');
  return (
    <Badge $look={PAYMENT_LOOK[status]} data-testid="payment-status" data-status={status}>
      <span aria-hidden="true">{PAYMENT_LOOK[status].glyph}</span>
      {t(`billingRecords.paymentStatus.${status}`)}
    </Badge>
  );
}

/** The card a payment was made with, shown as "Visa •••• 4242" and spoken as "Visa card ending in 4242". */
export function CardText({ card }: { card: Payment['card'] }) {
  const { t } = useTranslation('orgDashboard');
  if (!card) return <>{t('billingRecords.payment.noCard')}</>;
  const brand = t(`billingRecords.brands.${card.brand}`);
  return (
    <span>
      <span aria-hidden="true">{t('billingRecords.card', { brand, last4: card.last4 })}</span>
      <VisuallyHidden>{t('billingRecords.cardSpoken', { brand, last4: card.last4 })}</VisuallyHidden>
    </span>
  );
}

/** A record's facts: a term and its value per row, two columns on a wide screen. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(8em, max-content) 1fr;
  gap: 6px 20px;
  margin: 16px 0 24px;
  dt {
    color: ${(p) => p.theme.colors.muted};
  }
  dd {
    margin: 0;
  }
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
    gap: 0;
    dd {
      margin-bottom: 10px;
    }
  }
`;

/** A row of links and buttons (what one can do with the record). */
export const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 20px;
  margin: 16px 0;
  @media print {
    display: none;
  }
`;

/** A plain note about the record's state (void, refunded, waiting). */
export const Note = styled.p`
  max-width: 72ch;
  padding: 10px 14px;
  border-left: 4px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
`;

/** A part of a record's page (h3 under the dashboard's h2; `as="h2"` on a page of its own). */
export const SubHeading = styled.h3`
  margin: 28px 0 8px;
  font-size: 20px;
`;

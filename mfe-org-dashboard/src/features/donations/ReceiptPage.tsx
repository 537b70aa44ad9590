import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Donation } from '@opengood/contracts';
import { routes, routeUrl } from '@opengood/contracts/routes';
import { donatePath } from '@opengood/routes';
import { Button, Container, formatMoney, Heading, Text } from '@opengood/design-system';
import { Link, useLang, type PageViewProps } from '@opengood/platform';
import { formatDate } from '../shared/format';

const Sheet = styled.article`
  max-width: 640px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii[3]}px;
  padding: 24px;
  @media print {
    border: 0;
    padding: 0;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 4px 24px;
  margin: 24px 0;
  dt {
    color: ${(p) => p.theme.colors.muted};
    font-size: ${(p) => p.theme.fontSizes[1]}px;
  }
  dd {
    margin: 0 0 12px;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  @media (min-width: ${(p) => p.theme.breakpoints[0]}) {
    grid-template-columns: max-content minmax(0, 1fr);
    dd {
      margin: 0;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
  @media print {
    display: none;
  }
`;

const Notice = styled.p`
  background: ${(p) => p.theme.colors.surface};
  border-left: 3px solid ${(p) => p.theme.colors.accent};
  padding: 8px 12px;
`;

/** The receipt's PDF: not a call the page makes, a link the browser downloads. */
export function receiptPdfHref(donationId: string): string {
  return routeUrl(routes.donationReceipt, { donationId });
}

/**
 * /donation-receipts/{donationId} (docs/product/billing.md#donation-receipts): the receipt a donor comes to
 * after giving and from the receipt mail: number, amount, date and name, printable, and its PDF. Its
 * address is the donation's unguessable id; an unknown one is not found.
 */
export function ReceiptPage({ data: donation }: PageViewProps<{ donationId: string }, Donation>) {
  const { t } = useTranslation('orgDashboard');
  const lang = useLang();
  const succeeded = donation.status === 'SUCCEEDED';
  return (
    <Container py={5} data-testid="donation-receipt">
      <Sheet aria-labelledby="donation-receipt-heading">
        <Text color="muted" fontSize={1} m={0}>
          {t('donations.receipt.issuer')}
        </Text>
        <Heading id="donation-receipt-heading">
          {succeeded || donation.status === 'REFUNDED'
            ? t('donations.receipt.heading')
            : t('donations.receipt.title')}
        </Heading>
        {succeeded && <p>{t('donations.receipt.thanks', { email: donation.email })}</p>}
        {donation.status === 'REQUIRES_ACTION' && <Notice>{t('donations.receipt.statusPending')}</Notice>}
        {donation.status === 'FAILED' && <Notice>{t('donations.receipt.statusFailed')}</Notice>}
        {donation.status === 'REFUNDED' && <Notice>{t('donations.receipt.statusRefunded')}</Notice>}
        <Facts>
          {donation.receiptNumber && (
            <>
              <dt>{t('donations.receipt.number')}</dt>
              <dd data-testid="receipt-number">{donation.receiptNumber}</dd>
            </>
          )}
          <dt>{t('donations.receipt.amount')}</dt>
          <dd data-testid="receipt-amount">
            {formatMoney(donation.amount.amount, lang, donation.amount.currency)}
          </dd>
          <dt>{t('donations.receipt.date')}</dt>
          <dd>{formatDate(donation.created, lang)}</dd>
          <dt>{t('donations.receipt.name')}</dt>
          <dd>
            {donation.name}
            {donation.anonymous && (
              <Text as="span" color="muted" fontSize={1} style={{ display: 'block', fontWeight: 400 }}>
                {t('donations.receipt.anonymous')}
              </Text>
            )}
          </dd>
          {donation.card && (
            <>
              <dt>{t('donations.receipt.card')}</dt>
              <dd>
                {t('donations.receipt.cardText', {
                  brand:
                    donation.card.brand === 'UNKNOWN'
                      ? t('donations.form.card')
                      : brandName(donation.card.brand),
                  last4: donation.card.last4,
                })}
              </dd>
            </>
          )}
        </Facts>
        <Actions>
          {donation.receiptNumber && (
            <a href={receiptPdfHref(donation.id)} download data-testid="receipt-pdf">
              {t('donations.receipt.download')}
            </a>
          )}
          <Button variant="secondary" type="button" onClick={() => window.print()}>
            {t('donations.receipt.print')}
          </Button>
          <Link href={donatePath(lang)}>{t('donations.receipt.again')}</Link>
        </Actions>
      </Sheet>
    </Container>
  );
}

const BRANDS: Record<string, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
  DISCOVER: 'Discover',
};
/** Card brands are names, the same in every language. */
const brandName = (brand: string) => BRANDS[brand] ?? brand;

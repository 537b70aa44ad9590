import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { routes, routeUrl } from '@opengood/contracts/routes';
import { Heading, Text } from '@opengood/design-system';
import { listingPath } from '@opengood/routes';
import { Link, useLang, type PageViewProps } from '@opengood/platform';
import { listingsPath } from '../posting/postingRoutes';
import type { SummaryData } from './checkoutApi';
import { CheckoutFrame } from './CheckoutFrame';
import { cartPagePath, invoicePagePath } from './checkoutRoutes';
import { lineText } from './invoiceText';
import { useBillingFormat } from '../shared/billingFormat';

const Block = styled.section`
  border-top: 1px solid ${(p) => p.theme.colors.border};
  padding: 12px 0;
  ul {
    margin: 4px 0 8px;
    padding-left: 20px;
  }
`;

/** The invoice's PDF in the page's language (GET /data/invoices/:invoiceId/pdf: that organisation's admins). */
export const invoicePdfUrl = (invoiceId: number, lang: string) =>
  `${routeUrl(routes.invoicePdf, { invoiceId })}?lang=${lang}`;

/**
 * /admin/{orgId}/payment-summary?paymentId=P: what was paid, the invoice (its number, its page and its
 * PDF), the listings now live and the credits granted.
 */
export function PaymentSummaryPage({ params, data }: PageViewProps<{ orgId: string }, SummaryData>) {
  const { t } = useTranslation('orgDashboard');
  const lang = useLang();
  const format = useBillingFormat();
  const { payment, invoices } = data;
  const { orgId } = params;
  const settled = payment.status === 'SUCCEEDED';
  return (
    <CheckoutFrame
      orgId={orgId}
      org={data.overview.org}
      section="payments"
      step="done"
      heading={settled ? t('checkout.summaryPage.title') : t('checkout.pay.title')}
      testId="payment-summary"
    >
      {settled ? (
        <Text data-testid="payment-amount">
          {t('checkout.summaryPage.intro', { amount: format.money(payment.amount) })}{' '}
          {payment.card &&
            t('checkout.summaryPage.paidWith', {
              brand: t(`checkout.brands.${payment.card.brand}`),
              last4: payment.card.last4,
              date: format.day(payment.created),
            })}
        </Text>
      ) : (
        <Text>{t('checkout.summaryPage.pending')}</Text>
      )}
      {invoices.map((invoice) => {
        const number = invoice.number ?? String(invoice.id);
        const listings = invoice.lines.filter((line) => line.kind === 'LISTING');
        const credits = invoice.lines.reduce(
          (sum, line) => sum + (line.kind === 'PACK' ? line.credits : 0),
          0,
        );
        return (
          <Block key={invoice.id} aria-labelledby={`invoice-${invoice.id}`} data-testid="summary-invoice">
            <Heading as="h3" id={`invoice-${invoice.id}`} fontSize={2} style={{ margin: '0 0 4px' }}>
              <Link href={invoicePagePath(orgId, invoice.id)} data-testid="summary-invoice-link">
                {t('checkout.summaryPage.invoice', { number })}
              </Link>
            </Heading>
            <Text m={0}>
              {invoice.lines.map((line) => lineText(line, t)).join(' · ')} — {format.money(invoice.total)}
            </Text>
            {settled && listings.length > 0 && (
              <>
                <Heading as="h4" fontSize={1} style={{ margin: '8px 0 0' }}>
                  {t('checkout.summaryPage.live')}
                </Heading>
                <ul data-testid="summary-live">
                  {listings.map((line) => (
                    <li key={line.listingId}>
                      <Link href={listingPath(lang, line.listingType, line.listingId, line.title)}>
                        {line.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {settled && credits > 0 && (
              <Text data-testid="summary-credits">
                {t('checkout.summaryPage.credits', { count: credits })}
              </Text>
            )}
            {invoice.status === 'PAID' && (
              <a
                href={invoicePdfUrl(invoice.id, lang)}
                data-testid="summary-invoice-pdf"
                aria-label={t('checkout.summaryPage.receiptNamed', { number })}
              >
                {t('checkout.summaryPage.receipt')}
              </a>
            )}
          </Block>
        );
      })}
      <Text>
        <Link href={listingsPath(orgId)}>{t('checkout.summaryPage.toListings')}</Link> ·{' '}
        <Link href={cartPagePath(orgId)}>{t('checkout.summaryPage.toCart')}</Link>
      </Text>
    </CheckoutFrame>
  );
}

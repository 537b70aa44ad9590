import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, FieldError, Heading, Text } from '@opengood/design-system';
import { CardEntry, useCardEntry, useCardErrorText, type CardErrors } from '@opengood/feature-payments';
import { Link, useMutation, useNavigate, type PageViewProps } from '@opengood/platform';
import { AddressSummary } from './AddressSummary';
import type { PayData } from './checkoutApi';
import { CheckoutFrame } from './CheckoutFrame';
import { confirmPayment, payInvoices } from './checkoutMutations';
import { billingAddressPath, cartPagePath, invoicePagePath, summaryPath } from './checkoutRoutes';
import { newIdempotencyKey } from './idempotencyKey';
import { lineText } from './invoiceText';
import { useBillingFormat } from '../shared/billingFormat';
import { useCheckoutErrorText } from './useCheckoutErrorText';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: 24px 32px;
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Summary = styled.section`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 6px;
  padding: 16px;
  dl {
    margin: 0;
  }
  .line {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 4px 0;
  }
  .total {
    border-top: 1px solid ${(p) => p.theme.colors.border};
    margin-top: 8px;
    padding-top: 8px;
    font-weight: 700;
  }
  dd {
    margin: 0;
    white-space: nowrap;
  }
`;

const Methods = styled.fieldset`
  border: none;
  margin: 0 0 16px;
  padding: 0;
  legend {
    font-weight: 600;
    margin-bottom: 8px;
  }
  label {
    display: flex;
    gap: 10px;
    align-items: center;
    padding: 6px 0;
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
  }
`;

type Params = { orgId: string; invoiceId: string; billingAddressId: string };
type Phase = 'idle' | 'paying' | 'authenticating';

/**
 * /admin/{orgId}/pay-by-credit-card?invoiceId=N&billingAddressId=M: the invoice's summary and the card.
 * The card goes to the payment provider (CardEntry); the api charges its token (or a saved card) with this
 * attempt's idempotency key, so a double click or a retried request charges once. A bank's 3-D Secure
 * challenge runs with the provider, then the api is asked to settle. Every refusal is said by its field in
 * the page's language, and nothing is charged or published.
 */
export function PayPage({ params, data }: PageViewProps<Params, PayData>) {
  const { t } = useTranslation('orgDashboard');
  const format = useBillingFormat();
  const navigate = useNavigate();
  const errorText = useCheckoutErrorText();
  const cardErrorText = useCardErrorText();
  const entry = useCardEntry();
  const pay = useMutation(payInvoices);
  const confirm = useMutation(confirmPayment);
  const { orgId } = params;
  const { invoice, cards } = data;
  const address =
    data.addresses.find((a) => String(a.id) === params.billingAddressId) ?? invoice.billingAddress;
  const [method, setMethod] = useState<'new' | number>(cards.length > 0 ? cards[0]!.id : 'new');
  const [phase, setPhase] = useState<Phase>('idle');
  const [challengeErrors, setChallengeErrors] = useState<CardErrors>({});
  // One key per attempt: made when the page opens, replaced after a failure (idempotencyKey.ts).
  const key = useRef(newIdempotencyKey());
  // A second click while the first is under way is ignored (the button is disabled a render later).
  const running = useRef(false);
  const amount = format.money(invoice.total);

  const failed = () => {
    key.current = newIdempotencyKey();
    setPhase('idle');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (running.current) return;
    running.current = true;
    try {
      setChallengeErrors({});
      pay.reset();
      confirm.reset();
      let source: { token: string } | { paymentMethodId: number };
      if (method === 'new') {
        const tokenized = await entry.tokenize();
        if (!tokenized.ok) return;
        source = { token: tokenized.token };
      } else source = { paymentMethodId: method };
      setPhase('paying');
      const answer = await pay.mutate({
        orgId,
        payment: {
          invoiceIds: [invoice.id],
          amount: invoice.total.amount,
          invoiceTotal: invoice.total.amount,
          billingAddressId: Number(params.billingAddressId),
          idempotencyKey: key.current,
          ...source,
        },
      });
      if (!answer) return failed();
      let payment = answer.payment;
      if (payment.status === 'REQUIRES_ACTION' && payment.clientSecret && entry.tokenizer) {
        setPhase('authenticating');
        const passed = await entry.tokenizer.authenticate(payment.clientSecret);
        if (!passed.ok) {
          setChallengeErrors(passed.errors);
          return failed();
        }
        const confirmed = await confirm.mutate({ orgId, paymentId: String(payment.id) });
        if (!confirmed) return failed();
        payment = confirmed.payment;
      }
      if (payment.status !== 'SUCCEEDED') {
        setChallengeErrors({
          card: payment.status === 'REQUIRES_ACTION' ? 'AUTHENTICATION_REQUIRED' : 'CARD_DECLINED',
        });
        return failed();
      }
      navigate(summaryPath(orgId, payment.id));
    } finally {
      running.current = false;
      setPhase((p) => (p === 'idle' ? p : 'idle'));
    }
  };

  const server = { ...pay.errors, ...confirm.errors, ...challengeErrors };
  // Refusals that are about the invoice rather than the card.
  const invoiceRefusal =
    server.invoiceIds ?? server.amount ?? server.billingAddressId ?? server.idempotencyKey ?? server.request;
  const cardRefused = Boolean(server.card ?? server.token ?? server.expiry ?? server.cvc);
  const busy = phase !== 'idle' || entry.tokenizing;
  // Paid already (the back button after paying) or replaced: nothing to pay here.
  if (invoice.status !== 'OPEN')
    return (
      <CheckoutFrame
        orgId={orgId}
        org={data.overview.org}
        section="cart"
        step="pay"
        heading={t('checkout.pay.title')}
        testId="pay-page"
      >
        <FieldError>{errorText('INVOICE_NOT_PAYABLE')}</FieldError>
        <Text>
          <Link href={invoicePagePath(orgId, invoice.id)}>
            {t('checkout.summaryPage.invoice', { number: invoice.number ?? String(invoice.id) })}
          </Link>{' '}
          · <Link href={cartPagePath(orgId)}>{t('checkout.pay.backToCart')}</Link>
        </Text>
      </CheckoutFrame>
    );
  return (
    <CheckoutFrame
      orgId={orgId}
      org={data.overview.org}
      section="cart"
      step="pay"
      heading={t('checkout.pay.title')}
      testId="pay-page"
    >
      <Columns>
        <form onSubmit={(e) => void submit(e)} noValidate data-testid="pay-form" aria-busy={busy}>
          {cards.length > 0 && (
            <Methods>
              <legend>{t('checkout.pay.method')}</legend>
              {cards.map((card) => (
                <label key={card.id}>
                  <input
                    type="radio"
                    name="pay-method"
                    checked={method === card.id}
                    onChange={() => setMethod(card.id)}
                  />
                  {t('checkout.pay.savedCard', {
                    brand: t(`checkout.brands.${card.brand}`),
                    last4: card.last4,
                  })}
                </label>
              ))}
              <label>
                <input
                  type="radio"
                  name="pay-method"
                  checked={method === 'new'}
                  onChange={() => setMethod('new')}
                />
                {t('checkout.pay.newCard')}
              </label>
            </Methods>
          )}
          {method === 'new' ? (
            <CardEntry
              entry={entry}
              serverErrors={server}
              disabled={busy}
              unavailable={<Text data-testid="payments-unavailable">{t('checkout.pay.unavailable')}</Text>}
            />
          ) : (
            cardRefused && (
              <div data-testid="card-refused">
                <FieldError live>
                  {cardErrorText(server.card ?? server.token ?? server.expiry ?? server.cvc)}
                </FieldError>
              </div>
            )
          )}
          {invoiceRefusal && (
            <div data-testid="pay-refused">
              <FieldError live>{errorText(invoiceRefusal)}</FieldError>
            </div>
          )}
          {(cardRefused || invoiceRefusal) && !busy && (
            <Text color="muted" data-testid="nothing-charged">
              {t('checkout.pay.nothingCharged')}
            </Text>
          )}
          {(method !== 'new' || entry.tokenizer) && (
            <Button type="submit" disabled={busy} data-testid="pay-button" style={{ marginTop: 8 }}>
              {busy ? t('checkout.pay.paying') : t('checkout.pay.payButton', { amount })}
            </Button>
          )}
          <p role="status" style={{ minHeight: '1.5em' }}>
            {phase === 'authenticating'
              ? t('checkout.pay.authenticating')
              : phase === 'paying'
                ? t('checkout.pay.paying')
                : ''}
          </p>
          <Link href={cartPagePath(orgId)}>{t('checkout.pay.backToCart')}</Link>
        </form>
        <Summary aria-labelledby="pay-summary-heading" data-testid="pay-summary">
          <Heading as="h3" id="pay-summary-heading" fontSize={2} style={{ marginTop: 0 }}>
            {t('checkout.pay.summary')}
          </Heading>
          <dl>
            {invoice.lines.map((line, i) => (
              <div className="line" key={i}>
                <dt>{lineText(line, t)}</dt>
                <dd>{format.amount(line.amount, invoice.total.currency)}</dd>
              </div>
            ))}
            <div className="line total">
              <dt>{t('checkout.pay.total')}</dt>
              <dd data-testid="pay-total">{amount}</dd>
            </div>
          </dl>
          {address && (
            <>
              <Heading as="h4" fontSize={1} style={{ marginBottom: 4 }}>
                {t('checkout.pay.billedTo')}
              </Heading>
              <AddressSummary address={address} />
              <Link href={billingAddressPath(orgId, invoice.id)}>{t('checkout.pay.changeAddress')}</Link>
            </>
          )}
        </Summary>
      </Columns>
    </CheckoutFrame>
  );
}

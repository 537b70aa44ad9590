import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { PayRequest } from '@opengood/contracts';
import { environmentLoaded } from '@opengood/platform';
import { overview, refusal, renderOrgArea, testUser } from '../../testing/renderOrgArea';
import { address, environment, fakeStripe, invoice, payment, STRIPE_LOCAL } from './testBilling';

const orgs = [{ id: 12, name: 'Green Futures', isOwner: true, selected: true }];
const admin = (lang: 'en' | 'es' | 'pt' = 'en') => testUser({ id: 7, lang, orgs });
const PAY = '/admin/12/pay-by-credit-card?invoiceId=70&billingAddressId=5';

let stripe: ReturnType<typeof fakeStripe>;
beforeEach(() => (stripe = fakeStripe()));
afterEach(() => stripe.restore());

function typeCard(
  number: string,
  labels = { number: 'Card number', expiry: /^Expiry date/, cvc: 'Security code (CVC)' },
) {
  fireEvent.change(screen.getByLabelText(labels.number), { target: { value: number } });
  fireEvent.change(screen.getByLabelText(labels.expiry), { target: { value: '12/34' } });
  fireEvent.change(screen.getByLabelText(labels.cvc), { target: { value: '123' } });
}

const base = {
  orgDashboard: { data: overview() },
  orgInvoice: { invoice: invoice({ billingAddress: address() }) },
  billingAddresses: { billingAddresses: [address()] },
  paymentMethods: { paymentMethods: [] },
};

describe('/admin/{orgId}/pay-by-credit-card', () => {
  it('sends the card to the provider, pays its token once with one key, and shows the summary (Spanish)', async () => {
    const { fake, store } = renderOrgArea(PAY, 'es', admin('es'), {
      ...base,
      payInvoices: { payment: payment() },
      orgPayment: { payment: payment() },
    });
    act(() => void store.dispatch(environmentLoaded(environment())));
    expect(await screen.findByTestId('pay-total')).toHaveTextContent(/228,00\sUS\$/);
    expect(screen.getByTestId('pay-summary')).toHaveTextContent('Empleo: Program officer');
    typeCard('4242 4242 4242 4242', {
      number: 'Número de tarjeta',
      expiry: /^Fecha de vencimiento/,
      cvc: 'Código de seguridad (CVC)',
    });
    const pay = screen.getByRole('button', { name: /^Pagar 228,00/ });
    // A double click: one request.
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(window.location.pathname).toBe('/admin/12/payment-summary'));
    expect(window.location.search).toBe('?paymentId=90');
    const calls = fake.callsOf('payInvoices');
    expect(calls).toHaveLength(1);
    const body = calls[0]!.body as PayRequest;
    expect(body).toEqual({
      invoiceIds: [70],
      amount: 22800,
      invoiceTotal: 22800,
      billingAddressId: 5,
      token: 'tok_test_4242',
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,100}$/),
    });
    expect(stripe.sent.map((s) => s.url)).toEqual([`${STRIPE_LOCAL}/v1/tokens`]);
    expect(JSON.stringify(fake.calls)).not.toContain('4242424242424242');
  });

  it('says a declined card by the card, changes nothing, and tries again with a new key', async () => {
    let answer: ReturnType<typeof refusal> | { payment: ReturnType<typeof payment> } = refusal(402, {
      card: 'CARD_DECLINED',
    });
    const { fake, store } = renderOrgArea(PAY, 'en', admin(), {
      ...base,
      payInvoices: () => answer,
      orgPayment: { payment: payment() },
    });
    act(() => void store.dispatch(environmentLoaded(environment())));
    await screen.findByTestId('pay-total');
    typeCard('4000 0000 0000 0002');
    fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByTestId('card-refused')).toHaveTextContent('Your bank declined this card.');
    expect(screen.getByTestId('nothing-charged')).toHaveTextContent(
      'Nothing was charged and nothing was published.',
    );
    expect(window.location.pathname).toBe('/admin/12/pay-by-credit-card');
    expect(screen.getByLabelText('Card number')).toHaveValue('');

    answer = { payment: payment() };
    typeCard('4242 4242 4242 4242');
    fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/12/payment-summary'));
    const [first, second] = fake.callsOf('payInvoices').map((c) => (c.body as PayRequest).idempotencyKey);
    expect(first).not.toEqual(second);
  });

  it("runs the bank's 3-D Secure challenge with the provider, then asks the api to settle", async () => {
    const { fake, store } = renderOrgArea(PAY, 'pt', admin('pt'), {
      ...base,
      payInvoices: {
        payment: payment({ status: 'REQUIRES_ACTION', clientSecret: 'pi_1_secret_abc', card: null }),
      },
      confirmPayment: { payment: payment() },
      orgPayment: { payment: payment() },
    });
    act(() => void store.dispatch(environmentLoaded(environment())));
    await screen.findByTestId('pay-total');
    typeCard('4000 0025 0000 3155', {
      number: 'Número do cartão',
      expiry: /^Validade/,
      cvc: 'Código de segurança (CVC)',
    });
    fireEvent.click(screen.getByRole('button', { name: /^Pagar / }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/12/payment-summary'));
    expect(stripe.sent.map((s) => s.url)).toEqual([
      `${STRIPE_LOCAL}/v1/tokens`,
      `${STRIPE_LOCAL}/v1/payment_intents/pi_1/confirm`,
    ]);
    expect(stripe.sent[1]!.form).toEqual({ key: 'pk_test_local', client_secret: 'pi_1_secret_abc' });
    expect(fake.callsOf('confirmPayment')[0]!.url).toBe('/data/orgdashboard/12/payments/90/confirm');
  });

  it('pays with a saved card of the admin, sending its id, and says when the bank refuses it', async () => {
    const { fake, store } = renderOrgArea(PAY, 'en', admin(), {
      ...base,
      paymentMethods: {
        paymentMethods: [
          {
            id: 3,
            brand: 'VISA',
            last4: '1881',
            expMonth: 1,
            expYear: 2031,
            status: 'ACTIVE',
            setupClientSecret: null,
            created: '2026-01-01T00:00:00.000Z',
          },
        ],
      },
      payInvoices: refusal(402, { expiry: 'CARD_EXPIRED' }),
      orgPayment: { payment: payment() },
    });
    act(() => void store.dispatch(environmentLoaded(environment())));
    expect(await screen.findByLabelText('Visa ending in 1881')).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByTestId('card-refused')).toHaveTextContent('This card has expired.');
    expect(fake.callsOf('payInvoices')).toHaveLength(1);
    expect(fake.callsOf('payInvoices')[0]!.body).toMatchObject({ paymentMethodId: 3 });
    expect(stripe.sent).toEqual([]);
  });

  it.each([
    '/admin/12/pay-by-credit-card?invoiceId=70',
    '/admin/12/pay-by-credit-card?billingAddressId=5',
    '/admin/12/checkout/billing-address',
  ])('leads %s back to the cart', async (path) => {
    renderOrgArea(path, 'en', admin(), {
      orgDashboard: { data: overview() },
      cart: { cart: { items: [], count: 0, total: { amount: 0, currency: 'USD' }, credits: 0 } },
    });
    await waitFor(() => expect(window.location.pathname).toBe('/admin/12/cart'));
  });

  it('offers nothing to pay for an invoice paid already (the back button after paying)', async () => {
    renderOrgArea(PAY, 'en', admin(), {
      ...base,
      orgInvoice: { invoice: invoice({ status: 'PAID', number: '2026-000009', paymentId: 90 }) },
    });
    expect(await screen.findByText(/This invoice can no longer be paid/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invoice 2026-000009' })).toHaveAttribute(
      'href',
      '/admin/12/invoices/70',
    );
    expect(screen.queryByTestId('pay-form')).toBeNull();
  });
});

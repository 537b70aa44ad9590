import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AddCardRequest, Environment, PaymentMethod } from '@opengood/contracts';
import { environmentLoaded } from '@opengood/platform';
import { refusal } from '../../testing/fixtures';
import { renderDashboard, testUser } from '../../testing/renderDashboard';
import { parseExpiry } from '@opengood/feature-payments';

const card = (overrides: Partial<PaymentMethod> = {}): PaymentMethod => ({
  id: 1,
  brand: 'VISA',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  status: 'ACTIVE',
  setupClientSecret: null,
  created: '2026-03-01T00:00:00.000Z',
  ...overrides,
});

const STRIPE_LOCAL = 'http://127.0.0.1:12111';
const environment = (withProvider = true): Environment => ({
  showAcceptCookies: false,
  guessedLocation: null,
  isUS: false,
  abExperiments: [],
  oidcSignIn: false,
  ...(withProvider
    ? { paymentProvider: { publishableKey: 'pk_test_local', localServerUrl: STRIPE_LOCAL } }
    : {}),
});

/** The local Stripe test server, as the page's fetch sees it: what it was sent, and Stripe's answers. */
function fakeStripe() {
  const sent: { url: string; form: Record<string, string> }[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const form = Object.fromEntries(new URLSearchParams(String(init?.body ?? '')));
    sent.push({ url: String(url), form });
    const json = (status: number, body: unknown) =>
      ({ ok: status < 400, status, json: async () => body }) as Response;
    if (String(url).endsWith('/v1/tokens')) {
      if (form['card[number]'] === '4242424242424241')
        return json(402, { error: { type: 'card_error', code: 'incorrect_number', param: 'number' } });
      return json(200, { id: `tok_test_${form['card[number]']!.slice(-4)}` });
    }
    return json(200, { id: 'seti_1', status: 'succeeded' });
  }) as typeof fetch;
  return { sent, restore: () => (globalThis.fetch = original) };
}

function fill(number: string) {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiry date'), { target: { value: '12/30' } });
  fireEvent.change(screen.getByLabelText('Security code (CVC)'), { target: { value: '123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
}

let stripe: ReturnType<typeof fakeStripe>;
beforeEach(() => (stripe = fakeStripe()));
afterEach(() => stripe.restore());

describe('payment methods', () => {
  it('reads MM/YY and MM/YYYY', () => {
    expect(parseExpiry('04/29')).toEqual({ expMonth: 4, expYear: 2029 });
    expect(parseExpiry('4 / 2031')).toEqual({ expMonth: 4, expYear: 2031 });
    expect(parseExpiry('13/29')).toBeNull();
  });

  it('sends the card to the provider and only its token to /data; a declined card is said clearly; 3-D Secure runs with the provider', async () => {
    let cards: PaymentMethod[] = [];
    const { fake, store } = renderDashboard(
      '/dashboard/payment-methods/add-card',
      'en',
      testUser({ lang: 'en' }),
      {
        paymentMethods: () => ({ paymentMethods: cards }),
        addPaymentMethod: ({ body }) => {
          const { token } = body as AddCardRequest;
          if (token === 'tok_test_0002') return refusal(400, { card: 'CARD_DECLINED' });
          const added = card({
            id: 2,
            last4: '3155',
            status: 'REQUIRES_ACTION',
            setupClientSecret: 'seti_1_secret_x',
          });
          cards = [added];
          return { paymentMethod: added };
        },
        confirmPaymentMethod: () => {
          cards = [card({ id: 2, last4: '3155' })];
          return { paymentMethod: cards[0]! };
        },
      },
    );
    act(() => void store.dispatch(environmentLoaded(environment())));
    expect(await screen.findByText('You have no saved cards.')).toBeInTheDocument();
    expect(await screen.findByText(/Test mode: no real card is charged/)).toBeInTheDocument();
    fill('4000 0000 0000 0002');
    expect(await screen.findByTestId('card-refused')).toHaveTextContent('Your bank declined this card.');
    expect(screen.queryByTestId('payment-card')).toBeNull();
    expect(screen.getByLabelText('Card number')).toHaveValue('');

    fill('4000 0025 0000 3155');
    expect(
      await screen.findByText('Your bank asks you to confirm this card before it can be used.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm with my bank' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm with my bank' })).toBeNull());
    expect(screen.getByTestId('payment-card')).toHaveTextContent('Visa ending in 3155, expires 12/2030');

    // The card went to the provider only; /data saw tokens.
    expect(stripe.sent.map((s) => s.url)).toEqual([
      `${STRIPE_LOCAL}/v1/tokens`,
      `${STRIPE_LOCAL}/v1/tokens`,
      `${STRIPE_LOCAL}/v1/setup_intents/seti_1/confirm`,
    ]);
    expect(stripe.sent[0]!.form).toMatchObject({ key: 'pk_test_local', 'card[number]': '4000000000000002' });
    expect(fake.callsOf('addPaymentMethod').map((c) => c.body)).toEqual([
      { token: 'tok_test_0002' },
      { token: 'tok_test_3155' },
    ]);
    expect(JSON.stringify(fake.calls)).not.toContain('4000000000000002');
    expect(fake.callsOf('confirmPaymentMethod')).toEqual([expect.objectContaining({ params: { id: '2' } })]);
  });

  it("shows the provider's refusal by its field, sending nothing to /data", async () => {
    const { fake, store } = renderDashboard('/dashboard/payment-methods/add-card', 'es', testUser(), {
      paymentMethods: { paymentMethods: [] },
    });
    act(() => void store.dispatch(environmentLoaded(environment())));
    await screen.findByText('No tienes tarjetas guardadas.');
    fireEvent.change(await screen.findByLabelText('Número de tarjeta'), {
      target: { value: '4242424242424241' },
    });
    fireEvent.change(screen.getByLabelText('Fecha de vencimiento'), { target: { value: '12/30' } });
    fireEvent.change(screen.getByLabelText('Código de seguridad (CVC)'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar tarjeta' }));
    expect(await screen.findByText('Revisa el número de la tarjeta.')).toBeInTheDocument();
    expect(fake.callsOf('addPaymentMethod')).toEqual([]);
  });

  it('checks the form before sending and removes a card, in Portuguese', async () => {
    let cards = [card()];
    const { fake, store } = renderDashboard('/dashboard/payment-methods/add-card', 'pt', testUser(), {
      paymentMethods: () => ({ paymentMethods: cards }),
      deletePaymentMethod: () => {
        cards = [];
        return { ok: true };
      },
    });
    act(() => void store.dispatch(environmentLoaded(environment())));
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar cartão' }));
    expect(screen.getByText('Confira o número do cartão.')).toBeInTheDocument();
    expect(screen.getByLabelText('Número do cartão')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.callsOf('addPaymentMethod')).toEqual([]);
    expect(stripe.sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remover Visa final 4242, validade 12/2030' }));
    expect(await screen.findByText('Você não tem cartões salvos.')).toBeInTheDocument();
    expect(fake.callsOf('deletePaymentMethod')).toHaveLength(1);
  });

  it('says cards cannot be added when the api has no payment provider', async () => {
    const { store } = renderDashboard('/dashboard/payment-methods/add-card', 'en', testUser({ lang: 'en' }), {
      paymentMethods: { paymentMethods: [] },
    });
    act(() => void store.dispatch(environmentLoaded(environment(false))));
    expect(await screen.findByTestId('cards-unavailable')).toHaveTextContent(
      'Cards cannot be added right now.',
    );
    expect(screen.queryByTestId('add-card-form')).toBeNull();
  });

  it('counts a card already gone (404) as removed', async () => {
    renderDashboard('/dashboard/payment-methods/add-card', 'en', testUser({ lang: 'en' }), {
      paymentMethods: { paymentMethods: [card()] },
      deletePaymentMethod: refusal(404),
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Remove Visa ending in 4242, expires 12/2030' }),
    );
    await waitFor(() => expect(screen.queryByTestId('payment-card')).toBeNull());
  });
});

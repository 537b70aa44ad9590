import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Donation, DonationRequest, Environment } from '@opengood/contracts';
import { environmentLoaded } from '@opengood/platform';
import { refusal, renderOrgArea, testUser } from '../../testing/renderOrgArea';

const ID = '0b7e4a52-93f5-4b8e-9b1c-2f1d8c9a6e01';
const STRIPE_LOCAL = 'http://127.0.0.1:12111';

const environment = (countryCode: string | null = null): Environment => ({
  showAcceptCookies: false,
  guessedLocation: countryCode
    ? { city: null, stateCode: null, countryCode, latitude: 0, longitude: 0 }
    : null,
  isUS: false,
  abExperiments: [],
  oidcSignIn: false,
  paymentProvider: { publishableKey: 'pk_test_local', localServerUrl: STRIPE_LOCAL },
});

export const donation = (over: Partial<Donation> = {}): Donation => ({
  id: ID,
  status: 'SUCCEEDED',
  amount: { amount: 10000, currency: 'BRL' },
  name: 'Ana Lima',
  email: 'ana@example.org',
  anonymous: false,
  receiptNumber: 'D-2026-000042',
  clientSecret: null,
  created: '2026-11-26T10:00:00.000Z',
  card: { brand: 'VISA', last4: '4242' },
  ...over,
});

/** The local Stripe test server as the page's fetch sees it: tokens per card number, the 3-D Secure step. */
function fakeStripe() {
  const sent: { url: string; form: Record<string, string> }[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const form = Object.fromEntries(new URLSearchParams(String(init?.body ?? '')));
    sent.push({ url: String(url), form });
    const json = (status: number, body: unknown) =>
      ({ ok: status < 400, status, json: async () => body }) as Response;
    if (String(url).endsWith('/v1/tokens'))
      return json(200, { id: `tok_test_${form['card[number]']!.slice(-4)}` });
    return json(200, { id: 'pi_1', status: 'succeeded' });
  }) as typeof fetch;
  return { sent, restore: () => (globalThis.fetch = original) };
}

let stripe: ReturnType<typeof fakeStripe>;
beforeEach(() => (stripe = fakeStripe()));
afterEach(() => stripe.restore());

function fillCard(number = '4242424242424242') {
  fireEvent.change(screen.getByLabelText('Número do cartão'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Validade'), { target: { value: '12/30' } });
  fireEvent.change(screen.getByLabelText('Código de segurança (CVC)'), { target: { value: '123' } });
}

describe('/pt/doacao', () => {
  it('a signed-out visitor in Portuguese gives a suggested amount in reais; one click, one gift; the receipt opens', async () => {
    const bodies: DonationRequest[] = [];
    const { fake, store } = renderOrgArea('/pt/doacao', 'pt', null, {
      donate: async ({ body }) => {
        bodies.push(body as DonationRequest);
        await new Promise((r) => setTimeout(r, 20));
        return { donation: donation() };
      },
      donation: { donation: donation() },
    });
    act(() => {
      store.dispatch(environmentLoaded(environment()));
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Para que fazer o bem continue gratuito para todos',
    );
    // BRL by the language; the second suggestion chosen.
    expect(screen.getByLabelText('Moeda')).toHaveValue('BRL');
    const group = screen.getByRole('group', { name: 'Valor' });
    expect(within(group).getByRole('radio', { name: /^R\$\s100,00$/ })).toBeChecked();
    fireEvent.click(within(group).getByRole('radio', { name: /^R\$\s250,00$/ }));
    fireEvent.change(screen.getByLabelText('Seu nome'), { target: { value: 'Ana Lima' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ana@example.org' } });
    fireEvent.click(screen.getByLabelText('Não mostrar meu nome entre os doadores'));
    await screen.findByLabelText('Número do cartão');
    fillCard();
    const give = screen.getByRole('button', { name: /^Doar R\$\s250,00$/ });
    await act(async () => {
      fireEvent.click(give);
      fireEvent.click(give);
    });
    await waitFor(() => expect(window.location.pathname).toBe(`/donation-receipts/${ID}`));
    expect(fake.callsOf('donate')).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      amount: 25000,
      currency: 'BRL',
      name: 'Ana Lima',
      email: 'ana@example.org',
      anonymous: true,
      lang: 'pt',
      token: 'tok_test_4242',
    });
    expect(bodies[0]!.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    // The card went to the provider only; /data saw the token.
    expect(JSON.stringify(bodies[0])).not.toContain('4242424242424242');
    expect(stripe.sent.map((s) => s.url)).toEqual([`${STRIPE_LOCAL}/v1/tokens`]);
  });

  it('a custom amount is typed in major units; too small and too large are refused with the bounds', async () => {
    const { fake, store } = renderOrgArea(
      '/en/donate',
      'en',
      testUser({ name: 'Jane Doe', email: 'jane@example.org' }),
      {},
    );
    act(() => {
      store.dispatch(environmentLoaded(environment('MX')));
    });
    expect(await screen.findByLabelText('Currency')).toHaveValue('MXN');
    // Signed in: name and address filled in.
    expect(screen.getByLabelText('Your name')).toHaveValue('Jane Doe');
    expect(screen.getByLabelText('Email')).toHaveValue('jane@example.org');
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'USD' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Other amount' }));
    const box = screen.getByLabelText('Your amount (USD)');
    fireEvent.change(box, { target: { value: '0.5' } });
    await screen.findByLabelText('Card number');
    fireEvent.click(screen.getByRole('button', { name: 'Give' }));
    expect((await screen.findAllByText('The smallest gift we can take is $1.00.')).length).toBeGreaterThan(0);
    fireEvent.change(box, { target: { value: '2000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Give' }));
    expect(
      (
        await screen.findAllByText(
          'The largest gift we can take online is $1,000,000.00. Please contact us for a larger one.',
        )
      ).length,
    ).toBeGreaterThan(0);
    fireEvent.change(box, { target: { value: '12.50' } });
    expect(screen.getByRole('button', { name: 'Give $12.50' })).toBeInTheDocument();
    expect(fake.callsOf('donate')).toHaveLength(0);
  });

  it('a declined card says so in the page language and leaves the visitor on the page', async () => {
    const { store } = renderOrgArea('/es/dona', 'es', null, {
      donate: refusal(402, { card: 'CARD_DECLINED' }),
    });
    act(() => {
      store.dispatch(environmentLoaded(environment('ES')));
    });
    expect(await screen.findByLabelText('Moneda')).toHaveValue('EUR');
    fireEvent.change(screen.getByLabelText('Tu nombre'), { target: { value: 'Lucía' } });
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'lucia@example.org' } });
    fireEvent.change(await screen.findByLabelText('Número de tarjeta'), {
      target: { value: '4000000000000002' },
    });
    fireEvent.change(screen.getByLabelText('Fecha de vencimiento'), { target: { value: '12/30' } });
    fireEvent.change(screen.getByLabelText('Código de seguridad (CVC)'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: /^Donar/ }));
    expect(await screen.findByTestId('card-refused')).toHaveTextContent(/rechaz/i);
    expect(window.location.pathname).toBe('/es/dona');
  });

  it("3-D Secure: the bank's challenge with the provider, then the confirmation", async () => {
    const { fake, store } = renderOrgArea('/pt/doacao', 'pt', null, {
      donate: {
        donation: donation({
          status: 'REQUIRES_ACTION',
          clientSecret: 'pi_3ds_secret_abc',
          receiptNumber: null,
        }),
      },
      confirmDonation: { donation: donation() },
      donation: { donation: donation() },
    });
    act(() => {
      store.dispatch(environmentLoaded(environment('BR')));
    });
    fireEvent.change(await screen.findByLabelText('Seu nome'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ana@example.org' } });
    await screen.findByLabelText('Número do cartão');
    fillCard('4000002500003155');
    fireEvent.click(screen.getByRole('button', { name: /^Doar/ }));
    await waitFor(() => expect(window.location.pathname).toBe(`/donation-receipts/${ID}`));
    expect(stripe.sent.map((s) => s.url)).toEqual([
      `${STRIPE_LOCAL}/v1/tokens`,
      `${STRIPE_LOCAL}/v1/payment_intents/pi_3ds/confirm`,
    ]);
    expect(fake.callsOf('confirmDonation')[0]?.url).toBe(`/data/donations/${ID}/confirm`);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { overview, renderOrgArea, testUser } from '../../testing/renderOrgArea';
import { address, cart, invoice, payment, prices } from './testBilling';

const orgs = [{ id: 12, name: 'Green Futures', isOwner: true, selected: true }];
const MINE = { id: 12, name: 'Green Futures', isOwner: true, selected: true };
const admin = (lang: 'en' | 'es' | 'pt' = 'en') => testUser({ id: 7, lang, orgs });

describe('/admin/{orgId}/checkout/billing-address', () => {
  it('asks for a first address (labels, errors by field), then sets it on the invoice and goes on to pay', async () => {
    const { fake } = renderOrgArea('/admin/12/checkout/billing-address?invoiceId=70', 'en', admin(), {
      orgDashboard: { data: overview() },
      orgInvoice: { invoice: invoice() },
      billingAddresses: { billingAddresses: [] },
      addBillingAddress: { billingAddress: address({ id: 8 }) },
      setInvoiceBillingAddress: { invoice: invoice({ billingAddress: address({ id: 8 }) }) },
      paymentMethods: { paymentMethods: [] },
    });
    expect(await screen.findByTestId('checkout-invoice-total')).toHaveTextContent(
      'Invoice for 2 listings: $228.00',
    );
    const form = screen.getByTestId('billing-address-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Save and use this address' }));
    // Name, line 1 and city; the country (the organisation has no place to suggest one) is chosen.
    expect(await within(form).findAllByText('Fill this in.')).toHaveLength(3);
    expect(within(form).getByText('Choose a country.')).toBeInTheDocument();
    expect(fake.callsOf('addBillingAddress')).toEqual([]);
    fireEvent.change(screen.getByLabelText(/^Name on the invoice/), {
      target: { value: 'Green Futures Inc.' },
    });
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '1 Elm St' } });
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: 'Springfield' } });
    fireEvent.change(screen.getByLabelText(/^Country/), { target: { value: 'US' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save and use this address' }));
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe(
        '/admin/12/pay-by-credit-card?invoiceId=70&billingAddressId=8',
      ),
    );
    expect(fake.callsOf('addBillingAddress')[0]!.body).toMatchObject({
      name: 'Green Futures Inc.',
      country: 'US',
      line2: null,
    });
    expect(fake.callsOf('setInvoiceBillingAddress')[0]!.body).toEqual({ billingAddressId: 8 });
  });

  it('offers the saved addresses, and says when none is chosen', async () => {
    renderOrgArea('/admin/12/checkout/billing-address?invoiceId=70', 'es', admin('es'), {
      orgDashboard: { data: overview() },
      orgInvoice: { invoice: invoice() },
      billingAddresses: { billingAddresses: [address(), address({ id: 6, name: 'Otra sede' })] },
    });
    expect(await screen.findAllByTestId('billing-address-choice')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Continuar al pago' }));
    expect(await screen.findByText('Elige una dirección de facturación.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar la dirección de Otra sede' })).toBeInTheDocument();
  });
});

describe('/admin/{orgId}/payment-summary', () => {
  it('shows what was paid, the invoice (page and PDF) and the listings now live', async () => {
    renderOrgArea('/admin/12/payment-summary?paymentId=90', 'en', admin(), {
      orgDashboard: { data: overview() },
      orgPayment: { payment: payment() },
      orgInvoice: { invoice: invoice({ status: 'PAID', number: '2026-000007', paymentId: 90 }) },
    });
    expect(await screen.findByTestId('payment-amount')).toHaveTextContent(
      'Thank you. Your payment of $228.00 went through. Paid with Visa ending in 4242 on Nov 26, 2026.',
    );
    expect(screen.getByRole('link', { name: 'Invoice 2026-000007' })).toHaveAttribute(
      'href',
      '/admin/12/invoices/70',
    );
    expect(screen.getByRole('link', { name: 'Download invoice 2026-000007 (PDF)' })).toHaveAttribute(
      'href',
      '/data/invoices/70/pdf?lang=en',
    );
    const live = screen.getByTestId('summary-live');
    expect(within(live).getByRole('link', { name: 'Program officer' }).getAttribute('href')).toMatch(
      /^\/en\/.+\/31-program-officer$/,
    );
  });
});

describe('/admin/{orgId}/buy-credits', () => {
  it('shows the packs in the organisation’s currency and buys one through checkout', async () => {
    const { fake } = renderOrgArea('/admin/12/buy-credits', 'pt', admin('pt'), {
      orgDashboard: { data: overview() },
      billingPrices: prices(),
      cart: { cart: cart({ credits: 3 }) },
      checkout: {
        invoice: invoice({
          lines: [{ kind: 'PACK', packId: 'PACK_20', credits: 20, amount: 199000 }],
          total: { amount: 199000, currency: 'USD' },
        }),
      },
      orgInvoice: { invoice: invoice() },
      billingAddresses: { billingAddresses: [] },
    });
    expect(await screen.findByTestId('credit-balance')).toHaveTextContent('Seu saldo: 3 créditos.');
    const packs = screen.getAllByTestId('credit-pack');
    expect(packs[1]).toHaveTextContent(
      /20 publicações.*US\$\s1\.990,00.*US\$\s99,50 por publicação.*Válido por 365 dias/,
    );
    fireEvent.click(within(packs[1]!).getByRole('button', { name: 'Comprar o pacote de 20 publicações' }));
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe(
        '/admin/12/checkout/billing-address?invoiceId=70&pack=PACK_20',
      ),
    );
    expect(fake.callsOf('checkout')[0]!.body).toEqual({ pack: 'PACK_20' });
  });

  it('shows one pack at credits/{packId}', async () => {
    renderOrgArea('/admin/12/credits/PACK_50', 'en', admin(), {
      orgDashboard: { data: overview() },
      billingPrices: prices(),
      cart: { cart: cart() },
    });
    const packs = await screen.findAllByTestId('credit-pack');
    expect(packs).toHaveLength(1);
    expect(packs[0]).toHaveTextContent('50 postings');
    expect(screen.getByRole('link', { name: 'See all packs' })).toHaveAttribute(
      'href',
      '/admin/12/buy-credits',
    );
  });

  it('/buy-credits leads to the chosen organisation’s page', async () => {
    renderOrgArea('/buy-credits', 'en', admin(), {
      myOrganizations: { data: { organizations: [MINE] } },
      orgDashboard: { data: overview() },
      billingPrices: prices(),
      cart: { cart: cart() },
    });
    await waitFor(() => expect(window.location.pathname).toBe('/admin/12/buy-credits'));
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { overview, refusal, renderOrgArea, testUser } from '../../testing/renderOrgArea';
import { ADDRESS, OPEN_INVOICE, testInvoice } from './testRecords';

const orgs = [{ id: 12, name: 'Green Futures', isOwner: true, selected: true }];
const admin = (lang: 'en' | 'es' | 'pt' = 'en') => testUser({ id: 7, lang, orgs });
const OTHER = {
  ...ADDRESS,
  id: 5,
  name: 'Green Futures UK',
  line1: '1 High Street',
  country: 'GB',
  taxId: null,
};

describe('/admin/{orgId}/invoices/{invoiceId}/billing-address', () => {
  it('chooses a saved address for an open invoice, then shows the invoice', async () => {
    const { fake } = renderOrgArea('/admin/12/invoices/32/billing-address', 'en', admin(), {
      orgDashboard: { data: overview() },
      orgInvoice: { invoice: { ...OPEN_INVOICE, billingAddress: ADDRESS } },
      billingAddresses: { billingAddresses: [ADDRESS, OTHER] },
      setInvoiceBillingAddress: { invoice: { ...OPEN_INVOICE, billingAddress: OTHER } },
    });
    expect(
      await screen.findByRole('heading', { name: 'Billing address: Pro forma invoice' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Current')).toBeInTheDocument();
    fireEvent.click(
      screen.getByRole('button', { name: 'Use this address: Green Futures UK, 1 High Street' }),
    );
    await waitFor(() => expect(fake.callsOf('setInvoiceBillingAddress')).toHaveLength(1));
    expect(fake.callsOf('setInvoiceBillingAddress')[0]).toMatchObject({
      url: '/data/orgdashboard/12/invoices/32/billing-address',
      body: { billingAddressId: 5 },
    });
    await waitFor(() => expect(window.location.pathname).toBe('/admin/12/invoices/32'));
  });

  it('adds a new address with labelled fields, errors by field, and uses it (in Spanish)', async () => {
    const { fake } = renderOrgArea('/admin/12/invoices/32/billing-address', 'es', admin('es'), {
      orgDashboard: { data: overview() },
      orgInvoice: { invoice: OPEN_INVOICE },
      billingAddresses: { billingAddresses: [] },
      addBillingAddress: ({ body }) => ({ billingAddress: { ...ADDRESS, ...(body as object), id: 9 } }),
      setInvoiceBillingAddress: { invoice: { ...OPEN_INVOICE, billingAddress: ADDRESS } },
    });
    const save = await screen.findByRole('button', { name: 'Guardar y usar esta dirección' });
    fireEvent.click(save);
    // The contract's own schema refuses before anything is sent, each code beside its field.
    expect(await screen.findAllByText('Completa este campo.')).toHaveLength(3);
    expect(screen.getByText('Elige un país.')).toBeInTheDocument();
    expect(fake.callsOf('addBillingAddress')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Nombre en la factura'), { target: { value: 'Río Verde A.C.' } });
    fireEvent.change(screen.getByLabelText('Dirección'), { target: { value: 'Av. Juárez 5' } });
    fireEvent.change(screen.getByLabelText('Ciudad'), { target: { value: 'Ciudad de México' } });
    fireEvent.change(screen.getByLabelText('País'), { target: { value: 'MX' } });
    fireEvent.change(screen.getByLabelText(/Correo de facturación/), {
      target: { value: 'pagos@rioverde.example' },
    });
    fireEvent.click(save);
    await waitFor(() => expect(fake.callsOf('setInvoiceBillingAddress')).toHaveLength(1));
    expect(fake.callsOf('addBillingAddress')[0]!.body).toMatchObject({
      name: 'Río Verde A.C.',
      line1: 'Av. Juárez 5',
      city: 'Ciudad de México',
      country: 'MX',
      email: 'pagos@rioverde.example',
    });
    expect(fake.callsOf('setInvoiceBillingAddress')[0]!.body).toEqual({ billingAddressId: 9 });
    await waitFor(() => expect(window.location.pathname).toBe('/admin/12/invoices/32'));
  });

  it('says plainly when the invoice was paid meanwhile (409 INVOICE_PAID)', async () => {
    renderOrgArea('/admin/12/invoices/32/billing-address', 'en', admin(), {
      orgDashboard: { data: overview() },
      orgInvoice: { invoice: OPEN_INVOICE },
      billingAddresses: { billingAddresses: [ADDRESS] },
      setInvoiceBillingAddress: refusal(409, { invoice: 'INVOICE_PAID' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Use this address/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invoice is already paid, so its billing address can no longer change. Reload the page to see it.',
    );
    expect(window.location.pathname).toBe('/admin/12/invoices/32/billing-address');
  });

  it('a paid invoice’s address cannot change: no form', async () => {
    renderOrgArea('/admin/12/invoices/31/billing-address', 'pt', admin('pt'), {
      orgDashboard: { data: overview() },
      orgInvoice: { invoice: testInvoice() },
      billingAddresses: { billingAddresses: [ADDRESS] },
    });
    expect(await screen.findByTestId('billing-address-locked')).toHaveTextContent(
      'Esta fatura já foi paga, então o endereço de cobrança não pode mais mudar.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});

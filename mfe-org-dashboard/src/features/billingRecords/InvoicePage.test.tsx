import { screen, within } from '@testing-library/react';
import { overview, renderOrgArea, testUser } from '../../testing/renderOrgArea';
import { OPEN_INVOICE, testInvoice } from './testRecords';

const orgs = [{ id: 12, name: 'Green Futures', isOwner: true, selected: true }];
const admin = (lang: 'en' | 'es' | 'pt' = 'en') => testUser({ id: 7, lang, orgs });

describe('/admin/{orgId}/invoices/{invoiceId}', () => {
  it('shows a paid invoice: lines, total, billed-to, its payment and PDF, and nothing to pay', async () => {
    renderOrgArea('/admin/12/invoices/31', 'en', admin(), {
      orgDashboard: { data: overview() },
      orgInvoice: { invoice: testInvoice() },
    });
    expect(await screen.findByRole('heading', { name: 'Invoice 2026-000123' })).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'What the invoice is for' });
    expect(
      within(lines)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ItemAmount',
      'Job: Field coordinator$99.00',
      'Credit pack: 10 postings$790.00',
      'Total$889.00',
    ]);
    expect(screen.getByTestId('billing-address')).toHaveTextContent(
      'Green Futures AssociationRua das Flores 1001000-000 São Paulo SPBrazilfinance@greenfutures.exampleTax ID: 12.345.678/0001-90',
    );
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/data/invoices/31/pdf?lang=en',
    );
    expect(screen.getByRole('link', { name: 'View the payment' })).toHaveAttribute(
      'href',
      '/admin/12/payments/8',
    );
    expect(screen.getByRole('link', { name: 'Printable version' })).toHaveAttribute('href', '/invoices/31');
    expect(screen.queryByRole('link', { name: 'Pay this invoice' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Change billing address' })).toBeNull();
  });

  it('an open one is a pro forma with Pay and Change billing address (in Portuguese)', async () => {
    renderOrgArea('/admin/12/invoices/32', 'pt', admin('pt'), {
      orgDashboard: { data: overview() },
      orgInvoice: { invoice: OPEN_INVOICE },
    });
    expect(await screen.findByRole('heading', { name: 'Fatura pró-forma' })).toBeInTheDocument();
    expect(
      screen.getByText('Esta fatura aguarda pagamento. Ela é numerada quando é paga.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pagar esta fatura' })).toHaveAttribute(
      'href',
      '/admin/12/checkout/billing-address?invoiceId=32',
    );
    expect(screen.getByRole('link', { name: 'Alterar o endereço de cobrança' })).toHaveAttribute(
      'href',
      '/admin/12/invoices/32/billing-address',
    );
    expect(screen.getByText(/Nenhum endereço de cobrança escolhido ainda/)).toBeInTheDocument();
    expect(screen.getByTestId('invoice-total')).toHaveTextContent(/US\$\s49,00/);
  });

  it('a refunded one names its credit note', async () => {
    renderOrgArea('/admin/12/invoices/31', 'en', admin(), {
      orgDashboard: { data: overview() },
      orgInvoice: { invoice: testInvoice({ status: 'REFUNDED', creditNoteNumber: 'CN-2026-000004' }) },
    });
    expect(
      await screen.findByText('This invoice was refunded; credit note CN-2026-000004 cancels it.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('invoice-status')).toHaveTextContent('↺Refunded');
  });

  it('another organisation’s invoice (the api’s 404) is not found', async () => {
    renderOrgArea('/admin/12/invoices/99', 'en', admin(), { orgDashboard: { data: overview() } });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it('an id that is not one is not found, and never the placeholder section', async () => {
    renderOrgArea('/admin/12/invoices/abc', 'en', admin(), { orgDashboard: { data: overview() } });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(screen.queryByTestId('org-dashboard-section')).toBeNull();
  });
});

describe('/invoices/{invoiceId}', () => {
  it('prints the invoice with its organisation and PDF (GET /data/invoices/{id} → { org, invoice })', async () => {
    const { fake } = renderOrgArea('/invoices/31', 'es', admin('es'), {
      invoice: { org: { id: 12, name: 'Green Futures', slug: 'green-futures' }, invoice: testInvoice() },
    });
    expect(await screen.findByRole('heading', { name: 'Factura 2026-000123', level: 1 })).toBeInTheDocument();
    expect(fake.callsOf('invoice')[0]!.url).toBe('/data/invoices/31');
    expect(screen.getByTestId('invoice-org')).toHaveTextContent('Green Futures');
    expect(screen.getByTestId('invoice-total')).toHaveTextContent(/889,00\sUS\$/);
    expect(screen.getByRole('link', { name: 'Descargar PDF' })).toHaveAttribute(
      'href',
      '/data/invoices/31/pdf?lang=es',
    );
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Facturar a', level: 2 })).toBeInTheDocument();
  });

  it('another organisation’s invoice is not found', async () => {
    renderOrgArea('/invoices/99', 'en', admin(), {});
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { overview, renderOrgArea, testUser } from '../../testing/renderOrgArea';
import { OPEN_INVOICE, testInvoice } from './testRecords';

const orgs = [{ id: 12, name: 'Green Futures', isOwner: true, selected: true }];
const admin = (lang: 'en' | 'es' | 'pt' = 'en') => testUser({ id: 7, lang, orgs });

describe('/admin/{orgId}/invoices', () => {
  it('lists the invoices by number ("Pro forma" while open), date, total and status in words', async () => {
    renderOrgArea('/admin/12/invoices', 'en', admin(), {
      orgDashboard: { data: overview() },
      orgInvoices: {
        invoices: [
          OPEN_INVOICE,
          testInvoice(),
          testInvoice({ id: 30, number: null, status: 'VOID', paid: null, paymentId: null }),
        ],
      },
    });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByTestId('invoice-link').textContent)).toEqual([
      'Pro forma',
      '2026-000123',
      'Pro forma',
    ]);
    expect(rows.map((row) => within(row).getByTestId('invoice-status').textContent)).toEqual([
      '◷Open',
      '✓Paid',
      '⊘Void',
    ]);
    expect(within(rows[1]!).getByRole('link', { name: '2026-000123' })).toHaveAttribute(
      'href',
      '/admin/12/invoices/31',
    );
    expect(rows[1]).toHaveTextContent('$889.00');
    expect(rows[1]).toHaveTextContent('Nov 20, 2026');
    expect(screen.getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page');
  });

  it('formats money and dates for the page’s language', async () => {
    renderOrgArea('/admin/12/invoices', 'pt', admin('pt'), {
      orgDashboard: { data: overview() },
      orgInvoices: { invoices: [testInvoice({ total: { amount: 123450, currency: 'BRL' } })] },
    });
    const table = await screen.findByRole('table');
    expect(table).toHaveTextContent(/R\$\s1\.234,50/);
    expect(table).toHaveTextContent('20 de nov. de 2026');
    expect(within(table).getByTestId('invoice-status')).toHaveTextContent('Paga');
  });

  it('with none, says how an invoice comes to be and leads to the cart and to credits (in Spanish)', async () => {
    renderOrgArea('/admin/12/invoices', 'es', admin('es'), {
      orgDashboard: { data: overview() },
      orgInvoices: { invoices: [] },
    });
    expect(await screen.findByRole('heading', { name: 'Todavía no hay facturas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al carrito' })).toHaveAttribute('href', '/admin/12/cart');
    expect(screen.getByRole('link', { name: 'Comprar créditos' })).toHaveAttribute(
      'href',
      '/admin/12/buy-credits',
    );
  });

  it('/invoices leads to the chosen organisation’s invoices', async () => {
    renderOrgArea('/invoices', 'en', admin(), {
      myOrganizations: { data: { organizations: orgs } },
      orgDashboard: { data: overview() },
      orgInvoices: { invoices: [] },
    });
    expect(await screen.findByTestId('org-invoices')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/12/invoices');
  });
});

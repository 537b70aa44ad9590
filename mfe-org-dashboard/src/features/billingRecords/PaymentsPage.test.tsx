import { screen, within } from '@testing-library/react';
import { overview, renderOrgArea, testUser } from '../../testing/renderOrgArea';
import { testPayment } from './testRecords';

const orgs = [{ id: 12, name: 'Green Futures', isOwner: true, selected: true }];
const admin = (lang: 'en' | 'es' | 'pt' = 'en') => testUser({ id: 7, lang, orgs });

describe('/admin/{orgId}/payments', () => {
  it('lists the payments: date, amount, card •••• last4, status and the invoices they paid', async () => {
    renderOrgArea('/admin/12/payments', 'en', admin(), {
      orgDashboard: { data: overview() },
      orgPayments: {
        payments: [
          testPayment(),
          testPayment({
            id: 9,
            status: 'FAILED',
            invoiceIds: [32, 33],
            card: { brand: 'MASTERCARD', last4: '0002' },
          }),
        ],
      },
    });
    const table = await screen.findByRole('table');
    const [paid, declined] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(paid).toHaveTextContent('$889.00');
    expect(within(paid).getByText('Visa •••• 4242')).toHaveAttribute('aria-hidden', 'true');
    expect(paid).toHaveTextContent('Visa card ending in 4242');
    expect(within(paid).getByTestId('payment-status')).toHaveTextContent('✓Paid');
    expect(within(paid).getByRole('link', { name: 'Invoice #31' })).toHaveAttribute(
      'href',
      '/admin/12/invoices/31',
    );
    expect(within(paid).getByTestId('payment-link')).toHaveAttribute('href', '/admin/12/payments/8');
    expect(within(declined).getByTestId('payment-status')).toHaveTextContent('✕Declined');
    expect(within(declined).getAllByRole('link', { name: /Invoice #/ })).toHaveLength(2);
  });

  it('with none, says when one appears (in Portuguese)', async () => {
    renderOrgArea('/admin/12/payments', 'pt', admin('pt'), {
      orgDashboard: { data: overview() },
      orgPayments: { payments: [] },
    });
    expect(await screen.findByRole('heading', { name: 'Nenhum pagamento ainda' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver suas faturas' })).toHaveAttribute(
      'href',
      '/admin/12/invoices',
    );
  });
});

describe('/admin/{orgId}/payments/{paymentId}', () => {
  it('shows the payment: amount, card, who paid, its invoices (in Spanish)', async () => {
    renderOrgArea('/admin/12/payments/8', 'es', admin('es'), {
      orgDashboard: { data: overview() },
      orgPayment: { payment: testPayment({ amount: { amount: 150000, currency: 'MXN' } }) },
    });
    expect(await screen.findByRole('heading', { name: /^Pago de 1500,00\sMXN$/ })).toBeInTheDocument();
    expect(screen.getByTestId('payment-card')).toHaveTextContent('Tarjeta Visa terminada en 4242');
    expect(screen.getByText('Ana Lima')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Factura n.º 31' })).toHaveAttribute(
      'href',
      '/admin/12/invoices/31',
    );
    expect(screen.getByRole('link', { name: 'Todos los pagos' })).toHaveAttribute(
      'href',
      '/admin/12/payments',
    );
  });

  it('a declined one says nothing was charged; a refunded one when', async () => {
    renderOrgArea('/admin/12/payments/9', 'en', admin(), {
      orgDashboard: { data: overview() },
      orgPayment: {
        payment: testPayment({ id: 9, status: 'REFUNDED', refunded: '2026-11-25T12:00:00.000Z' }),
      },
    });
    expect(await screen.findByText('This payment was refunded to the card.')).toBeInTheDocument();
    expect(screen.getByText('Refunded on')).toBeInTheDocument();
  });

  it('another organisation’s payment is not found', async () => {
    renderOrgArea('/admin/12/payments/99', 'en', admin(), { orgDashboard: { data: overview() } });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});

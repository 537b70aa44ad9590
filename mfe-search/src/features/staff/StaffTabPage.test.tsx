import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { patchHistoryApi } from 'single-spa';
import type { RouteAnswer } from '@opengood/contracts/routes';
import { HttpError, testUser, userLoaded } from '@opengood/platform';
import { answer, currentUrl, renderSearch } from '../../testing/renderSearch';

// As in the browser once single-spa started: history changes become routing (popstate) events.
patchHistoryApi();

const staff = testUser({ permissions: ['staff'] });

const payment = (id: number, over: Partial<RouteAnswer<'staffPayments'>['results'][number]> = {}) => ({
  id,
  orgId: 12,
  orgName: 'Green Futures',
  status: 'SUCCEEDED' as const,
  amount: { amount: 12900, currency: 'BRL' as const },
  invoiceIds: [3],
  card: { brand: 'VISA' as const, last4: '4242' },
  clientSecret: null,
  created: '2026-11-20T10:00:00.000Z',
  refunded: null,
  paidBy: { id: 7, name: 'Ana Lima' },
  ...over,
});

const donations: RouteAnswer<'staffDonations'> = {
  results: [
    {
      id: '0b7e4a52-93f5-4b8e-9b1c-2f1d8c9a6e01',
      status: 'SUCCEEDED',
      amount: { amount: 10000, currency: 'BRL' },
      name: 'Ana Lima',
      email: 'ana@example.org',
      anonymous: true,
      receiptNumber: 'D-2026-000042',
      created: '2026-11-26T10:00:00.000Z',
      card: { brand: 'VISA', last4: '4242' },
    },
  ],
  total: 1,
  page: 1,
};

function signIn(store: ReturnType<typeof renderSearch>['store'], user = staff) {
  act(() => {
    store.dispatch(userLoaded(user));
  });
}

describe('staff search tabs', () => {
  it('staff see the four tabs after the search types, keeping the keywords', async () => {
    const { store } = renderSearch('/en/jobs?q=nurse', answer(['Nurse']));
    signIn(store);
    const tabs = await screen.findByRole('navigation', { name: 'What to search' });
    expect(within(tabs).getByRole('link', { name: 'Donations' })).toHaveAttribute(
      'href',
      '/en/donations?q=nurse',
    );
    expect(within(tabs).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/en/users?q=nurse');
  });

  it('others never see them, and their addresses are not found', async () => {
    const { store, fake } = renderSearch('/en/jobs', answer(['Nurse']));
    signIn(store, testUser());
    const tabs = await screen.findByRole('navigation', { name: 'What to search' });
    expect(within(tabs).queryByRole('link', { name: 'Donations' })).toBeNull();
    act(() => {
      window.history.pushState(null, '', '/pt/doacoes');
    });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(fake.callsOf('staffDonations')).toHaveLength(0);
  });

  it('Donations in Portuguese: q from the search box, a dense table, paged', async () => {
    const { store, fake } = renderSearch('/pt/doacoes?q=ana', answer([]), 'pt', undefined, {
      staffDonations: ({ query }) => ({ ...donations, page: Number(query.get('page') ?? 1), total: 45 }),
    });
    signIn(store);
    expect(await screen.findByRole('heading', { level: 1, name: 'Doações' })).toBeInTheDocument();
    const table = await screen.findByTestId('staff-results');
    expect(within(table).getByRole('link', { name: 'D-2026-000042' })).toHaveAttribute(
      'href',
      '/donation-receipts/0b7e4a52-93f5-4b8e-9b1c-2f1d8c9a6e01',
    );
    expect(within(table).getAllByText(/R\$\s100,00/).length).toBeGreaterThan(0);
    expect(screen.getByText('45 resultados')).toBeInTheDocument();
    expect(fake.callsOf('staffDonations')[0]?.query).toEqual({ q: 'ana', page: '1' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Pesquisar doações' }), {
      target: { value: 'lucia' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(currentUrl()).toBe('/pt/doacoes?q=lucia'));
    await waitFor(() =>
      expect(fake.callsOf('staffDonations').at(-1)?.query).toEqual({ q: 'lucia', page: '1' }),
    );
  });

  it('a staff refund: confirm dialog with focus on Cancel, then the row says refunded', async () => {
    let refunded = false;
    const { store, fake } = renderSearch('/en/payments', answer([]), 'en', undefined, {
      staffPayments: () => ({ results: [payment(5), payment(6, { status: 'REFUNDED' })], total: 2, page: 1 }),
      refundPayment: ({ params }) => {
        refunded = true;
        const { orgName: _org, ...rest } = payment(Number(params.paymentId));
        return { payment: { ...rest, status: 'REFUNDED', refunded: '2026-11-26T11:00:00.000Z' } };
      },
    });
    signIn(store);
    const open = await screen.findByRole('button', { name: 'Refund payment 5 of Green Futures' });
    // Only a succeeded payment can be refunded.
    expect(screen.queryByRole('button', { name: 'Refund payment 6 of Green Futures' })).toBeNull();
    fireEvent.click(open);
    const dialog = await screen.findByRole('alertdialog', { name: 'Refund R$129.00 to Green Futures?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund R$129.00' }));
    await waitFor(() => expect(screen.getByTestId('payment-status-5')).toHaveTextContent('Refunded'));
    expect(refunded).toBe(true);
    expect(fake.callsOf('refundPayment')[0]?.url).toBe('/data/staff/payments/5/refund');
    expect(screen.getByText('Payment 5 refunded.')).toHaveAttribute('role', 'status');
  });

  it('a refusal is said, and the row stays as it was', async () => {
    const body = { message: 'Refused', errors: { payment: 'NOT_REFUNDABLE' } };
    const { store } = renderSearch('/en/payments', answer([]), 'en', undefined, {
      staffPayments: { results: [payment(5)], total: 1, page: 1 },
      refundPayment: new HttpError(409, JSON.stringify(body), body),
    });
    signIn(store);
    fireEvent.click(await screen.findByRole('button', { name: 'Refund payment 5 of Green Futures' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /^Refund/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment cannot be refunded');
    expect(screen.getByTestId('payment-status-5')).toHaveTextContent('Succeeded');
  });
});

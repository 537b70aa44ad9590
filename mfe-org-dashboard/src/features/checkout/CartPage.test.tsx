import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { overview, refusal, renderOrgArea, testUser } from '../../testing/renderOrgArea';
import { cart, invoice } from './testBilling';

const orgs = [{ id: 12, name: 'Green Futures', isOwner: true, selected: true }];
const admin = (lang: 'en' | 'es' | 'pt' = 'en') => testUser({ id: 7, lang, orgs });

describe('/admin/{orgId}/cart', () => {
  it('lists the listings waiting for payment with their type, date and price, and the total, in Spanish', async () => {
    renderOrgArea('/admin/12/cart', 'es', admin('es'), {
      orgDashboard: { data: overview() },
      cart: { cart: cart() },
    });
    const table = await screen.findByRole('table', { name: 'Anuncios que esperan el pago' });
    const rows = within(table).getAllByTestId('cart-item');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Program officer.*Empleo.*20 nov 2026.*149,00\sUS\$/),
      expect.stringMatching(/Research intern.*Pasantía.*21 nov 2026.*79,00\sUS\$/),
    ]);
    expect(screen.getByTestId('cart-total')).toHaveTextContent(/228,00\sUS\$/);
    expect(screen.getByText('Compra un paquete de créditos para publicar por menos.')).toBeInTheDocument();
    // Without credits there is nothing to publish with.
    expect(screen.queryByRole('button', { name: /con un crédito/ })).toBeNull();
  });

  it('takes a listing out after asking (it goes back to draft), and says so', async () => {
    let current = cart();
    const { fake } = renderOrgArea('/admin/12/single-checkout/cart', 'en', admin(), {
      orgDashboard: { data: overview() },
      cart: () => ({ cart: current }),
      removeCartItem: () => {
        current = cart({ items: current.items.slice(1), count: 1, total: { amount: 7900, currency: 'USD' } });
        return { cart: current };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Program officer from the cart' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Program officer from the cart?' });
    expect(dialog).toHaveTextContent('The listing goes back to your drafts.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText('Program officer was removed from the cart and is a draft again.'),
    ).toBeInTheDocument();
    expect(fake.callsOf('removeCartItem')[0]!.url).toBe('/data/orgdashboard/12/cart/items/31');
    await waitFor(() => expect(screen.getAllByTestId('cart-item')).toHaveLength(1));
  });

  it('publishes an item with a credit when the organisation has some, and says when none is left', async () => {
    const { fake } = renderOrgArea('/admin/12/cart', 'pt', admin('pt'), {
      orgDashboard: { data: overview() },
      cart: { cart: cart({ credits: 1 }) },
      publishWithCredit: refusal(409, { credits: 'NO_CREDITS' }),
    });
    expect(await screen.findByTestId('cart-credits')).toHaveTextContent('Você tem 1 crédito de publicação.');
    fireEvent.click(screen.getByRole('button', { name: 'Publicar Program officer com um crédito' }));
    expect(await screen.findByText('Você não tem mais créditos.')).toBeInTheDocument();
    expect(fake.callsOf('publishWithCredit')[0]!.url).toBe('/data/orgdashboard/12/cart/items/31/credit');
  });

  it('checks out the cart into an invoice and goes on to its billing address', async () => {
    const { fake } = renderOrgArea('/admin/12/cart', 'en', admin(), {
      orgDashboard: { data: overview() },
      cart: { cart: cart() },
      checkout: { invoice: invoice() },
      orgInvoice: { invoice: invoice() },
      billingAddresses: { billingAddresses: [] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Checkout' }));
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe(
        '/admin/12/checkout/billing-address?invoiceId=70',
      ),
    );
    expect(fake.callsOf('checkout')[0]!.body).toEqual({ pack: null });
  });

  it('says the cart is empty, with a way to post', async () => {
    renderOrgArea('/admin/12/cart', 'en', admin(), {
      orgDashboard: { data: overview() },
      cart: { cart: cart({ items: [], count: 0, total: { amount: 0, currency: 'USD' } }) },
    });
    expect(await screen.findByTestId('cart-empty')).toHaveTextContent('Your cart is empty.');
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
  });
});

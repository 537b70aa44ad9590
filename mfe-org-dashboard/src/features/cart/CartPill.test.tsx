import { act, render, screen, within } from '@testing-library/react';
import type { Lang } from '@opengood/contracts';
import {
  AppProviders,
  createAppStore,
  createI18n,
  createSlotHost,
  Slot,
  testUser,
  userLoaded,
} from '@opengood/platform';
import { createFakeHttp, type FakeHandlers } from '@opengood/platform/testing';
import type { Cart } from '@opengood/contracts';
import { mutationStarted, mutationSucceeded } from '@opengood/platform';
import { slots } from '../../slots';
import { cartPath } from './CartPill';

// The ./slots module is loaded on pages of every area: it must not bring the area's page table with it.
jest.mock('../../pages', () => {
  throw new Error('the slots module imports the page table');
});

/** The header's slot on another area's page, filled from this area's ./slots module as the shell does it. */
async function renderHeaderSlot(
  lang: Lang,
  user: ReturnType<typeof testUser> | null,
  handlers: FakeHandlers = {},
) {
  const store = createAppStore();
  const fake = createFakeHttp(handlers);
  const i18n = createI18n(lang);
  const reportError = jest.fn();
  const host = createSlotHost({
    store,
    i18n,
    sources: async () => [{ area: 'mfe-org-dashboard', load: async () => slots }],
    reportError,
  });
  store.dispatch(userLoaded(user));
  render(
    <AppProviders
      store={store}
      i18n={i18n}
      platform={{
        http: fake.http,
        preload: () => undefined,
        supportUrl: 'https://support.example',
        slots: host,
      }}
    >
      <Slot name="header.actions" props={{ pathname: '/en/jobs' }} />
    </AppProviders>,
  );
  await act(() => host.load());
  expect(reportError).not.toHaveBeenCalled();
  return { store, fake };
}

const cartOf = (count: number): Cart => ({
  items: Array.from({ length: count }, (_, i) => ({
    listingId: i + 1,
    listingType: 'JOB' as const,
    title: `Job ${i + 1}`,
    price: { amount: 9900, currency: 'USD' as const },
    added: '2026-11-20T00:00:00.000Z',
  })),
  count,
  total: { amount: 9900 * count, currency: 'USD' },
  credits: 0,
});

const member = testUser({
  orgs: [
    { id: 12, name: 'Casa Verde', isOwner: true, selected: false },
    { id: 40, name: 'Open Books', isOwner: true, selected: false },
  ],
  permissions: ['orgAdmin'],
});

const inOne = testUser({ orgs: [member.orgs[0]!], permissions: ['orgAdmin'] });

describe('the cart pill (the org dashboard’s fill of the header)', () => {
  it("shows an organisation member their organisation's cart, without a made-up count", async () => {
    await renderHeaderSlot('en', inOne);
    const pill = screen.getByRole('link', { name: "Open your organization's cart" });
    expect(pill).toHaveAttribute('href', '/admin/12/cart');
    expect(pill).toHaveAttribute('data-testid', 'cart-pill');
    expect(pill.textContent).toBe('Cart');
  });

  it.each([
    ['es', 'Abrir el carrito de tu organización', 'Carrito'],
    ['pt', 'Abrir o carrinho da sua organização', 'Carrinho'],
  ] as const)('speaks %s', async (lang, name, label) => {
    await renderHeaderSlot(lang, inOne);
    expect(screen.getByRole('link', { name })).toHaveTextContent(label);
  });

  it('gives its place to the organisation switcher for someone in several organisations', async () => {
    await renderHeaderSlot('en', member);
    expect(screen.queryByTestId('cart-pill')).toBeNull();
    expect(screen.getByTestId('org-switcher')).toBeInTheDocument();
  });

  it('shows nothing to a signed-in user in no organisation, or to a visitor', async () => {
    await renderHeaderSlot('en', testUser({ orgs: [] }));
    expect(screen.queryByTestId('cart-pill')).toBeNull();
    await renderHeaderSlot('en', null);
    expect(screen.queryByTestId('cart-pill')).toBeNull();
  });

  it('leads to the cart of the organisation the user chose, else of their first one', () => {
    expect(cartPath(member)).toBe('/admin/12/cart');
    const chose40 = { ...member, orgs: member.orgs.map((org) => ({ ...org, selected: org.id === 40 })) };
    expect(cartPath(chose40)).toBe('/admin/40/cart');
    expect(cartPath(testUser({ orgs: [] }))).toBeNull();
  });

  it('is, with the organisation switcher, this area’s fill of the header’s actions', () => {
    expect(Object.keys(slots.fills)).toEqual(['header.actions']);
    expect(slots.fills['header.actions']?.map((fill) => fill.id)).toEqual(['cart-pill', 'org-switcher']);
    expect(slots.strings?.ns).toBe('orgDashboard');
  });

  it('shows the cart’s count, named for screen readers, and follows the writes that change the cart', async () => {
    let count = 2;
    const { store, fake } = await renderHeaderSlot('es', inOne, { cart: () => ({ cart: cartOf(count) }) });
    const pill = await screen.findByRole('link', { name: 'Carrito, 2 artículos' });
    expect(within(pill).getByTestId('cart-pill-count')).toHaveTextContent('2');
    expect(fake.callsOf('cart')[0]!.url).toBe('/data/orgdashboard/12/cart');
    // A listing removed from the cart on the cart page: the pill asks again once the write settled.
    count = 1;
    act(() => void store.dispatch(mutationStarted({ id: 'mfe-org-dashboard/removeCartItem:1' })));
    act(() => void store.dispatch(mutationSucceeded({ id: 'mfe-org-dashboard/removeCartItem:1' })));
    expect(await screen.findByRole('link', { name: 'Carrito, 1 artículo' })).toBeInTheDocument();
    // Another area's unrelated write does not reload it.
    const calls = fake.callsOf('cart').length;
    act(() => void store.dispatch(mutationSucceeded({ id: 'mfe-user-dashboard/saveProfile' })));
    expect(fake.callsOf('cart')).toHaveLength(calls);
  });

  it('shows no number when the cart is empty, and says so', async () => {
    await renderHeaderSlot('pt', inOne, { cart: { cart: cartOf(0) } });
    const pill = await screen.findByRole('link', { name: 'Carrinho, vazio' });
    expect(within(pill).queryByTestId('cart-pill-count')).toBeNull();
  });
});

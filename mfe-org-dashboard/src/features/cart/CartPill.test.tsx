import { act, render, screen } from '@testing-library/react';
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
import { createFakeHttp } from '@opengood/platform/testing';
import { slots } from '../../slots';
import { cartPath } from './CartPill';

// The ./slots module is loaded on pages of every area: it must not bring the area's page table with it.
jest.mock('../../pages', () => {
  throw new Error('the slots module imports the page table');
});

/** The header's slot on another area's page, filled from this area's ./slots module as the shell does it. */
async function renderHeaderSlot(lang: Lang, user: ReturnType<typeof testUser> | null) {
  const store = createAppStore();
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
        http: createFakeHttp().http,
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
}

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
});

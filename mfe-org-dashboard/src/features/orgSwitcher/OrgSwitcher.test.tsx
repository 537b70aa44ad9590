import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Lang, MyOrganization } from '@opengood/contracts';
import {
  AppProviders,
  createAppStore,
  createI18n,
  createSlotHost,
  selectUser,
  Slot,
  testUser,
  userLoaded,
} from '@opengood/platform';
import { createFakeHttp, type FakeHandlers } from '@opengood/platform/testing';
import { slots } from '../../slots';
import { currentOrganization, switchPath } from './OrgSwitcher';

// The ./slots module is loaded on pages of every area: it must not bring the area's page table with it.
jest.mock('../../pages', () => {
  throw new Error('the slots module imports the page table');
});

const ORGS = [
  { id: 12, name: 'Río Verde', isOwner: false, selected: true },
  { id: 40, name: 'Casa Abierta', isOwner: true, selected: false },
  { id: 7, name: 'Banco de Alimentos', isOwner: false, selected: false },
];

/** The answer of PUT /users/me/selected-organization: the user's organisations by name, one selected. */
const chosen = (orgId: number): MyOrganization[] =>
  [...ORGS]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((org) => ({ ...org, selected: org.id === orgId }));

/** The header's slot on `pathname`, filled from this area's ./slots module as the shell does it. */
async function renderSwitcher(
  lang: Lang,
  pathname: string,
  orgs: typeof ORGS = ORGS,
  handlers: FakeHandlers = {
    selectOrganization: ({ body }) => ({
      data: { organizations: chosen((body as { orgId: number }).orgId) },
    }),
  },
) {
  window.history.replaceState(null, '', pathname);
  const store = createAppStore();
  const i18n = createI18n(lang);
  const fake = createFakeHttp(handlers);
  const reportError = jest.fn();
  const host = createSlotHost({
    store,
    i18n,
    sources: async () => [{ area: 'mfe-org-dashboard', load: async () => slots }],
    reportError,
  });
  store.dispatch(userLoaded(testUser({ lang, orgs, permissions: ['orgAdmin'] })));
  render(
    <AppProviders
      store={store}
      i18n={i18n}
      platform={{ http: fake.http, preload: () => undefined, supportUrl: 'https://x.example', slots: host }}
    >
      <Slot name="header.actions" props={{ pathname }} />
    </AppProviders>,
  );
  await act(() => host.load());
  expect(reportError).not.toHaveBeenCalled();
  return { store, fake };
}

describe('the organisation switcher (the org dashboard’s fill of the header)', () => {
  it('shows nothing to someone in one organisation (who has the cart pill) or none', async () => {
    await renderSwitcher('en', '/en/jobs', [ORGS[0]!]);
    expect(screen.queryByTestId('org-switcher')).toBeNull();
    await renderSwitcher('en', '/en/jobs', []);
    expect(screen.queryByTestId('org-switcher')).toBeNull();
  });

  it('names the current organisation: the dashboard on screen, else the chosen one (in Spanish)', async () => {
    await renderSwitcher('es', '/admin/40/admins');
    expect(screen.getByRole('button', { name: 'Casa Abierta: cambiar de organización' })).toBeInTheDocument();
    // In the cart pill's place.
    expect(screen.queryByTestId('cart-pill')).toBeNull();
  });

  it('is a menu for the keyboard: the organisations by name, the current one marked, Escape goes back', async () => {
    await renderSwitcher('pt', '/pt/empregos');
    const trigger = screen.getByRole('button', { name: 'Río Verde: trocar de organização' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu', { name: 'Suas organizações' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Banco de Alimentos',
      'Casa AbiertaProprietário(a)',
      'Río Verde',
      'Carrinho de Río Verde',
      'Todas as suas organizações',
    ]);
    expect(items[0]).toHaveFocus();
    expect(items[2]).toHaveAttribute('aria-current', 'true');
    expect(items[0]).not.toHaveAttribute('aria-current');
    expect(items[3]).toHaveAttribute('href', '/admin/12/cart');
    expect(items[4]).toHaveAttribute('href', '/select-org');
    fireEvent.keyDown(items[0]!, { key: 'End' });
    expect(items[4]).toHaveFocus();
    fireEvent.keyDown(items[4]!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('switching remembers the choice, marks it in the session and opens the same section', async () => {
    const { store, fake } = await renderSwitcher('en', '/admin/12/admins');
    fireEvent.click(screen.getByRole('button', { name: 'Río Verde: switch organization' }), { detail: 1 });
    const other = screen.getByRole('menuitem', { name: /^Casa Abierta/ });
    expect(other).toHaveAttribute('href', '/admin/40/admins');
    fireEvent.click(other);
    await waitFor(() => expect(window.location.pathname).toBe('/admin/40/admins'));
    expect(fake.callsOf('selectOrganization').map((call) => call.body)).toEqual([{ orgId: 40 }]);
    expect(selectUser(store.getState())?.orgs.map((org) => [org.id, org.selected])).toEqual([
      [12, false],
      [40, true],
      [7, false],
    ]);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('says so in the menu when the choice cannot be saved, and stays where it is', async () => {
    const { store } = await renderSwitcher('en', '/admin/12', ORGS, {
      selectOrganization: () => {
        throw new Error('offline');
      },
    });
    fireEvent.click(screen.getByRole('button', { name: /switch organization/ }), { detail: 1 });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Banco de Alimentos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The organization could not be switched. Try again.',
    );
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/12');
    expect(selectUser(store.getState())?.orgs[0]?.selected).toBe(true);
  });

  it('fills the header’s actions after the cart pill', () => {
    expect(slots.fills['header.actions']?.map((fill) => [fill.id, fill.order])).toEqual([
      ['cart-pill', 10],
      ['org-switcher', 20],
    ]);
  });
});

describe('currentOrganization and switchPath', () => {
  it('the dashboard on screen wins over the chosen organisation; neither: none', () => {
    expect(currentOrganization(ORGS, '/admin/7/edit')?.id).toBe(7);
    expect(currentOrganization(ORGS, '/admin/99')?.id).toBe(12);
    expect(currentOrganization(ORGS, '/es/empleos')?.id).toBe(12);
    expect(currentOrganization([{ ...ORGS[0]!, selected: false }], '/es/empleos')).toBeNull();
  });

  it('keeps a section every organisation has, else leads to the overview', () => {
    expect(switchPath('/admin/12/admins', 40)).toBe('/admin/40/admins');
    expect(switchPath('/admin/12/edit', 40)).toBe('/admin/40/edit');
    expect(switchPath('/admin/12/jobs/5/edit', 40)).toBe('/admin/40');
    expect(switchPath('/admin/12/invoices/9', 40)).toBe('/admin/40');
    expect(switchPath('/es/empleos', 40)).toBe('/admin/40');
  });
});

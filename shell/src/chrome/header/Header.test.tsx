import type { ReactNode } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  createAppStore,
  createI18n,
  createSlotHost,
  defineSlots,
  PlatformContext,
  sessionLoadStarted,
  usePlatform,
  userLoaded,
  type SlotHost,
  type SlotsModule,
} from '@opengood/platform';
import { renderChrome } from '../../testing/renderChrome';
import { testUser } from '../../testing/fixtures';
import { notificationsLoaded } from '../notifications/notificationsSlice';
import { Header } from './Header';

const main = () =>
  screen.getByRole('navigation', { name: /Main navigation|Navegação principal|Navegación principal/ });

/** The page's slot host over one area's slots module, as the shell makes it from the registry. */
function slotHost(module: SlotsModule) {
  const reportError = jest.fn();
  const load = jest.fn(async () => module);
  const host = createSlotHost({
    store: createAppStore(),
    i18n: createI18n('en'),
    sources: async () => [{ area: 'mfe-org-dashboard', load }],
    reportError,
  });
  return { host, load, reportError };
}

/** The chrome's platform, with a slot host. */
function WithSlots({ host, children }: { host: SlotHost; children: ReactNode }) {
  const platform = usePlatform();
  return <PlatformContext.Provider value={{ ...platform, slots: host }}>{children}</PlatformContext.Provider>;
}

describe('Header', () => {
  it('shows the three menus with the labels of the language, donate, log in and sign up to a visitor', () => {
    const { store } = renderChrome(<Header pathname="/pt/empregos?q=dados" />, { lang: 'pt' });
    act(() => void store.dispatch(userLoaded(null)));
    const nav = main();
    for (const label of ['Encontre uma vaga', 'Conectar', 'Anunciar']) {
      expect(within(nav).getByRole('button', { name: label })).toHaveAttribute('aria-expanded', 'false');
    }
    expect(within(nav).getByRole('link', { name: 'Doar' })).toHaveAttribute('href', '/pt/doacao');
    expect(within(nav).getByRole('link', { name: 'Entrar' })).toHaveAttribute(
      'href',
      '/login?to=%2Fpt%2Fempregos%3Fq%3Ddados',
    );
    expect(within(nav).getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/signup');
    expect(within(nav).queryByTestId('account-menu')).toBeNull();
  });

  it('uses the Spanish labels of docs/product/chrome.md#menus', () => {
    const { store } = renderChrome(<Header pathname="/es" />, { lang: 'es' });
    act(() => void store.dispatch(userLoaded(null)));
    expect(within(main()).getByRole('button', { name: 'Actúa' })).toBeInTheDocument();
    expect(within(main()).getByRole('button', { name: 'Publica' })).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: 'Haz una Donación' })).toHaveAttribute(
      'href',
      '/es/dona',
    );
  });

  it('Find a Job opens from the keyboard on the first of the five searches', () => {
    const { store } = renderChrome(<Header pathname="/" />);
    act(() => void store.dispatch(userLoaded(null)));
    const trigger = within(main()).getByRole('button', { name: 'Find a Job' });
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu', { name: 'Find a Job' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.getAttribute('href'))).toEqual([
      '/en/jobs',
      '/en/internships',
      '/en/volunteer',
      '/en/events',
      '/en/organizations',
    ]);
    expect(items[0]).toHaveFocus();
  });

  it('shows neither the visitor links nor the account while the session loads', () => {
    const { store } = renderChrome(<Header pathname="/" />);
    act(() => void store.dispatch(sessionLoadStarted()));
    expect(screen.queryByRole('link', { name: 'Log In' })).toBeNull();
    expect(screen.queryByTestId('account-menu')).toBeNull();
  });

  it('gives a signed-in user the account menu (named by the display name), notifications, and no log in', () => {
    const { store } = renderChrome(<Header pathname="/" />);
    act(() => void store.dispatch(userLoaded(testUser({ name: '', email: 'sam@example.org' }))));
    expect(screen.queryByRole('link', { name: 'Log In' })).toBeNull();
    const account = screen.getByRole('button', { name: 'Account menu for sam@example.org' });
    expect(account).toHaveTextContent('sam@example.org');
    fireEvent.keyDown(account, { key: 'Enter' });
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'My dashboard',
      'Saved items',
      'My profile',
      'Applications',
      'Email preferences',
      'Account settings',
      'Log out',
    ]);
  });

  it('lists the organisation dashboards to members', () => {
    const { store } = renderChrome(<Header pathname="/" />);
    act(
      () =>
        void store.dispatch(
          userLoaded(
            testUser({
              orgs: [{ id: 12, name: 'Casa Verde', isOwner: true, selected: false }],
              permissions: ['orgAdmin'],
            }),
          ),
        ),
    );
    fireEvent.keyDown(screen.getByRole('button', { name: /Account menu/ }), { key: 'Enter' });
    expect(screen.getByRole('menuitem', { name: 'Casa Verde dashboard' })).toHaveAttribute(
      'href',
      '/admin/12',
    );
  });

  it('shows what other areas add for a signed-in visitor (the slot header.actions), loaded once it shows', async () => {
    const { host, load } = slotHost(
      defineSlots({
        fills: {
          'header.actions': [
            {
              id: 'cart-pill',
              Component: ({ pathname }) => (
                <a href="/admin/12/cart" data-testid="cart-pill">{`Cart ${pathname}`}</a>
              ),
            },
          ],
        },
      }),
    );
    const { store } = renderChrome(
      <WithSlots host={host}>
        <Header pathname="/en/jobs" />
      </WithSlots>,
    );
    act(() => void store.dispatch(userLoaded(null)));
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled(); // a visitor's header has no such slot: nothing is loaded
    expect(screen.queryByTestId('cart-pill')).toBeNull();

    act(
      () =>
        void store.dispatch(
          userLoaded(testUser({ orgs: [{ id: 12, name: 'Casa Verde', isOwner: true, selected: false }] })),
        ),
    );
    await act(() => host.load());
    expect(load).toHaveBeenCalledTimes(1);
    const nav = main();
    expect(within(nav).getByTestId('cart-pill')).toHaveTextContent('Cart /en/jobs');
    // In the signed-in row, before the notifications.
    const bell = within(nav).getByTestId('notifications-menu');
    expect(
      within(nav).getByTestId('cart-pill').compareDocumentPosition(bell) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('keeps working when a fill of its slot throws: the fill is absent and reported', async () => {
    const { host, reportError } = slotHost(
      defineSlots({
        fills: {
          'header.actions': [
            {
              id: 'cart-pill',
              Component: () => {
                throw new Error('billing is down');
              },
            },
          ],
        },
      }),
    );
    const { store } = renderChrome(
      <WithSlots host={host}>
        <Header pathname="/" />
      </WithSlots>,
    );
    act(() => void store.dispatch(userLoaded(testUser({ name: 'Sam Lee' }))));
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(() => host.load());
    quiet.mockRestore();
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'SlotFillError', fill: 'mfe-org-dashboard:cart-pill' }),
    );
    expect(screen.getByRole('button', { name: 'Account menu for Sam Lee' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('counts new notifications on the bell and lists them translated; opening marks them viewed', () => {
    const { store } = renderChrome(<Header pathname="/" />, { lang: 'es' });
    act(() => {
      store.dispatch(userLoaded(testUser()));
      store.dispatch(
        notificationsLoaded([
          {
            id: 1,
            kind: 'UPLOAD_RESUME',
            status: 'NEW',
            viewed: false,
            read: false,
            created: '2026-01-01T00:00:00.000Z',
          },
          {
            id: 2,
            kind: 'SALARY_SURVEY_CTA',
            status: 'NEW',
            viewed: true,
            read: true,
            created: '2026-01-01T00:00:00.000Z',
          },
        ]),
      );
    });
    const bell = screen.getByRole('button', { name: 'Notificaciones, 1 nueva' });
    fireEvent.click(bell, { detail: 1 });
    const list = screen.getByRole('region', { name: 'Notificaciones' });
    expect(
      within(list)
        .getAllByTestId('notification')
        .map((n) => n.dataset.kind),
    ).toEqual(['UPLOAD_RESUME', 'SALARY_SURVEY_CTA']);
    expect(within(list).getByRole('link', { name: /Sube tu currículum/ })).toHaveAttribute(
      'href',
      '/dashboard/profile',
    );
    expect(screen.getByRole('button', { name: 'Notificaciones' })).toBeInTheDocument();
  });

  it('offers the phone menu: a drawer with the menus, focus inside, Escape closes', () => {
    const { store } = renderChrome(<Header pathname="/" />);
    act(() => void store.dispatch(userLoaded(null)));
    const open = screen.getByRole('button', { name: 'Open the menu' });
    open.focus();
    fireEvent.click(open);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: /Internships/ })).toHaveAttribute(
      'href',
      '/en/internships',
    );
    expect(within(drawer).getByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(drawer.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(drawer, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
  });

  it('its round buttons are the design system IconButton, named as before', () => {
    const { store } = renderChrome(<Header pathname="/" />);
    act(() => {
      store.dispatch(userLoaded(testUser()));
      store.dispatch(
        notificationsLoaded([
          {
            id: 1,
            kind: 'UPLOAD_RESUME',
            status: 'NEW',
            viewed: true,
            read: false,
            created: '2026-01-01T00:00:00.000Z',
          },
        ]),
      );
    });
    const toggle = screen.getByRole('button', { name: 'Open search' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Open the menu' })).toHaveAttribute('aria-haspopup', 'dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }), { detail: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss: Upload your résumé' }));
    expect(screen.queryByTestId('notification')).toBeNull();
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import { flashReceived, selectFlash } from '@opengood/platform';
import { renderChrome } from '../testing/renderChrome';
import { writeFlash } from '../flash/flashCookie';
import { FlashMessages } from './FlashMessages';
import { followFlashes } from './flashRouting';

const route = (path: string) => {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new Event('single-spa:routing-event'));
};

describe('flash messages (docs/product/chrome.md#flash-messages)', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('shows a flash from its cookie once, translated, and it goes on the next page', () => {
    const { store } = renderChrome(<FlashMessages />, { lang: 'pt', path: '/login' });
    stop = followFlashes(store);
    writeFlash({ type: 'LOGIN_REQUIRED' });
    act(() => route('/login?to=%2Fdashboard'));
    expect(screen.getByRole('status')).toHaveTextContent('Entre na sua conta para continuar.');
    expect(document.cookie).not.toContain('og_flash');
    act(() => route('/login?to=%2Fdashboard&x=1')); // same page: it stays
    expect(screen.getAllByRole('status')).toHaveLength(1);
    act(() => route('/dashboard'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('translates the account flashes; a sticky one stays until closed', () => {
    const { store } = renderChrome(<FlashMessages />, { lang: 'es', path: '/' });
    stop = followFlashes(store);
    writeFlash({ type: 'PASSWORD_CHANGED', sticky: true });
    act(() => route('/es'));
    expect(screen.getByRole('status')).toHaveTextContent('Tu contraseña se cambió.');
    act(() => route('/es/empleos'));
    expect(screen.getByRole('status')).toHaveTextContent('Tu contraseña se cambió.');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(selectFlash(store.getState())).toEqual([]);
  });

  it('a flash put in the store as the page changes (log-out) stays on the page it arrives on', () => {
    const { store } = renderChrome(<FlashMessages />, { path: '/dashboard' });
    stop = followFlashes(store);
    act(() => {
      window.history.pushState(null, '', '/'); // navigating home: the address changes at once...
      store.dispatch(flashReceived({ id: 'logged-out', type: 'LOGGED_OUT' }));
    });
    act(() => void window.dispatchEvent(new Event('single-spa:routing-event'))); // ...the event follows
    expect(screen.getByRole('status')).toHaveTextContent('You are logged out.');
    act(() => route('/en/jobs'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows an unknown type by its name', () => {
    const { store } = renderChrome(<FlashMessages />);
    stop = followFlashes(store);
    writeFlash({ type: 'SOMETHING_NEW' });
    act(() => route('/en/jobs'));
    expect(screen.getByRole('status')).toHaveTextContent('SOMETHING_NEW');
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import { HttpError, environmentLoaded, renderStateChanged, selectEnvironment } from '@opengood/platform';
import { renderChrome } from '../testing/renderChrome';
import { testEnvironment } from '../testing/fixtures';
import { CookieBar } from './CookieBar';

const accepted = { showAcceptCookies: false as const };

describe('CookieBar (docs/product/chrome.md#cookie-bar)', () => {
  it('shows only when the environment asks and the page is past its first render', () => {
    const { store } = renderChrome(<CookieBar />);
    act(() => void store.dispatch(environmentLoaded(testEnvironment({ showAcceptCookies: true }))));
    expect(screen.queryByTestId('cookie-bar')).toBeNull(); // still the first (server-matching) render
    act(() => void store.dispatch(renderStateChanged('client-hydrated')));
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeInTheDocument();
  });

  it('never shows when the environment says cookies were accepted', () => {
    const { store } = renderChrome(<CookieBar />);
    act(() => {
      store.dispatch(environmentLoaded(testEnvironment({ showAcceptCookies: false })));
      store.dispatch(renderStateChanged('client-hydrated'));
    });
    expect(screen.queryByTestId('cookie-bar')).toBeNull();
  });

  it('OK posts the acceptance; then the flag is false and the bar is gone', async () => {
    const { store, fake } = renderChrome(<CookieBar />, {
      lang: 'es',
      api: { environment: testEnvironment({ showAcceptCookies: true }), acceptCookies: accepted },
    });
    act(() => {
      store.dispatch(environmentLoaded(testEnvironment({ showAcceptCookies: true })));
      store.dispatch(renderStateChanged('client-hydrated'));
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Aceptar' })));
    expect(fake.callsOf('acceptCookies').map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /data/website/accept-cookies',
    ]);
    expect(selectEnvironment(store.getState())?.showAcceptCookies).toBe(false);
    expect(screen.queryByTestId('cookie-bar')).toBeNull();
  });

  it('stays, with a message, when the acceptance could not be saved', async () => {
    const { store } = renderChrome(<CookieBar />, {
      api: {
        environment: testEnvironment({ showAcceptCookies: true }),
        acceptCookies: new HttpError(500, '', { message: 'Server error', errors: {} }),
      },
    });
    act(() => {
      store.dispatch(environmentLoaded(testEnvironment({ showAcceptCookies: true })));
      store.dispatch(renderStateChanged('client-hydrated'));
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
    expect(screen.getByRole('alert')).toHaveTextContent('That did not work');
    expect(screen.getByTestId('cookie-bar')).toBeInTheDocument();
  });

  it('a server-rendered bar (no consent cookie) shows from the first render until the environment says otherwise', () => {
    const { store } = renderChrome(<CookieBar serverShown />);
    expect(screen.getByTestId('cookie-bar')).toBeInTheDocument(); // the server's markup, hydrated as is
    act(() => void store.dispatch(environmentLoaded(testEnvironment({ showAcceptCookies: false }))));
    expect(screen.queryByTestId('cookie-bar')).toBeNull(); // a signed-in user who accepted elsewhere
  });

  it('accepted before the environment arrived, the server-rendered bar goes', async () => {
    const { fake } = renderChrome(<CookieBar serverShown />, {
      api: { environment: testEnvironment({ showAcceptCookies: true }), acceptCookies: accepted },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
    // No CSRF cookie yet (no call to the api so far): the environment is read first, which issues it.
    expect(fake.calls.map((c) => c.route)).toEqual(['environment', 'acceptCookies']);
    expect(screen.queryByTestId('cookie-bar')).toBeNull();
  });

  it('says it did not work, sending nothing, when that first read fails', async () => {
    const { fake } = renderChrome(<CookieBar serverShown />, {
      api: { environment: new HttpError(503, '', { message: 'Unavailable', errors: {} }) },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
    expect(fake.callsOf('acceptCookies')).toEqual([]);
    expect(screen.getByRole('alert')).toHaveTextContent('That did not work');
  });
});

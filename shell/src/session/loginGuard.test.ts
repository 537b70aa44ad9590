import { createAppStore, sessionLoadStarted, userLoaded, userSignedOut } from '@opengood/platform';
import type { User } from '@opengood/contracts';
import { guardLoginRequired, loginRedirectFor } from './loginGuard';

describe('loginRedirectFor (docs/product/accounts.md#login-required)', () => {
  it('sends an anonymous visitor of a login-required page to log in, carrying the path and query', () => {
    expect(loginRedirectFor('/dashboard/saved-items?tab=JOB', 'known', false)).toBe(
      '/login?to=%2Fdashboard%2Fsaved-items%3Ftab%3DJOB',
    );
    expect(loginRedirectFor('http://localhost:3000/post-a-listing?listingType=JOB', 'known', false)).toBe(
      '/login?to=%2Fpost-a-listing%3FlistingType%3DJOB',
    );
    expect(loginRedirectFor('/admin/3/listings', 'known', false)).toBe('/login?to=%2Fadmin%2F3%2Flistings');
  });

  it('lets signed-in users and open pages through, and decides nothing before the session is known', () => {
    expect(loginRedirectFor('/dashboard', 'known', true)).toBeNull();
    expect(loginRedirectFor('/es/empleos', 'known', false)).toBeNull();
    expect(loginRedirectFor('/dashboard', 'unknown', false)).toBeNull();
    expect(loginRedirectFor('/dashboard', 'loading', false)).toBeNull();
  });
});

describe('guardLoginRequired', () => {
  const setup = (path: string) => {
    window.history.replaceState(null, '', path);
    const store = createAppStore();
    const options = { flashLoginRequired: jest.fn(), replace: jest.fn(), navigate: jest.fn() };
    const stop = guardLoginRequired(store, options);
    return { store, options, stop };
  };

  it('replaces a protected page once the session is known to be anonymous, with the flash', () => {
    const { store, options, stop } = setup('/dashboard/profile');
    store.dispatch(sessionLoadStarted());
    expect(options.replace).not.toHaveBeenCalled();
    store.dispatch(userLoaded(null));
    expect(options.flashLoginRequired).toHaveBeenCalledTimes(1);
    expect(options.replace).toHaveBeenCalledWith('/login?to=%2Fdashboard%2Fprofile');
    stop();
  });

  it('does nothing for a signed-in user or when signing out on an open page', () => {
    const { store, options, stop } = setup('/dashboard');
    store.dispatch(userLoaded({ id: 1 } as User));
    window.history.replaceState(null, '', '/');
    store.dispatch(userSignedOut());
    expect(options.replace).not.toHaveBeenCalled();
    stop();
  });

  it('cancels a navigation to a protected page and goes to log in instead', () => {
    jest.useFakeTimers();
    const { store, options, stop } = setup('/es/empleos');
    store.dispatch(userLoaded(null));
    window.history.replaceState(null, '', '/dashboard/saved-items');
    const cancelNavigation = jest.fn();
    window.dispatchEvent(
      new CustomEvent('single-spa:before-routing-event', { detail: { cancelNavigation } }),
    );
    expect(cancelNavigation).toHaveBeenCalled();
    expect(options.flashLoginRequired).toHaveBeenCalledTimes(1);
    jest.runAllTimers();
    expect(options.navigate).toHaveBeenCalledWith('/login?to=%2Fdashboard%2Fsaved-items');
    stop();
    jest.useRealTimers();
  });
});

import { render, screen } from '@testing-library/react';
import { patchHistoryApi } from 'single-spa';
import { type Lang } from '@opengood/contracts';
import { createAppStore, createI18n, installFeature, type HttpClient } from '@opengood/platform';
import App from './App';
import { userDashboardFeature } from './feature';
import { dashboardRouteForPath } from './features/dashboard/dashboardRoutes';

// As in the browser once single-spa started: history changes become routing (popstate) events.
patchHistoryApi();

function renderAt(path: string, lang: Lang = 'en') {
  window.history.replaceState(null, '', path);
  const store = createAppStore();
  const i18n = createI18n(lang);
  installFeature(store, i18n, userDashboardFeature);
  const platform = {
    http: {} as HttpClient,
    preload: () => undefined,
    supportUrl: 'https://support.example',
  };
  render(<App store={store} i18n={i18n} platform={platform} />);
  return store;
}

describe('user dashboard area', () => {
  it('shows the signed-out dashboard home with a card per section', () => {
    renderAt('/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'My dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Saved items' })).toHaveAttribute(
      'href',
      '/dashboard/saved-items',
    );
    expect(screen.getByRole('link', { name: 'Professional experience' })).toHaveAttribute(
      'href',
      '/dashboard/professional-experience',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?to=%2Fdashboard');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('shows a section title and a sign-in prompt that comes back to it, in the page language', () => {
    renderAt('/dashboard/saved-items?tab=jobs', 'pt');
    expect(screen.getByRole('heading', { level: 1, name: 'Itens salvos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute(
      'href',
      '/login?to=%2Fdashboard%2Fsaved-items%3Ftab%3Djobs',
    );
    expect(document.title).toBe('Itens salvos | OpenGood');
  });

  it('redirects employment-profile to professional-experience, replacing the history entry', async () => {
    const entries = window.history.length;
    renderAt('/dashboard/employment-profile?from=mail');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Professional experience' }),
    ).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe(
      '/dashboard/professional-experience?from=mail',
    );
    expect(window.history.length).toBe(entries);
  });

  it('shows the not-found page for unknown sub-paths and public profiles', () => {
    renderAt('/dashboard/nope');
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
  });
});

describe('dashboardRouteForPath', () => {
  it('maps the paths of spec §2', () => {
    expect(dashboardRouteForPath('/dashboard/')).toEqual({ kind: 'home' });
    expect(dashboardRouteForPath('/dashboard/employment-profile/jane-doe')).toEqual({
      kind: 'section',
      section: 'professional-experience',
    });
    expect(dashboardRouteForPath('/dashboard/payment-methods/add-card')).toEqual({
      kind: 'section',
      section: 'payment-methods',
    });
    expect(dashboardRouteForPath('/dashboard/profile/extra')).toEqual({ kind: 'notFound' });
    expect(dashboardRouteForPath('/i/jane')).toEqual({ kind: 'notFound' });
    expect(dashboardRouteForPath('/unsubscribe/alerts/12/1700000000')).toEqual({ kind: 'unsubscribe' });
    expect(dashboardRouteForPath('/unsubscribe/org/3/alerts/12/1700000000')).toEqual({ kind: 'unsubscribe' });
    expect(dashboardRouteForPath('/unsubscribe/alerts')).toEqual({ kind: 'notFound' });
  });
});

import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { type Lang } from '@opengood/contracts';
import { createAppStore, createI18n, installFeature, type HttpClient } from '@opengood/platform';
import App from './App';
import { userDashboardFeature } from './feature';
import { dashboardRouteForPath } from './features/dashboard/dashboardRoutes';
import { pageEntered, userDashboardSlice } from './features/dashboard/userDashboardSlice';

function ShowPath() {
  const { pathname } = useLocation();
  return <output data-testid="path">{pathname}</output>;
}

function renderAt(path: string, lang: Lang = 'en') {
  const store = createAppStore();
  const i18n = createI18n(lang);
  installFeature(store, i18n, userDashboardFeature);
  const platform = {
    http: {} as HttpClient,
    preload: () => undefined,
    supportUrl: 'https://support.example',
  };
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <App store={store} i18n={i18n} platform={platform} />
              <ShowPath />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
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
    const store = renderAt('/dashboard/saved-items?tab=jobs', 'pt');
    expect(screen.getByRole('heading', { level: 1, name: 'Itens salvos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute(
      'href',
      '/login?to=%2Fdashboard%2Fsaved-items%3Ftab%3Djobs',
    );
    expect(store.getState().userDashboard).toEqual({ section: 'saved-items' });
  });

  it('redirects employment-profile to professional-experience', () => {
    renderAt('/dashboard/employment-profile');
    expect(screen.getByTestId('path')).toHaveTextContent('/dashboard/professional-experience');
    expect(screen.getByRole('heading', { level: 1, name: 'Professional experience' })).toBeInTheDocument();
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

describe('userDashboard slice', () => {
  it('records the current section under an event-named action', () => {
    expect(pageEntered.type).toBe('userDashboard/pageEntered');
    const state = userDashboardSlice.reducer(undefined, pageEntered({ section: 'profile' }));
    expect(state.section).toBe('profile');
    expect(userDashboardSlice.reducer(state, pageEntered({ section: null })).section).toBeNull();
  });
});

import { act, screen } from '@testing-library/react';
import { type Lang, type User } from '@opengood/contracts';
import { userLoaded, userSignedOut } from '@opengood/platform';
import type { FakeHandlers } from '@opengood/platform/testing';
import { EMPTY_PROFILE, profileAnswer, refusal } from './testing/fixtures';
import { renderDashboard, testUser } from './testing/renderDashboard';
import { dashboardRouteForPath } from './features/dashboard/dashboardRoutes';

const renderAt = (path: string, lang: Lang = 'en', user?: User | null, handlers: FakeHandlers = {}) =>
  renderDashboard(path, lang, user, handlers).store;

describe('user dashboard area', () => {
  it('greets the signed-in user by name on the dashboard home, with a card per section and no sign-in prompt', () => {
    renderAt('/dashboard', 'en', testUser({ name: 'Ana Lima' }));
    expect(screen.getByRole('heading', { level: 1, name: 'My dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('user-dashboard-greeting')).toHaveTextContent('Welcome back, Ana Lima.');
    expect(screen.getByRole('link', { name: 'Saved items' })).toHaveAttribute(
      'href',
      '/dashboard/saved-items',
    );
    expect(screen.getByRole('link', { name: 'Account settings' })).toHaveAttribute(
      'href',
      '/dashboard/account-settings',
    );
    expect(screen.queryByTestId('sign-in-prompt')).toBeNull();
    expect(screen.queryByText(/not signed in/)).toBeNull();
  });

  it('greets by email when the user has no name, in the page language', () => {
    renderAt('/dashboard', 'es', testUser({ name: ' ', email: 'sin.nombre@example.org' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Mi panel' })).toBeInTheDocument();
    expect(screen.getByTestId('user-dashboard-greeting')).toHaveTextContent(
      'Hola de nuevo, sin.nombre@example.org.',
    );
  });

  it('follows the session: signing out shows the prompt, nothing is said before the session is known', () => {
    const store = renderAt('/dashboard', 'pt');
    expect(screen.getByTestId('user-dashboard-home')).toBeInTheDocument();
    expect(screen.queryByTestId('sign-in-prompt')).toBeNull();
    expect(screen.queryByTestId('user-dashboard-greeting')).toBeNull();
    act(() => void store.dispatch(userLoaded(testUser({ name: 'João Souza' }))));
    expect(screen.getByTestId('user-dashboard-greeting')).toHaveTextContent(
      'Que bom ver você de novo, João Souza.',
    );
    act(() => void store.dispatch(userSignedOut()));
    expect(screen.queryByTestId('user-dashboard-greeting')).toBeNull();
    expect(screen.getByTestId('sign-in-prompt')).toHaveTextContent('Você não está conectado.');
  });

  it('falls back to the signed-out dashboard home with a card per section', () => {
    renderAt('/dashboard', 'en', null);
    expect(screen.getByRole('heading', { level: 1, name: 'My dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('sign-in-prompt')).toHaveTextContent('You are not signed in.');
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

  it('shows a section title and, signed out, a sign-in prompt that comes back to it, in the page language', () => {
    renderAt('/dashboard/saved-items?tab=jobs', 'pt', null);
    expect(screen.getByRole('heading', { level: 1, name: 'Itens salvos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute(
      'href',
      '/login?to=%2Fdashboard%2Fsaved-items%3Ftab%3Djobs',
    );
    expect(document.title).toBe('Itens salvos | OpenGood');
  });

  it('shows no sign-in prompt on a section to a signed-in user', () => {
    renderAt('/dashboard/saved-items', 'en', testUser({ name: 'Jane Doe' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Saved items' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('redirects employment-profile to professional-experience, replacing the history entry', async () => {
    const entries = window.history.length;
    renderAt('/dashboard/employment-profile?from=mail', 'en', undefined, {
      applicantProfile: profileAnswer(EMPTY_PROFILE),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Professional experience' }),
    ).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe(
      '/dashboard/professional-experience?from=mail',
    );
    expect(window.history.length).toBe(entries);
  });

  it('shows the not-found page for unknown sub-paths and unknown or unpublished public profiles', async () => {
    renderAt('/dashboard/nope');
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
  });

  it('shows a public profile, and the not-found page when the api says 404', async () => {
    renderAt('/i/ana-lima', 'pt', null, {
      publicProfile: ({ params }) => {
        if (params.username !== 'ana-lima') throw refusal(404);
        return {
          profile: {
            username: 'ana-lima',
            name: 'Ana Lima',
            location: 'Lisboa, Portugal',
            skills: ['Captação de recursos'],
            workHistoryJobs: [
              {
                title: 'Coordenadora',
                organization: 'Banco Alimentar',
                startMonth: '2021-03',
                endMonth: null,
                current: true,
                description: '',
              },
            ],
            memberSince: '2024-01-02T03:04:05.000Z',
          },
        };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Lima' })).toBeInTheDocument();
    expect(screen.getByText('Captação de recursos')).toBeInTheDocument();
    expect(screen.getByText(/março de 2021 – atual/)).toBeInTheDocument();
    expect(screen.getByText(/Membro desde 2024/)).toBeInTheDocument();
  });

  it('answers 404 for an unpublished profile', async () => {
    renderAt('/i/private-person', 'en', null);
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});

describe('dashboardRouteForPath', () => {
  it('maps the paths of docs/product/user-dashboard.md#routes', () => {
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
    expect(dashboardRouteForPath('/i/jane')).toEqual({ kind: 'publicProfile', username: 'jane' });
    expect(dashboardRouteForPath('/i/jane/more')).toEqual({ kind: 'notFound' });
    expect(dashboardRouteForPath('/i/%E0%A4%A')).toEqual({ kind: 'notFound' });
    expect(dashboardRouteForPath('/unsubscribe/alerts/12/1700000000')).toEqual({ kind: 'unsubscribe' });
    expect(dashboardRouteForPath('/unsubscribe/org/3/alerts/12/1700000000')).toEqual({ kind: 'unsubscribe' });
    expect(dashboardRouteForPath('/unsubscribe/alerts')).toEqual({ kind: 'notFound' });
  });
});

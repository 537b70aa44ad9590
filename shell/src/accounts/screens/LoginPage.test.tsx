import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { environmentLoaded, HttpError, selectUser } from '@opengood/platform';
import { testEnvironment, testUser } from '../../testing/fixtures';
import { renderAccountPage } from '../testing/renderAccountPage';

const user = testUser({ id: 9, name: 'Lucía Fernández', email: 'lucia@example.org', lang: 'es' });

function fill(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('LoginPage', () => {
  it('is a labelled form in the page language', () => {
    renderAccountPage('/login', { lang: 'es' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Inicia sesión en OpenGood');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Crea una cuenta' })).toHaveAttribute('href', '/signup');
  });

  it('checks the fields with the contract before sending: errors by each field, a summary that takes the focus', async () => {
    const { fake } = renderAccountPage('/login');
    fill('Email', 'not-an-email');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    expect(fake.calls).toEqual([]);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Error: Enter an email address like name@example.org.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Error: Enter your password.');
    const summary = screen.getByRole('group', { name: 'Please check the following:' });
    await waitFor(() => expect(summary).toHaveFocus());
    // Each entry leads to its field.
    fireEvent.click(screen.getByRole('link', { name: /^Password: Enter your password/ }));
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it("shows the api's refusal by the field it names, in the page's language", async () => {
    const { fake } = renderAccountPage('/login', {
      lang: 'pt',
      api: {
        login: new HttpError(400, '', { message: 'Refused', errors: { password: 'INVALID_CREDENTIALS' } }),
      },
    });
    fill('E-mail', 'joao@example.org');
    fill('Senha', 'wrong password');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Entrar' })));
    expect(fake.callsOf('login').map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/data/website/login', { email: 'joao@example.org', password: 'wrong password' }],
    ]);
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription(
      'Erro: O e-mail ou a senha não estão corretos.',
    );
    await waitFor(() => expect(screen.getByTestId('error-summary')).toHaveFocus());
  });

  it('is disabled while the request is under way, then signs in and goes back to `to`', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { store } = renderAccountPage('/login?to=%2Fdashboard%2Fsaved-items%3Ftab%3DJOB', {
      api: { login: () => new Promise((resolve) => (answer = resolve)) as never },
    });
    fill('Email', 'lucia@example.org');
    fill('Password', 'a password');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    expect(screen.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
    await act(async () => answer({ user }));
    await waitFor(() => expect(selectUser(store.getState())).toEqual(user));
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe('/dashboard/saved-items?tab=JOB'),
    );
  });

  it.each(['https://evil.example/', '//evil.example', '/signup'])(
    'does not follow `to`=%s: goes home',
    async (to) => {
      renderAccountPage(`/login?to=${encodeURIComponent(to)}`, { lang: 'es', api: { login: { user } } });
      fill('Correo electrónico', 'lucia@example.org');
      fill('Contraseña', 'a password');
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' })));
      await waitFor(() => expect(window.location.pathname).toBe('/es'));
    },
  );

  it('the toggle shows and hides the password', () => {
    renderAccountPage('/login');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('aria-controls', screen.getByLabelText('Password').id);
    fireEvent.click(toggle);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it("offers the organisation's provider only when the api advertises it", async () => {
    const { store } = renderAccountPage('/login?to=%2Fdashboard');
    expect(screen.queryByRole('link', { name: /organization's account/ })).toBeNull(); // not loaded yet
    act(() => {
      store.dispatch(environmentLoaded(testEnvironment({ oidcSignIn: false })));
    });
    expect(screen.queryByRole('link', { name: /organization's account/ })).toBeNull();
    act(() => {
      store.dispatch(environmentLoaded(testEnvironment({ oidcSignIn: true })));
    });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: "Sign in with your organization's account" })).toHaveAttribute(
        'href',
        '/data/auth/oidc/start?returnTo=%2Fdashboard',
      ),
    );
  });

  it('says so when a provider sign-in came back failed', () => {
    renderAccountPage('/login?error=access_denied');
    expect(screen.getByTestId('oidc-error')).toHaveTextContent(
      "Signing in with your organization's account did not work",
    );
  });

  it('a rate limit or a server error is said for the whole form, with the focus on it', async () => {
    const { fake } = renderAccountPage('/login', {
      api: { login: new HttpError(429, '', { message: 'Slow down', errors: { request: 'RATE_LIMITED' } }) },
    });
    fill('Email', 'a@example.org');
    fill('Password', 'x');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    const summary = screen.getByTestId('error-summary');
    expect(summary).toHaveTextContent('Too many attempts. Please wait a few minutes and try again.');
    await waitFor(() => expect(summary).toHaveFocus());

    fake.answer('login', new HttpError(503, '', { message: 'Unavailable', errors: {} }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    expect(screen.getByTestId('error-summary')).toHaveTextContent(
      'Something went wrong on our side. Please try again in a moment.',
    );
  });
});

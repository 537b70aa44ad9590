import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { environmentLoaded, HttpError, selectUser } from '@opengood/platform';
import { testEnvironment } from '../../testing/fixtures';
import { renderAccountPage } from '../testing/renderAccountPage';

const user = { id: 9, name: 'Lucía Fernández', email: 'lucia@example.org', lang: 'es' };

function fill(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('LoginPage', () => {
  it('is a labelled form in the page language', () => {
    renderAccountPage('/login', { lang: 'es' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Inicia sesión en OpenGood');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Crea una cuenta' })).toHaveAttribute('href', '/signup');
  });

  it('checks the fields before sending: errors by each field, a summary, focus on the first', () => {
    const { http } = renderAccountPage('/login');
    fill('Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(http.post).not.toHaveBeenCalled();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter an email address like name@example.org.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the following:');
    expect(email).toHaveFocus();
  });

  it("shows the api's refusal by the field it names, in the page's language", async () => {
    const { http } = renderAccountPage('/login', {
      lang: 'pt',
      post: () => Promise.reject(new HttpError(400, '', { errors: { password: 'INVALID_CREDENTIALS' } })),
    });
    fill('E-mail', 'joao@example.org');
    fill('Senha', 'wrong password');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Entrar' })));
    expect(http.post).toHaveBeenCalledWith('/data/website/login', {
      email: 'joao@example.org',
      password: 'wrong password',
    });
    const password = screen.getByLabelText('Senha');
    expect(password).toHaveAccessibleDescription('O e-mail ou a senha não estão corretos.');
    expect(password).toHaveFocus();
  });

  it('is disabled while the request is under way, then signs in and goes back to `to`', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { store } = renderAccountPage('/login?to=%2Fdashboard%2Fsaved-items%3Ftab%3DJOB', {
      post: () => new Promise((resolve) => (answer = resolve)),
    });
    fill('Email', 'lucia@example.org');
    fill('Password', 'a password');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
    await act(async () => answer({ user }));
    expect(selectUser(store.getState())).toEqual(user);
    expect(window.location.pathname + window.location.search).toBe('/dashboard/saved-items?tab=JOB');
  });

  it.each(['https://evil.example/', '//evil.example', '/signup'])(
    'does not follow `to`=%s: goes home',
    async (to) => {
      renderAccountPage(`/login?to=${encodeURIComponent(to)}`, { lang: 'es', post: async () => ({ user }) });
      fill('Correo electrónico', 'lucia@example.org');
      fill('Contraseña', 'a password');
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' })));
      expect(window.location.pathname).toBe('/es');
    },
  );

  it('the toggle shows and hides the password', () => {
    renderAccountPage('/login');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
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
    renderAccountPage('/login', {
      post: () => Promise.reject(new HttpError(429, '', { errors: { request: 'RATE_LIMITED' } })),
    });
    fill('Email', 'a@example.org');
    fill('Password', 'x');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts');
    expect(screen.getByRole('alert')).toHaveFocus();
  });
});

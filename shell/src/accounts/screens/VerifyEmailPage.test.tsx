import { act, screen, waitFor } from '@testing-library/react';
import { HttpError, rememberPendingTmp, selectUser, userSignedIn } from '@opengood/platform';
import { testUser } from '../../testing/fixtures';
import { renderAccountPage } from '../testing/renderAccountPage';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const TMP = 'AbCdEfGhIjKlMnOpQrStUv';
const verified = testUser({ id: 3, lang: 'es', emailVerified: true, email: 'a@example.org' });

describe('VerifyEmailPage', () => {
  beforeEach(() => window.localStorage.clear());

  it('sends the token once and shows the verified state with the way on', async () => {
    const { fake } = renderAccountPage(`/verify-email/${TOKEN}`, {
      api: { verifyEmail: { user: verified } },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your email…');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Your email is verified' })).toHaveFocus(),
    );
    expect(fake.callsOf('verifyEmail').map((c) => `${c.method} ${c.url}`)).toEqual([
      `POST /data/website/verify-email/${TOKEN}`,
    ]);
    // Not signed in in this browser: log in first, then on.
    expect(screen.getByRole('link', { name: 'Log in to continue' })).toHaveAttribute(
      'href',
      '/login?to=%2Fes',
    );
  });

  it('a signed-in user continues to where the sign-up flow goes on (the pending tmpId)', async () => {
    rememberPendingTmp(TMP);
    const { store } = renderAccountPage(`/verify-email/${TOKEN}`, {
      api: { verifyEmail: { user: verified } },
    });
    act(() => {
      store.dispatch(userSignedIn({ ...verified, emailVerified: false }));
    });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', `/es?tmpId=${TMP}`),
    );
    expect(selectUser(store.getState())?.emailVerified).toBe(true);
  });

  it('opened without a session, the api says only that it worked: verified, and log in to go on', async () => {
    const { store } = renderAccountPage(`/verify-email/${TOKEN}`, {
      lang: 'es',
      api: { verifyEmail: { ok: true } },
    });
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Tu correo está verificado' })).toHaveFocus(),
    );
    // On to home in the page's language (the answer does not say the account's).
    expect(screen.getByRole('link', { name: 'Inicia sesión para continuar' })).toHaveAttribute(
      'href',
      '/login?to=%2Fes',
    );
    expect(selectUser(store.getState())).toBeNull();
  });

  it('signed in as someone else, the page keeps that session’s user and asks to log in', async () => {
    const { store } = renderAccountPage(`/verify-email/${TOKEN}`, { api: { verifyEmail: { ok: true } } });
    const other = { ...verified, id: 99, email: 'other@example.org', emailVerified: false };
    act(() => {
      store.dispatch(userSignedIn(other));
    });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Log in to continue' })).toBeInTheDocument());
    expect(selectUser(store.getState())).toEqual(other);
  });

  it('a spent or expired link goes to the invalid-link page', async () => {
    renderAccountPage(`/verify-email/${TOKEN}`, {
      api: {
        verifyEmail: new HttpError(400, '', { message: 'Invalid', errors: { token: 'INVALID_OR_EXPIRED' } }),
      },
    });
    await waitFor(() => expect(window.location.pathname).toBe('/invalid-or-expired-link'));
  });

  it('any other failure says so and tries again on request', async () => {
    const { fake } = renderAccountPage(`/verify-email/${TOKEN}`, {
      api: { verifyEmail: new HttpError(503, '', { message: 'Unavailable', errors: {} }) },
    });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong'));
    fake.answer('verifyEmail', { ok: true });
    await act(async () => screen.getByRole('button', { name: 'Continue' }).click());
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Your email is verified' })).toBeInTheDocument(),
    );
  });
});

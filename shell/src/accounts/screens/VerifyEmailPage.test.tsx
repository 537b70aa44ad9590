import { act, screen } from '@testing-library/react';
import { HttpError, selectUser, userSignedIn } from '@opengood/platform';
import type { User } from '@opengood/contracts';
import { rememberPendingTmp } from '@opengood/platform';
import { renderAccountPage } from '../testing/renderAccountPage';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const TMP = 'AbCdEfGhIjKlMnOpQrStUv';
const verified = { id: 3, lang: 'es', emailVerified: true, email: 'a@example.org' } as User;

describe('VerifyEmailPage', () => {
  beforeEach(() => window.localStorage.clear());

  it('sends the token once and shows the verified state with the way on', async () => {
    const { http } = renderAccountPage(`/verify-email/${TOKEN}`, { post: async () => ({ user: verified }) });
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your email…');
    await act(async () => undefined);
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(http.post).toHaveBeenCalledWith(`/data/website/verify-email/${TOKEN}`);
    expect(screen.getByRole('heading', { name: 'Your email is verified' })).toHaveFocus();
    // Not signed in in this browser: log in first, then on.
    expect(screen.getByRole('link', { name: 'Log in to continue' })).toHaveAttribute(
      'href',
      '/login?to=%2Fes',
    );
  });

  it('a signed-in user continues to where the sign-up flow goes on (the pending tmpId)', async () => {
    rememberPendingTmp(TMP);
    const { store } = renderAccountPage(`/verify-email/${TOKEN}`, { post: async () => ({ user: verified }) });
    act(() => {
      store.dispatch(userSignedIn({ ...verified, emailVerified: false }));
    });
    await act(async () => undefined);
    expect(selectUser(store.getState())?.emailVerified).toBe(true);
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', `/es?tmpId=${TMP}`);
  });

  it('opened without a session, the api says only that it worked: verified, and log in to go on', async () => {
    const { store } = renderAccountPage(`/verify-email/${TOKEN}`, { lang: 'es', post: async () => ({ ok: true }) });
    await act(async () => undefined);
    expect(screen.getByRole('heading', { name: 'Tu correo está verificado' })).toHaveFocus();
    // On to home in the page's language (the answer does not say the account's).
    expect(screen.getByRole('link', { name: 'Inicia sesión para continuar' })).toHaveAttribute(
      'href',
      '/login?to=%2Fes',
    );
    expect(selectUser(store.getState())).toBeNull();
  });

  it('signed in as someone else, the page keeps that session’s user and asks to log in', async () => {
    const { store } = renderAccountPage(`/verify-email/${TOKEN}`, { post: async () => ({ ok: true }) });
    const other = { ...verified, id: 99, email: 'other@example.org', emailVerified: false };
    act(() => {
      store.dispatch(userSignedIn(other));
    });
    await act(async () => undefined);
    expect(screen.getByRole('link', { name: 'Log in to continue' })).toBeInTheDocument();
    expect(selectUser(store.getState())).toEqual(other);
  });

  it('a spent or expired link goes to the invalid-link page', async () => {
    renderAccountPage(`/verify-email/${TOKEN}`, {
      post: () => Promise.reject(new HttpError(400, '', { errors: { token: 'INVALID_OR_EXPIRED' } })),
    });
    await act(async () => undefined);
    expect(window.location.pathname).toBe('/invalid-or-expired-link');
  });
});

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

  it('a spent or expired link goes to the invalid-link page', async () => {
    renderAccountPage(`/verify-email/${TOKEN}`, {
      post: () => Promise.reject(new HttpError(400, '', { errors: { token: 'INVALID_OR_EXPIRED' } })),
    });
    await act(async () => undefined);
    expect(window.location.pathname).toBe('/invalid-or-expired-link');
  });
});

import { act, screen } from '@testing-library/react';
import { HttpError, selectUser, userSignedIn } from '@opengood/platform';
import type { User } from '@opengood/contracts';
import { renderAccountPage } from '../testing/renderAccountPage';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const user = { id: 3, lang: 'en', emailVerified: true, email: 'jane@example.org' } as User;

describe('UndoEmailChangePage', () => {
  it('sends the token once, signs this browser out and says a reset link was mailed', async () => {
    const { http, store } = renderAccountPage(`/undo-email-change/${TOKEN}`, {
      post: async () => ({ email: 'jane@example.org' }),
    });
    act(() => {
      store.dispatch(userSignedIn(user));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Undoing the email change…');
    await act(async () => undefined);
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(http.post).toHaveBeenCalledWith(`/data/website/undo-email-change/${TOKEN}`);
    expect(screen.getByRole('heading', { name: 'Your email address is back' })).toHaveFocus();
    expect(screen.getByTestId('email-change-undone')).toHaveTextContent(
      'we sent a link to jane@example.org to choose a new one',
    );
    expect(selectUser(store.getState())).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('a spent, tampered or expired link goes to the invalid-link page', async () => {
    renderAccountPage(`/undo-email-change/${TOKEN}`, {
      post: () => Promise.reject(new HttpError(400, '', { errors: { token: 'INVALID_OR_EXPIRED' } })),
    });
    await act(async () => undefined);
    expect(window.location.pathname).toBe('/invalid-or-expired-link');
  });

  it('says so when another account took the old address meanwhile', async () => {
    renderAccountPage(`/undo-email-change/${TOKEN}`, {
      post: () => Promise.reject(new HttpError(409, '', { errors: { email: 'EMAIL_TAKEN' } })),
    });
    await act(async () => undefined);
    expect(screen.getByRole('alert')).toHaveTextContent('Another account uses your old address now');
  });
});

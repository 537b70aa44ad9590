import { act, screen, waitFor } from '@testing-library/react';
import { HttpError, selectUser, userSignedIn } from '@opengood/platform';
import { testUser } from '../../testing/fixtures';
import { renderAccountPage } from '../testing/renderAccountPage';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const user = testUser({ id: 3, lang: 'en', emailVerified: true, email: 'jane@example.org' });

describe('UndoEmailChangePage', () => {
  it('sends the token once, signs this browser out and says a reset link was mailed', async () => {
    const { fake, store } = renderAccountPage(`/undo-email-change/${TOKEN}`, {
      api: { undoEmailChange: { email: 'jane@example.org' } },
    });
    act(() => {
      store.dispatch(userSignedIn(user));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Undoing the email change…');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Your email address is back' })).toHaveFocus(),
    );
    expect(fake.callsOf('undoEmailChange').map((c) => `${c.method} ${c.url}`)).toEqual([
      `POST /data/website/undo-email-change/${TOKEN}`,
    ]);
    expect(screen.getByTestId('email-change-undone')).toHaveTextContent(
      'we sent a link to jane@example.org to choose a new one',
    );
    expect(selectUser(store.getState())).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('a spent, tampered or expired link goes to the invalid-link page', async () => {
    renderAccountPage(`/undo-email-change/${TOKEN}`, {
      api: {
        undoEmailChange: new HttpError(400, '', {
          message: 'Invalid',
          errors: { token: 'INVALID_OR_EXPIRED' },
        }),
      },
    });
    await waitFor(() => expect(window.location.pathname).toBe('/invalid-or-expired-link'));
  });

  it('says so when another account took the old address meanwhile', async () => {
    renderAccountPage(`/undo-email-change/${TOKEN}`, {
      api: {
        undoEmailChange: new HttpError(409, '', { message: 'Taken', errors: { email: 'EMAIL_TAKEN' } }),
      },
    });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Another account uses your old address now'),
    );
  });

  it('any other failure offers to try again', async () => {
    renderAccountPage(`/undo-email-change/${TOKEN}`, {
      api: { undoEmailChange: new HttpError(500, '', { message: 'Server error', errors: {} }) },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument());
  });
});

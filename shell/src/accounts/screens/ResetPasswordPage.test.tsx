import { act, fireEvent, screen } from '@testing-library/react';
import { HttpError } from '@opengood/platform';
import { renderAccountPage } from '../testing/renderAccountPage';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ResetPasswordPage', () => {
  it('needs the new password twice, the same', () => {
    const { http } = renderAccountPage(`/reset-password/${TOKEN}`);
    fill('New password', 'a long enough phrase');
    fill('Confirm the new password', 'another phrase here');
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(http.post).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Confirm the new password')).toHaveAccessibleDescription(
      'The two passwords are not the same.',
    );
  });

  it('saves it and says so, with the way to log in', async () => {
    const { http } = renderAccountPage(`/reset-password/${TOKEN}`, { post: async () => ({ ok: true }) });
    fill('New password', 'a long enough phrase');
    fill('Confirm the new password', 'a long enough phrase');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save the new password' })));
    expect(http.post).toHaveBeenCalledWith(`/data/website/reset-password/${TOKEN}`, {
      password: 'a long enough phrase',
    });
    expect(screen.getByRole('heading', { name: 'Your password is changed' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('a link the api does not accept goes to the invalid-link page', async () => {
    renderAccountPage(`/reset-password/${TOKEN}`, {
      post: () => Promise.reject(new HttpError(400, '', { errors: { token: 'INVALID_OR_EXPIRED' } })),
    });
    fill('New password', 'a long enough phrase');
    fill('Confirm the new password', 'a long enough phrase');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save the new password' })));
    expect(window.location.pathname).toBe('/invalid-or-expired-link');
    expect(
      await screen.findByRole('heading', { name: 'This link is invalid or has expired' }),
    ).toBeInTheDocument();
  });

  it('a malformed token is not even asked about', async () => {
    const { http } = renderAccountPage('/reset-password/short');
    await act(async () => undefined);
    expect(window.location.pathname).toBe('/invalid-or-expired-link');
    expect(http.post).not.toHaveBeenCalled();
  });
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError } from '@opengood/platform';
import { renderAccountPage } from '../testing/renderAccountPage';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save the new password' })));

describe('ResetPasswordPage', () => {
  it('needs the new password twice, the same', async () => {
    const { fake } = renderAccountPage(`/reset-password/${TOKEN}`);
    fill('New password', 'a long enough phrase');
    fill('Confirm the new password', 'another phrase here');
    await save();
    expect(fake.calls).toEqual([]);
    expect(screen.getByLabelText('Confirm the new password')).toHaveAccessibleDescription(
      'Error: The two passwords are not the same.',
    );
    await waitFor(() => expect(screen.getByTestId('error-summary')).toHaveFocus());
  });

  it("checks the new password with the contract's limits first", async () => {
    const { fake } = renderAccountPage(`/reset-password/${TOKEN}`, { lang: 'es' });
    fill('Nueva contraseña', 'short');
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Guardar la nueva contraseña' })),
    );
    expect(fake.calls).toEqual([]);
    expect(screen.getByLabelText('Nueva contraseña')).toHaveAccessibleDescription(
      /Error: Usa al menos 10 caracteres/,
    );
  });

  it('saves it and says so, with the way to log in', async () => {
    const { fake } = renderAccountPage(`/reset-password/${TOKEN}`, { api: { resetPassword: { ok: true } } });
    fill('New password', 'a long enough phrase');
    fill('Confirm the new password', 'a long enough phrase');
    await save();
    expect(fake.callsOf('resetPassword').map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', `/data/website/reset-password/${TOKEN}`, { password: 'a long enough phrase' }],
    ]);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Your password is changed' })).toHaveFocus(),
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('a link the api does not accept goes to the invalid-link page', async () => {
    renderAccountPage(`/reset-password/${TOKEN}`, {
      api: {
        resetPassword: new HttpError(400, '', {
          message: 'Invalid',
          errors: { token: 'INVALID_OR_EXPIRED' },
        }),
      },
    });
    fill('New password', 'a long enough phrase');
    fill('Confirm the new password', 'a long enough phrase');
    await save();
    await waitFor(() => expect(window.location.pathname).toBe('/invalid-or-expired-link'));
    expect(
      await screen.findByRole('heading', { name: 'This link is invalid or has expired' }),
    ).toBeInTheDocument();
  });

  it('a malformed token is not even asked about', async () => {
    const { fake } = renderAccountPage('/reset-password/short');
    await act(async () => undefined);
    expect(window.location.pathname).toBe('/invalid-or-expired-link');
    expect(fake.calls).toEqual([]);
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError, selectUser } from '@opengood/platform';
import { renderDashboard, testUser } from '../../testing/renderDashboard';
import { leaveAfterDeletion } from './accountSaga';

describe('account settings', () => {
  it('saves names and language through PATCH /users/me, and the session follows', async () => {
    const user = testUser({ lang: 'en' });
    const { store, calls } = renderDashboard('/dashboard/account-settings', 'en', user, {
      '/data/users/me/can-delete': { canDelete: true, reason: null },
      'PATCH /data/users/me': (body: object) => ({ user: { ...user, ...body } }),
    });
    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: ' ' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required.');
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Anabela' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await screen.findByText('Name saved.')).toBeInTheDocument();
    expect(selectUser(store.getState())?.firstName).toBe('Anabela');
    fireEvent.change(screen.getByLabelText('Language of the site and of our emails'), { target: { value: 'es' } });
    await waitFor(() => expect(selectUser(store.getState())?.lang).toBe('es'));
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { firstName: 'Anabela', lastName: 'Lima' },
      { lang: 'es' },
    ]);
  });

  it('changes the password and says other sessions were signed out; a wrong current one by its field', async () => {
    let wrong = true;
    renderDashboard('/dashboard/account-settings', 'en', testUser({ lang: 'en' }), {
      '/data/users/me/can-delete': { canDelete: true, reason: null },
      'POST /data/users/me/password': () => {
        if (wrong) throw new HttpError(400, '{}', { errors: { currentPassword: 'INVALID_CREDENTIALS' } });
        return { ok: true };
      },
    });
    const form = await screen.findByTestId('password-form');
    const current = form.querySelector('input[autocomplete="current-password"]') as HTMLInputElement;
    fireEvent.change(current, { target: { value: 'old-password-1' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Use at least 10 characters.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a-new-long-passphrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password is not correct.')).toBeInTheDocument();
    wrong = false;
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed. Your other sessions were signed out.')).toBeInTheDocument();
  });

  it('explains why the account cannot be deleted (the last admin of an organisation), in Spanish', async () => {
    renderDashboard('/dashboard/account-settings', 'es', testUser({ lang: 'es' }), {
      '/data/users/me/can-delete': { canDelete: false, reason: 'LAST_ADMIN_OF_ORG' },
    });
    expect(await screen.findByTestId('cannot-delete')).toHaveTextContent(
      'Eres el único administrador de una organización.',
    );
    expect(screen.queryByRole('button', { name: 'Eliminar mi cuenta…' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Descargar mis datos (JSON)' })).toHaveAttribute('href', '/data/users/me/export');
  });

  it('deletes the account after a confirmation with the password, signs the user out and leaves the dashboard', async () => {
    const go = jest.spyOn(leaveAfterDeletion, 'go').mockImplementation(() => undefined);
    const user = testUser({ lang: 'en' });
    const { store, calls } = renderDashboard('/dashboard/account-settings', 'en', user, {
      '/data/users/me/can-delete': { canDelete: true, reason: null },
      'POST /data/website/login': { user },
      'DELETE /data/users/me/delete': { ok: true },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    const confirm = screen.getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    // The dialog asks for the password, under a visible label.
    fireEvent.change(screen.getByLabelText('Current password', { selector: '[data-testid="delete-form"] input' }), {
      target: { value: 'my-own-passphrase' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'I understand that my account and data are deleted for good' }));
    fireEvent.click(confirm);
    await waitFor(() => expect(go).toHaveBeenCalled());
    // The password is proved by a log-in just before the deletion (the api lets a fresh log-in delete).
    expect(calls.map((c) => `${c.method} ${c.url}`).slice(-2)).toEqual([
      'POST /data/website/login',
      'DELETE /data/users/me/delete',
    ]);
    expect(calls).toContainEqual(
      expect.objectContaining({ url: '/data/website/login', body: { email: user.email, password: 'my-own-passphrase' } }),
    );
    expect(selectUser(store.getState())).toBeNull();
    go.mockRestore();
  });

  it('shows the api’s refusal by the password field and keeps the account, in Portuguese', async () => {
    const go = jest.spyOn(leaveAfterDeletion, 'go').mockImplementation(() => undefined);
    const user = testUser({ lang: 'pt' });
    const { store, calls } = renderDashboard('/dashboard/account-settings', 'pt', user, {
      '/data/users/me/can-delete': { canDelete: true, reason: null },
      'POST /data/website/login': () => {
        throw new HttpError(400, '{}', { errors: { password: 'INVALID_CREDENTIALS' } });
      },
      'DELETE /data/users/me/delete': () => {
        throw new HttpError(400, '{}', { errors: { currentPassword: 'RECENT_LOGIN_REQUIRED' } });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir minha conta…' }));
    const form = screen.getByTestId('delete-form');
    const field = screen.getByLabelText('Senha atual', { selector: '[data-testid="delete-form"] input' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Entendo que minha conta e meus dados serão apagados para sempre' }));

    // Left empty on a session whose log-in is not recent: the api asks for the password.
    fireEvent.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    const recent = await screen.findByText(/Digite sua senha para confirmar/);
    expect(form).toContainElement(recent);
    expect(field.getAttribute('aria-describedby')).toContain(recent.id);
    expect(field).toHaveAttribute('aria-invalid', 'true');

    // A wrong password: the log-in refuses it, by the same field, and nothing is deleted.
    fireEvent.change(field, { target: { value: 'not-my-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    expect(await screen.findByText('A senha não está correta.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(selectUser(store.getState())?.id).toBe(user.id);
    expect(go).not.toHaveBeenCalled();
    go.mockRestore();
  });
});

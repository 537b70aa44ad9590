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

  it('deletes the account after a confirmation, signs the user out and leaves the dashboard', async () => {
    const go = jest.spyOn(leaveAfterDeletion, 'go').mockImplementation(() => undefined);
    const { store, calls } = renderDashboard('/dashboard/account-settings', 'en', testUser({ lang: 'en' }), {
      '/data/users/me/can-delete': { canDelete: true, reason: null },
      'DELETE /data/users/me/delete': { ok: true },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    const confirm = screen.getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I understand that my account and data are deleted for good' }));
    fireEvent.click(confirm);
    await waitFor(() => expect(go).toHaveBeenCalled());
    expect(calls).toContainEqual(expect.objectContaining({ method: 'DELETE', url: '/data/users/me/delete' }));
    expect(selectUser(store.getState())).toBeNull();
    go.mockRestore();
  });
});

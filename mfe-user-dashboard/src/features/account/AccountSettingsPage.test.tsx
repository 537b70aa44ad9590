import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UpdateMeRequest } from '@opengood/contracts';
import { selectUser } from '@opengood/platform';
import { refusal } from '../../testing/fixtures';
import { renderDashboard, testUser } from '../../testing/renderDashboard';
import { leaveAfterDeletion } from './accountMutations';

const CAN_DELETE = { canDelete: true, reason: null };

describe('account settings', () => {
  it('saves names and language through PATCH /users/me, and the session follows', async () => {
    const user = testUser({ lang: 'en' });
    const { store, fake } = renderDashboard('/dashboard/account-settings', 'en', user, {
      canDelete: CAN_DELETE,
      updateMe: ({ body }) => ({ user: { ...user, ...(body as UpdateMeRequest) } }),
    });
    const names = await screen.findByTestId('names-form');
    const first = await within(names).findByLabelText('First name');
    fireEvent.change(first, { target: { value: ' ' } });
    fireEvent.click(within(names).getByRole('button', { name: 'Save' }));
    // The contract's refusal, in the page's words: by the field and in the form's summary, which takes the focus.
    expect(await within(names).findByTestId('error-summary')).toHaveFocus();
    expect(
      within(names).getByRole('link', { name: 'First name: This field is required.' }),
    ).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(fake.callsOf('updateMe')).toEqual([]);
    fireEvent.change(first, { target: { value: 'Anabela' } });
    fireEvent.click(within(names).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name saved.')).toBeInTheDocument();
    expect(selectUser(store.getState())?.firstName).toBe('Anabela');
    fireEvent.change(screen.getByLabelText('Language of the site and of our emails'), {
      target: { value: 'es' },
    });
    await waitFor(() => expect(selectUser(store.getState())?.lang).toBe('es'));
    expect(fake.callsOf('updateMe').map((c) => c.body)).toEqual([
      { firstName: 'Anabela', lastName: 'Lima' },
      { lang: 'es' },
    ]);
  });

  it('changes the email with the current password, lower-cased as the api reads it; the session follows', async () => {
    const user = testUser({ lang: 'en' });
    const { store, fake } = renderDashboard('/dashboard/account-settings', 'en', user, {
      canDelete: CAN_DELETE,
      changeEmail: ({ body }) => {
        const { email, password } = body as { email: string; password: string };
        if (password !== 'my-own-passphrase') return refusal(400, { password: 'INVALID_CREDENTIALS' });
        return { user: { ...user, email, emailVerified: false } };
      },
    });
    const form = await screen.findByTestId('email-form');
    fireEvent.change(within(form).getByLabelText('New email address'), {
      target: { value: 'not-an-address' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Change email' }));
    expect(await within(form).findAllByText('Enter a valid email address.')).not.toHaveLength(0);
    fireEvent.change(within(form).getByLabelText('New email address'), {
      target: { value: ' Ana@Example.ORG ' },
    });
    fireEvent.change(within(form).getByLabelText('Current password'), { target: { value: 'a guess' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Change email' }));
    expect(await within(form).findAllByText('The password is not correct.')).not.toHaveLength(0);
    fireEvent.change(within(form).getByLabelText('Current password'), {
      target: { value: 'my-own-passphrase' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Change email' }));
    expect(
      await screen.findByText('Check your inbox: we sent a confirmation link to the new address.'),
    ).toBeInTheDocument();
    expect(fake.callsOf('changeEmail').at(-1)?.body).toEqual({
      email: 'ana@example.org',
      password: 'my-own-passphrase',
    });
    expect(selectUser(store.getState())?.email).toBe('ana@example.org');
  });

  it('changes the password and says other sessions were signed out; a wrong current one by its field', async () => {
    let wrong = true;
    renderDashboard('/dashboard/account-settings', 'en', testUser({ lang: 'en' }), {
      canDelete: CAN_DELETE,
      changePassword: () => (wrong ? refusal(400, { currentPassword: 'INVALID_CREDENTIALS' }) : { ok: true }),
    });
    const form = await screen.findByTestId('password-form');
    const current = form.querySelector('input[autocomplete="current-password"]') as HTMLInputElement;
    fireEvent.change(current, { target: { value: 'old-password-1' } });
    fireEvent.change(within(form).getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await within(form).findAllByText('Use at least 10 characters.')).not.toHaveLength(0);
    fireEvent.change(within(form).getByLabelText('New password'), {
      target: { value: 'a-new-long-passphrase' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await within(form).findAllByText('The password is not correct.')).not.toHaveLength(0);
    expect(current).toHaveAttribute('aria-invalid', 'true');
    wrong = false;
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Password changed. Your other sessions were signed out.'),
    ).toBeInTheDocument();
  });

  it('explains why the account cannot be deleted (the last admin of an organisation), in Spanish', async () => {
    renderDashboard('/dashboard/account-settings', 'es', testUser({ lang: 'es' }), {
      canDelete: { canDelete: false, reason: 'LAST_ADMIN_OF_ORG' },
    });
    expect(await screen.findByTestId('cannot-delete')).toHaveTextContent(
      'Eres el único administrador de una organización.',
    );
    expect(screen.queryByRole('button', { name: 'Eliminar mi cuenta…' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Descargar mis datos (JSON)' })).toHaveAttribute(
      'href',
      '/data/users/me/export',
    );
  });

  it('deletes the account after a confirmation with the password, signs the user out and leaves the dashboard', async () => {
    const go = jest.spyOn(leaveAfterDeletion, 'go').mockImplementation(() => undefined);
    const user = testUser({ lang: 'en' });
    const { store, fake } = renderDashboard('/dashboard/account-settings', 'en', user, {
      canDelete: CAN_DELETE,
      login: { user },
      deleteMe: { ok: true },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    const confirm = screen.getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    // The dialog asks for the password, under a visible label.
    fireEvent.change(
      screen.getByLabelText('Current password', { selector: '[data-testid="delete-form"] input' }),
      {
        target: { value: 'my-own-passphrase' },
      },
    );
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'I understand that my account and data are deleted for good' }),
    );
    fireEvent.click(confirm);
    await waitFor(() => expect(go).toHaveBeenCalled());
    // The password is proved by a log-in just before the deletion (the api lets a fresh log-in delete).
    expect(fake.calls.slice(-2).map((c) => c.route)).toEqual(['login', 'deleteMe']);
    expect(fake.callsOf('login')[0]?.body).toEqual({ email: user.email, password: 'my-own-passphrase' });
    expect(selectUser(store.getState())).toBeNull();
    go.mockRestore();
  });

  it('shows the api’s refusal by the password field and keeps the account, in Portuguese', async () => {
    const go = jest.spyOn(leaveAfterDeletion, 'go').mockImplementation(() => undefined);
    const user = testUser({ lang: 'pt' });
    const { store, fake } = renderDashboard('/dashboard/account-settings', 'pt', user, {
      canDelete: CAN_DELETE,
      login: refusal(400, { password: 'INVALID_CREDENTIALS' }),
      deleteMe: refusal(400, { currentPassword: 'RECENT_LOGIN_REQUIRED' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir minha conta…' }));
    const form = screen.getByTestId('delete-form');
    const field = screen.getByLabelText('Senha atual', { selector: '[data-testid="delete-form"] input' });
    fireEvent.click(
      screen.getByRole('checkbox', {
        name: 'Entendo que minha conta e meus dados serão apagados para sempre',
      }),
    );

    // Left empty on a session whose log-in is not recent: the api asks for the password.
    fireEvent.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    const recent = await screen.findByText(/Digite sua senha para confirmar/);
    expect(form).toContainElement(recent);
    expect(field.getAttribute('aria-describedby')).toContain(recent.closest('p')!.id);
    expect(field).toHaveAttribute('aria-invalid', 'true');

    // A wrong password: the log-in refuses it, by the same field, and nothing is deleted.
    fireEvent.change(field, { target: { value: 'not-my-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    expect(await screen.findByText('A senha não está correta.')).toBeInTheDocument();
    expect(fake.callsOf('deleteMe')).toHaveLength(1);
    expect(selectUser(store.getState())?.id).toBe(user.id);
    expect(go).not.toHaveBeenCalled();
    go.mockRestore();
  });
});

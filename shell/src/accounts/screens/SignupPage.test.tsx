import { act, fireEvent, screen } from '@testing-library/react';
import { HttpError, selectUser } from '@opengood/platform';
import { renderAccountPage } from '../testing/renderAccountPage';

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillForm() {
  fill('First name', 'Ana');
  fill('Last name', 'Lima');
  fill('Email', 'ana@example.org');
  fill('Password', 'a long enough phrase');
}

describe('SignupPage', () => {
  it("checks with the contract's limits, naming them", () => {
    const { http } = renderAccountPage('/signup');
    fill('Email', 'ana@example.org');
    fill('Password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(http.post).not.toHaveBeenCalled();
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Enter this name.');
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 10 characters. A phrase of a few words is easy to remember. Use at least 10 characters.',
    );
  });

  it('creates the account in the page language with the invite, signs in, and says to check the email', async () => {
    const user = { id: 5, email: 'ana@example.org', lang: 'en' };
    const { http, store } = renderAccountPage('/signup?invite=inv-42', { post: async () => ({ user }) });
    expect(screen.getByText(/You were invited to join an organization/)).toBeInTheDocument();
    fillForm();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create account' })));
    expect(http.post).toHaveBeenCalledWith('/data/website/signup', {
      firstName: 'Ana',
      lastName: 'Lima',
      email: 'ana@example.org',
      password: 'a long enough phrase',
      lang: 'en',
      invite: 'inv-42',
    });
    expect(selectUser(store.getState())).toEqual(user);
    expect(screen.getByRole('heading', { name: 'Check your email' })).toHaveFocus();
    expect(screen.getByText(/We sent a link to ana@example.org/)).toBeInTheDocument();
  });

  it('shows a taken email by the email field, in Spanish', async () => {
    renderAccountPage('/signup', {
      lang: 'es',
      post: () => Promise.reject(new HttpError(409, '', { errors: { email: 'EMAIL_TAKEN' } })),
    });
    fill('Nombre', 'Ana');
    fill('Apellido', 'Lima');
    fill('Correo electrónico', 'ana@example.org');
    fill('Contraseña', 'a long enough phrase');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' })));
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      'Ya hay una cuenta con este correo. Inicia sesión o restablece tu contraseña.',
    );
  });

  it('the check-email step sends the link again on request', async () => {
    const { http } = renderAccountPage('/signup', {
      post: async () => ({ user: { id: 5, email: 'a@example.org' } }),
    });
    fillForm();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create account' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send the link again' })));
    expect(http.post).toHaveBeenLastCalledWith('/data/website/resend-verification');
    expect(screen.getByRole('status')).toHaveTextContent('A new link is on its way.');
  });
});

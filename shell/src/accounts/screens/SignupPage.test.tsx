import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError, selectUser } from '@opengood/platform';
import { testUser } from '../../testing/fixtures';
import { renderAccountPage } from '../testing/renderAccountPage';

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const create = (name = 'Create account') =>
  act(async () => fireEvent.click(screen.getByRole('button', { name })));

function fillForm() {
  fill('First name', 'Ana');
  fill('Last name', 'Lima');
  fill('Email', 'ana@example.org');
  fill('Password', 'a long enough phrase');
}

const user = testUser({ id: 5, email: 'ana@example.org', lang: 'en', emailVerified: false });

describe('SignupPage', () => {
  it("checks with the contract's limits, naming them", async () => {
    const { fake } = renderAccountPage('/signup');
    fill('Email', 'ana@example.org');
    fill('Password', 'short');
    await create();
    expect(fake.calls).toEqual([]);
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Error: Enter this name.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 10 characters. A phrase of a few words is easy to remember. Error: Use at least 10 characters.',
    );
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Please check the following:' })).toHaveFocus(),
    );
  });

  it('creates the account in the page language with the invite, signs in, and says to check the email', async () => {
    const { fake, store } = renderAccountPage('/signup?invite=inv-42', { api: { signup: { user } } });
    expect(screen.getByText(/You were invited to join an organization/)).toBeInTheDocument();
    fillForm();
    await create();
    expect(fake.callsOf('signup').map((c) => [c.method, c.url, c.body])).toEqual([
      [
        'POST',
        '/data/website/signup',
        {
          firstName: 'Ana',
          lastName: 'Lima',
          email: 'ana@example.org',
          password: 'a long enough phrase',
          lang: 'en',
          invite: 'inv-42',
        },
      ],
    ]);
    expect(selectUser(store.getState())).toEqual(user);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Check your email' })).toHaveFocus());
    expect(screen.getByText(/We sent a link to ana@example.org/)).toBeInTheDocument();
  });

  it('keeps "back to the invitation" for after verification when signing up through one', async () => {
    window.localStorage.clear();
    const INVITE = 'Xy3_abcdefghijklmnopqr';
    const TMP = 'AbCdEfGhIjKlMnOpQrStUv';
    const { fake } = renderAccountPage(`/signup?invite=${INVITE}`, {
      api: { signup: { user }, createTmpStorage: { data: { id: TMP } } },
    });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?to=%2Fuser-invites%2F${INVITE}`,
    );
    fillForm();
    await create();
    expect(fake.callsOf('signup')[0]!.body).toMatchObject({ invite: INVITE });
    expect(fake.callsOf('createTmpStorage').map((c) => c.body)).toEqual([
      { data: JSON.stringify([{ kind: 'SIGNUP_BLOCK_REDIRECT', data: { url: `/user-invites/${INVITE}` } }]) },
    ]);
    await waitFor(() => expect(window.location.search).toBe(`?invite=${INVITE}&tmpId=${TMP}`));
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
  });

  it('shows a taken email by the email field, in Spanish', async () => {
    renderAccountPage('/signup', {
      lang: 'es',
      api: { signup: new HttpError(409, '', { message: 'Taken', errors: { email: 'EMAIL_TAKEN' } }) },
    });
    fill('Nombre', 'Ana');
    fill('Apellido', 'Lima');
    fill('Correo electrónico', 'ana@example.org');
    fill('Contraseña', 'a long enough phrase');
    await create('Crear cuenta');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      'Error: Ya hay una cuenta con este correo. Inicia sesión o restablece tu contraseña.',
    );
  });

  it('the check-email step sends the link again on request', async () => {
    const { fake } = renderAccountPage('/signup', {
      api: { signup: { user }, resendVerification: { ok: true } },
    });
    fillForm();
    await create();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send the link again' })));
    expect(fake.callsOf('resendVerification').map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /data/website/resend-verification',
    ]);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('A new link is on its way.'));
  });

  it('a resend that fails says so', async () => {
    renderAccountPage('/signup', {
      api: {
        signup: { user },
        resendVerification: new HttpError(429, '', { message: 'Slow', errors: { request: 'RATE_LIMITED' } }),
      },
    });
    fillForm();
    await create();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send the link again' })));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Something went wrong on our side.'),
    );
  });
});

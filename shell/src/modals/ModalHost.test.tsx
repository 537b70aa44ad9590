import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { selectUser, tmpRecordRestored, userLoaded } from '@opengood/platform';
import { renderChrome } from '../testing/renderChrome';
import { testUser } from '../testing/fixtures';
import { ModalHost } from './ModalHost';
import { tmpRestoreAnswered, tmpRestoreOffered, tmpRestoreSlice } from '../session/tmpRestoreSlice';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('ModalHost (docs/product/chrome.md#modal-sequence)', () => {
  it('forces SIGNUP in the mobile app for a visitor; it cannot be closed', async () => {
    const { store } = renderChrome(<ModalHost pathname="/en/jobs" inMobileApp />);
    await act(async () => void store.dispatch(userLoaded(null)));
    const dialog = await screen.findByRole('dialog', { name: 'Join OpenGood to continue' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/signup');
  });

  it('VERIFY_EMAIL resends the link, and closes by itself once the address is verified', async () => {
    const user = testUser({ emailVerified: false, created: '2024-01-01T00:00:00.000Z' });
    const { store, fake } = renderChrome(<ModalHost pathname="/en/jobs" inMobileApp={false} />, {
      api: { resendVerification: { ok: true }, me: { user } },
    });
    await act(async () => void store.dispatch(userLoaded(user)));
    await screen.findByRole('dialog', { name: 'Confirm your email address' });
    expect(screen.getByText(/We sent a link to jane\.doe@example\.org/)).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send the link again' })));
    expect(fake.callsOf('resendVerification').map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /data/website/resend-verification',
    ]);
    expect(await screen.findByText(/A new link is on its way/)).toBeInTheDocument();

    fake.answer('me', { user: { ...user, emailVerified: true } });
    await act(async () => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.callsOf('me').map((c) => `${c.method} ${c.url}`)).toEqual(['GET /data/users/me']);
  });

  it('VERIFY_EMAIL: verified meanwhile, the refused resend reads the user again and the dialog goes', async () => {
    const user = testUser({ emailVerified: false, created: '2024-01-01T00:00:00.000Z' });
    const { HttpError } = await import('@opengood/platform');
    const { store } = renderChrome(<ModalHost pathname="/en/jobs" inMobileApp={false} />, {
      api: {
        resendVerification: new HttpError(409, '', {
          message: 'Verified already',
          errors: { email: 'EMAIL_ALREADY_VERIFIED' },
        }),
        me: { user: { ...user, emailVerified: true } },
      },
    });
    await act(async () => void store.dispatch(userLoaded(user)));
    await screen.findByRole('dialog', { name: 'Confirm your email address' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send the link again' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(/We could not send the link/)).toBeNull();
  });

  it('not right after signing up: the sign-up page already says to check the inbox', async () => {
    const { store } = renderChrome(<ModalHost pathname="/" inMobileApp={false} />);
    await act(
      async () =>
        void store.dispatch(
          userLoaded(testUser({ emailVerified: false, created: new Date().toISOString() })),
        ),
    );
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('INFORMATION_REQUIRED checks the missing names with the contract and saves them', async () => {
    const user = testUser({ firstName: null, lastName: null, name: '' });
    const { store, fake } = renderChrome(<ModalHost pathname="/dashboard" inMobileApp={false} />, {
      lang: 'pt',
      api: { updateMe: { user: { ...user, firstName: 'João', lastName: 'Silva', name: 'João Silva' } } },
    });
    await act(async () => void store.dispatch(userLoaded(user)));
    await screen.findByRole('dialog', { name: 'Diga-nos seu nome' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' })));
    expect(screen.getByLabelText('Nome')).toHaveAccessibleDescription('Erro: Informe seu nome');
    expect(screen.getByLabelText('Sobrenome')).toHaveAccessibleDescription('Erro: Informe seu sobrenome');
    // The summary of what is wrong takes the focus, each entry a link to its field.
    await waitFor(() => expect(screen.getByTestId('error-summary')).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Nome: Informe seu nome' })).toBeInTheDocument();
    expect(fake.callsOf('updateMe')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: ' João ' } });
    fireEvent.change(screen.getByLabelText('Sobrenome'), { target: { value: 'Silva' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' })));
    expect(fake.callsOf('updateMe').map((c) => [c.method, c.url, c.body])).toEqual([
      ['PATCH', '/data/users/me', { firstName: 'João', lastName: 'Silva' }],
    ]);
    expect(selectUser(store.getState())?.firstName).toBe('João');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('FINISH_OAUTH_SIGNUP checks the names the provider gave and saves them with the language of the emails', async () => {
    const user = testUser({ justSignedUpWithProvider: true, lang: 'en' });
    const { store, fake } = renderChrome(<ModalHost pathname="/" inMobileApp={false} />, {
      lang: 'es',
      api: { updateMe: ({ body }) => ({ user: { ...user, ...(body as object) } }) },
    });
    await act(async () => void store.dispatch(userLoaded(user)));
    const dialog = await screen.findByRole('dialog', { name: '¡Te damos la bienvenida a OpenGood!' });
    const language = screen.getByLabelText('Idioma de nuestros correos');
    expect([...dialog.querySelectorAll('option')].map((o) => [o.textContent, o.lang])).toEqual([
      ['English', 'en'],
      ['Español', 'es'],
      ['Português', 'pt'],
    ]);
    fireEvent.change(screen.getByLabelText('Apellido'), { target: { value: '' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Terminar' })));
    expect(screen.getByLabelText('Apellido')).toHaveAccessibleDescription('Error: Escribe tu apellido');
    expect(fake.callsOf('updateMe')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Apellido'), { target: { value: 'Doe' } });
    fireEvent.change(language, { target: { value: 'es' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Terminar' })));
    expect(fake.callsOf('updateMe').map((c) => c.body)).toEqual([
      { firstName: 'Jane', lastName: 'Doe', lang: 'es' },
    ]);
    expect(selectUser(store.getState())?.lang).toBe('es');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /bienvenida/ })).toBeNull());
  });

  it('INTAKE_INTENTS asks for at least one, posts them, then the sequence moves on', async () => {
    const { store, fake } = renderChrome(<ModalHost pathname="/" inMobileApp={false} />, {
      api: {
        intakeIntents: {
          data: {
            intakeIntents: ['FIND_A_JOB', 'VOLUNTEER'],
            intakeIntentsDatetimeSet: '2026-03-01T10:00:00.000Z',
          },
        },
      },
    });
    const user = testUser({
      created: '2025-02-01T00:00:00.000Z',
      intakeIntentsDatetimeSet: null,
      hasProfileFeature: true,
      showProfileOnboarding: true,
    });
    await act(async () => void store.dispatch(userLoaded(user)));
    await screen.findByRole('dialog', { name: 'What brings you to OpenGood?' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Volunteer' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Find a job' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(fake.callsOf('intakeIntents').map((c) => c.body)).toEqual([
      { intakeIntents: ['FIND_A_JOB', 'VOLUNTEER'] },
    ]);
    // Next in line: the profile wizard, once for this page load.
    const wizard = await screen.findByRole('dialog', { name: 'Make your profile stand out' });
    fireEvent.keyDown(wizard, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits while the restore asks its question: one dialog at a time', async () => {
    const { store } = renderChrome(<ModalHost pathname="/" inMobileApp={false} />);
    store.injectSlice('shell', tmpRestoreSlice);
    const tmpId = 'AbCdEfGhIjKlMnOpQrStUv';
    store.dispatch(
      tmpRestoreOffered({ tmpId, records: [{ kind: 'SAVE_LISTING', data: { id: 1, type: 'JOB' } }] }),
    );
    await act(async () => void store.dispatch(userLoaded(testUser({ showNotifPrefModal: true }))));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => void store.dispatch(tmpRestoreAnswered({ tmpId, apply: false })));
    await screen.findByRole('dialog', { name: 'Choose the emails you get' });
  });

  it('NOTIFICATION_PREFERENCES is remembered as dismissed for this user', async () => {
    const first = renderChrome(<ModalHost pathname="/" inMobileApp={false} />);
    await act(async () => void first.store.dispatch(userLoaded(testUser({ showNotifPrefModal: true }))));
    await screen.findByRole('dialog', { name: 'Choose the emails you get' });
    expect(screen.getByRole('link', { name: 'Choose my emails' })).toHaveAttribute(
      'href',
      '/dashboard/notification-preferences',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    const second = renderChrome(<ModalHost pathname="/" inMobileApp={false} />);
    await act(async () => void second.store.dispatch(userLoaded(testUser({ showNotifPrefModal: true }))));
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('CREATE_USER_PROFILE after an application started before signing up was restored', async () => {
    const { store } = renderChrome(<ModalHost pathname="/" inMobileApp={false} />);
    await act(async () => void store.dispatch(userLoaded(testUser())));
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(
      async () =>
        void store.dispatch(
          tmpRecordRestored({
            kind: 'LISTING_APPLICATION_VALUES',
            data: { listingId: 4, listingType: 'JOB', values: {} },
          }),
        ),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Create your profile to finish applying' }),
    ).toBeInTheDocument();
  });
});

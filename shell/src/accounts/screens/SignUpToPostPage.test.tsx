import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { pendingTmp, userSignedIn } from '@opengood/platform';
import { testUser } from '../../testing/fixtures';
import { renderAccountPage } from '../testing/renderAccountPage';

const TMP = 'AbCdEfGhIjKlMnOpQrStUv';
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('SignUpToPostPage', () => {
  beforeEach(() => window.localStorage.clear());

  it('explains posting and signs up, keeping "go on to post a listing" for after verification', async () => {
    const { fake } = renderAccountPage('/es/orgs/registrate', {
      lang: 'es',
      api: {
        signup: { user: testUser({ id: 8, email: 'org@example.org', lang: 'es', emailVerified: false }) },
        createTmpStorage: { data: { id: TMP } },
      },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Publica tus oportunidades');
    fill('Nombre', 'Ana');
    fill('Apellido', 'Lima');
    fill('Correo electrónico', 'org@example.org');
    fill('Contraseña', 'a long enough phrase');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' })));
    expect(fake.callsOf('signup')[0]!.body).toMatchObject({ lang: 'es' });
    expect(fake.callsOf('createTmpStorage').map((c) => c.body)).toEqual([
      { data: JSON.stringify([{ kind: 'SIGNUP_BLOCK_REDIRECT', data: { url: '/post-a-listing' } }]) },
    ]);
    expect(pendingTmp()).toBe(TMP);
    await waitFor(() => expect(window.location.search).toBe(`?tmpId=${TMP}`));
    expect(screen.getByRole('heading', { name: 'Revisa tu correo' })).toBeInTheDocument();
    expect(screen.getAllByText(/irás directamente a publicar/).length).toBeGreaterThan(0);
  });

  it('a signed-in visitor goes straight to posting', () => {
    const { store } = renderAccountPage('/sign-up-to-post');
    act(() => {
      store.dispatch(userSignedIn(testUser({ id: 1 })));
    });
    expect(screen.getByRole('link', { name: 'Post a listing' })).toHaveAttribute('href', '/post-a-listing');
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import { userSignedIn } from '@opengood/platform';
import type { User } from '@opengood/contracts';
import { pendingTmp } from '@opengood/platform';
import { renderAccountPage } from '../testing/renderAccountPage';

const TMP = 'AbCdEfGhIjKlMnOpQrStUv';
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('SignUpToPostPage', () => {
  beforeEach(() => window.localStorage.clear());

  it('explains posting and signs up, keeping "go on to post a listing" for after verification', async () => {
    const { http } = renderAccountPage('/es/orgs/registrate', {
      lang: 'es',
      post: async (url: string) =>
        url === '/data/tmp-storage' ? { data: { id: TMP } } : { user: { id: 8, email: 'org@example.org' } },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Publica tus oportunidades');
    fill('Nombre', 'Ana');
    fill('Apellido', 'Lima');
    fill('Correo electrónico', 'org@example.org');
    fill('Contraseña', 'a long enough phrase');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' })));
    expect(http.post).toHaveBeenCalledWith('/data/website/signup', expect.objectContaining({ lang: 'es' }));
    expect(http.post).toHaveBeenCalledWith('/data/tmp-storage', {
      data: JSON.stringify([{ kind: 'SIGNUP_BLOCK_REDIRECT', data: { url: '/post-a-listing' } }]),
    });
    expect(pendingTmp()).toBe(TMP);
    expect(window.location.search).toBe(`?tmpId=${TMP}`);
    expect(screen.getByRole('heading', { name: 'Revisa tu correo' })).toBeInTheDocument();
    expect(screen.getAllByText(/irás directamente a publicar/).length).toBeGreaterThan(0);
  });

  it('a signed-in visitor goes straight to posting', () => {
    const { store } = renderAccountPage('/sign-up-to-post');
    act(() => {
      store.dispatch(userSignedIn({ id: 1 } as User));
    });
    expect(screen.getByRole('link', { name: 'Post a listing' })).toHaveAttribute('href', '/post-a-listing');
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  AppProviders,
  HttpError,
  PENDING_TMP_KEY,
  addNamespace,
  createAppStore,
  createI18n,
  savedListingsSaga,
  selectIsListingSaved,
  testUser,
  userLoaded,
  type HttpClient,
} from '@opengood/platform';
import { DESIGN_SYSTEM_NS, designSystemTranslations } from '@opengood/design-system';
import { SaveListingButton } from './SaveListingButton';
import { LISTING_WIDGETS_NS, listingWidgetsTranslations } from './namespace';

const user = testUser({ lang: 'en' });
const listing = { id: 12, type: 'JOB', title: 'Grant writer' } as const;
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function renderButton({
  signedIn,
  post,
  lang = 'en',
}: {
  signedIn: boolean;
  post?: jest.Mock;
  lang?: 'en' | 'pt';
}) {
  const http = {
    post: post ?? jest.fn().mockResolvedValue({}),
    delete: jest.fn().mockResolvedValue({ ok: true }),
  } as unknown as HttpClient & { post: jest.Mock };
  const store = createAppStore({ context: { http } });
  store.runSaga('platform/savedListings', savedListingsSaga);
  store.dispatch(userLoaded(signedIn ? user : null));
  const i18n = createI18n(lang);
  addNamespace(i18n, LISTING_WIDGETS_NS, listingWidgetsTranslations);
  addNamespace(i18n, DESIGN_SYSTEM_NS, designSystemTranslations);
  render(
    <AppProviders store={store} i18n={i18n} platform={{ http, preload: () => undefined, supportUrl: '' }}>
      <SaveListingButton listing={listing} />
    </AppProviders>,
  );
  return { store, http };
}

describe('SaveListingButton', () => {
  beforeEach(() => window.history.replaceState(null, '', '/en/job/12-grant-writer'));

  it('is a toggle named after the listing that saves and unsaves', async () => {
    const { store, http } = renderButton({ signedIn: true });
    const button = screen.getByRole('button', { name: 'Save Grant writer' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveTextContent('Saved');
    await flush();
    expect(http.post).toHaveBeenCalledWith('/data/saved-listings', { id: 12, type: 'JOB' });
    expect(screen.getByText('Saved to your listings')).toBeInTheDocument();
    fireEvent.click(button);
    expect(selectIsListingSaved(store.getState(), 'JOB', 12)).toBe(false);
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the save undone when the call fails', async () => {
    renderButton({ signedIn: true, post: jest.fn().mockRejectedValue(new HttpError(500, '{}', {})) });
    const button = screen.getByRole('button', { name: 'Save Grant writer' });
    fireEvent.click(button);
    await flush();
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Not saved')).toBeInTheDocument();
  });

  it('asks a visitor to sign up and keeps the save for after verification', async () => {
    const post = jest.fn().mockResolvedValue({ data: { id: 'T'.repeat(22) } });
    renderButton({ signedIn: false, post, lang: 'pt' });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar Grant writer' }));
    expect(screen.getByRole('dialog', { name: 'Cadastre-se para salvar este anúncio' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar-me' }));
    await flush();
    expect(post).toHaveBeenCalledWith('/data/tmp-storage', {
      data: JSON.stringify([
        { kind: 'SAVE_LISTING', data: { id: 12, type: 'JOB' } },
        { kind: 'SIGNUP_BLOCK_REDIRECT', data: { url: '/en/job/12-grant-writer' } },
      ]),
    });
    expect(JSON.parse(window.localStorage.getItem(PENDING_TMP_KEY)!).tmpId).toBe('T'.repeat(22));
    expect(window.location.pathname).toBe('/signup');
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  AppProviders,
  HttpError,
  PENDING_TMP_KEY,
  addNamespace,
  createAppStore,
  savedListingsSaga,
  selectIsListingSaved,
  testUser,
  userLoaded,
} from '@opengood/platform';
import { createFakeHttp, type FakeHandlers, createTestI18n } from '@opengood/platform/testing';
import {
  DESIGN_SYSTEM_NS,
  designSystemBundledTranslations as designSystemTranslations,
} from '@opengood/design-system';
import { SaveListingButton } from './SaveListingButton';
import {
  LISTING_WIDGETS_NS,
  listingWidgetsBundledTranslations as listingWidgetsTranslations,
} from './namespace';

const user = testUser({ lang: 'en' });
const listing = { id: 12, type: 'JOB' } as const;
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

const saved = ({ body }: { body: unknown }) => ({
  savedListing: { ...(body as typeof listing), savedAt: '2026-11-25T10:00:00.000Z' },
});

function renderButton({
  signedIn,
  handlers = {},
  lang = 'en',
  compact = false,
}: {
  signedIn: boolean;
  handlers?: FakeHandlers;
  lang?: 'en' | 'pt';
  compact?: boolean;
}) {
  const fake = createFakeHttp({ saveListing: saved, unsaveListing: { ok: true }, ...handlers });
  const { http } = fake;
  const store = createAppStore({ context: { http } });
  store.runSaga('platform/savedListings', savedListingsSaga);
  store.dispatch(userLoaded(signedIn ? user : null));
  const i18n = createTestI18n(lang);
  addNamespace(i18n, LISTING_WIDGETS_NS, listingWidgetsTranslations);
  addNamespace(i18n, DESIGN_SYSTEM_NS, designSystemTranslations);
  render(
    <AppProviders store={store} i18n={i18n} platform={{ http, preload: () => undefined, supportUrl: '' }}>
      <SaveListingButton listing={{ ...listing, title: 'Grant writer' }} compact={compact} />
    </AppProviders>,
  );
  return { store, fake };
}

describe('SaveListingButton', () => {
  beforeEach(() => window.history.replaceState(null, '', '/en/job/12-grant-writer'));

  it('is a toggle named after the listing that saves and unsaves', async () => {
    const { store, fake } = renderButton({ signedIn: true });
    const button = screen.getByRole('button', { name: 'Save Grant writer' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveTextContent('Saved');
    await flush();
    expect(fake.callsOf('saveListing').map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /data/saved-listings',
    ]);
    expect(fake.callsOf('saveListing')[0]!.body).toEqual({ id: 12, type: 'JOB' });
    expect(screen.getByText('Saved to your listings')).toBeInTheDocument();
    fireEvent.click(button);
    expect(selectIsListingSaved(store.getState(), 'JOB', 12)).toBe(false);
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the save undone when the call fails', async () => {
    renderButton({
      signedIn: true,
      handlers: { saveListing: new HttpError(500, '', { message: 'Server error', errors: {} }) },
    });
    const button = screen.getByRole('button', { name: 'Save Grant writer' });
    fireEvent.click(button);
    await flush();
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Not saved')).toBeInTheDocument();
  });

  it('asks a visitor to sign up and keeps the save for after verification', async () => {
    const { fake } = renderButton({
      signedIn: false,
      handlers: { createTmpStorage: { data: { id: 'T'.repeat(22) } } },
      lang: 'pt',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar Grant writer' }));
    expect(screen.getByRole('dialog', { name: 'Cadastre-se para salvar este anúncio' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar-me' }));
    await flush();
    expect(fake.callsOf('createTmpStorage').map((c) => c.body)).toEqual([
      {
        data: JSON.stringify([
          { kind: 'SAVE_LISTING', data: { id: 12, type: 'JOB' } },
          { kind: 'SIGNUP_BLOCK_REDIRECT', data: { url: '/en/job/12-grant-writer' } },
        ]),
      },
    ]);
    expect(JSON.parse(window.localStorage.getItem(PENDING_TMP_KEY)!).tmpId).toBe('T'.repeat(22));
    expect(window.location.pathname).toBe('/signup');
  });

  it('the compact toggle of a listing card is a round icon button with the same name and state', async () => {
    const { store } = renderButton({ signedIn: true, compact: true });
    const button = screen.getByRole('button', { name: 'Save Grant writer' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).not.toHaveTextContent('Save');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await flush();
    expect(selectIsListingSaved(store.getState(), 'JOB', 12)).toBe(true);
  });

  it('a failed sign-up prompt says so, and the next prompt starts afresh', async () => {
    renderButton({
      signedIn: false,
      handlers: { createTmpStorage: new HttpError(503, '', { message: 'Unavailable', errors: {} }) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Grant writer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await flush();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Save Grant writer' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { InternshipDetail, Lang, ListingPreview, User } from '@opengood/contracts';
import {
  HttpError,
  createAppStore,
  installFeature,
  loadPage,
  pageEntered,
  pageLoadFinished,
  testUser,
  userLoaded,
} from '@opengood/platform';
import { createFakeHttp, createFeatureTestI18n, type FakeHandlers } from '@opengood/platform/testing';
import { LISTING_WIDGETS_NS, listingWidgetsBundledTranslations } from '@opengood/feature-listings';
import App from '../../App';
import { listingsFeature } from '../../feature';
import { LISTINGS_NS } from '../../i18n';
import { bundledTranslations } from '../../i18n/bundled';
import { job, volop } from '../../testing/fixtures';

// The admins' preview of a listing (docs/architecture.md#who-owns-which-url): the public page as it will
// look under a banner naming its state, with nothing that applies, saves or suggests, never indexed.

const BUNDLED = {
  [LISTINGS_NS]: bundledTranslations,
  [LISTING_WIDGETS_NS]: listingWidgetsBundledTranslations,
};
const admin = testUser({ id: 9, lang: 'en' });

const preview = (listing: ListingPreview['listing'], status: ListingPreview['status'] = 'DRAFT') => ({
  previewListing: { data: { listing, status } },
});

function setUp(path: string, handlers: FakeHandlers, lang: Lang = 'en', user: User | null = admin) {
  window.history.replaceState(null, '', path);
  const fake = createFakeHttp(handlers);
  const store = createAppStore({ context: { http: fake.http } });
  const i18n = createFeatureTestI18n(lang, listingsFeature, BUNDLED);
  installFeature(store, i18n, listingsFeature);
  store.dispatch(userLoaded(user));
  const platform = { http: fake.http, preload: () => undefined, supportUrl: 'https://s.example' };
  return { fake, store, i18n, platform };
}

function renderAt(path: string, handlers: FakeHandlers, lang: Lang = 'en') {
  const { fake, store, i18n, platform } = setUp(path, handlers, lang);
  render(<App store={store} i18n={i18n} platform={platform} />);
  return { fake };
}

afterEach(cleanup);

describe('listing preview page', () => {
  it('shows a draft job as its page will look, under a banner with its state and the ways back', async () => {
    const { fake } = renderAt('/admin/3/jobs/7/preview', preview(job));
    const banner = await screen.findByTestId('preview-banner');
    expect(banner).toHaveTextContent('Preview — this is how your listing will look. State: Draft');
    expect(within(banner).getByRole('link', { name: 'Edit this listing' })).toHaveAttribute(
      'href',
      '/admin/3/jobs/7/edit',
    );
    expect(within(banner).getByRole('link', { name: 'All your listings' })).toHaveAttribute(
      'href',
      '/admin/3/listings',
    );
    const page = screen.getByTestId('listing-detail');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Grant writer');
    expect(page).toHaveTextContent('Full time');
    expect(fake.calls.map((c) => c.url)).toEqual(['/data/orgdashboard/3/listings/7/preview']);
    expect(document.title).toBe('Preview: Grant writer | OpenGood');
  });

  it('applies, saves and suggests nothing: no form, no save control, a note instead', async () => {
    renderAt('/admin/3/jobs/7/preview', preview(job, 'PUBLISHED'));
    await screen.findByTestId('preview-banner');
    expect(screen.getByTestId('preview-state')).toHaveTextContent('State: Published');
    expect(screen.queryByTestId('application-form')).not.toBeInTheDocument();
    expect(screen.queryByTestId('save-listing')).not.toBeInTheDocument();
    expect(screen.queryByTestId('similar-listings')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByTestId('preview-apply-note')).toHaveTextContent(
      'Once the listing is published, people apply here.',
    );
  });

  it('says where an off-site application will go, without linking to it', async () => {
    renderAt(
      '/admin/3/jobs/7/preview',
      preview({ ...job, howToApply: { method: 'URL', url: 'https://gf.example/apply', email: null } }),
    );
    await screen.findByTestId('preview-banner');
    expect(screen.getByTestId('preview-apply-note')).toHaveTextContent('https://gf.example/apply');
    expect(screen.queryByTestId('apply-external')).not.toBeInTheDocument();
  });

  it('previews an event in Portuguese with no "I’ll attend" button', async () => {
    const event = {
      ...volop({ id: 8, title: 'Dia aberto', slug: 'dia-aberto', locationType: 'ONSITE' }),
      type: 'EVENT',
      listingType: 'EVENT',
      startsAt: '2099-05-04T14:00:00.000Z',
      endsAt: '2099-05-04T16:00:00.000Z',
    } as const;
    renderAt('/admin/3/events/8/preview', preview(event, 'AWAITING_PAYMENT'), 'pt');
    const banner = await screen.findByTestId('preview-banner');
    expect(banner).toHaveTextContent('Pré-visualização: é assim que seu anúncio vai aparecer.');
    expect(banner).toHaveTextContent('Situação: Aguardando pagamento');
    expect(within(banner).getByRole('link', { name: 'Editar este anúncio' })).toHaveAttribute(
      'href',
      '/admin/3/events/8/edit',
    );
    expect(screen.queryByRole('button', { name: 'Vou participar' })).not.toBeInTheDocument();
    expect(screen.getByTestId('preview-apply-note')).toHaveTextContent('com um clique');
  });

  it('is not found for a listing of another type than the URL names, for a refusal, and for a bad id', async () => {
    renderAt('/admin/3/events/7/preview', preview(job));
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    cleanup();
    renderAt('/admin/3/jobs/7/preview', {
      previewListing: new HttpError(404, '', { message: 'Not found', errors: {} }),
    });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    cleanup();
    const { fake } = renderAt('/admin/3/jobs/abc/preview', {});
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });

  it('renders on a server: the loader run to completion, the banner and page in the markup, noindex, no JSON-LD', async () => {
    const url = new URL('http://localhost/admin/3/internships/7/preview');
    const { jobType: _type, professionalLevel: _level, ...shared } = job;
    const internship: InternshipDetail = {
      ...shared,
      type: 'INTERNSHIP',
      listingType: 'INTERNSHIP',
      payment: 'PAID',
    };
    const { store, i18n, platform } = setUp(url.pathname, preview(internship, 'DRAFT'), 'es', null);
    const page = listingsFeature.pages!.match(url)!;
    const key = page.dataKey('es')!;
    store.dispatch(pageEntered({ area: listingsFeature.area, key, href: url.href, lang: 'es' }));
    const outcome = await loadPage(page, { url, http: platform.http, lang: 'es' });
    store.dispatch(pageLoadFinished({ area: listingsFeature.area, key, outcome }));
    const meta = page.meta(
      outcome.status === 'loaded' ? outcome.data : undefined,
      i18n.getFixedT('es', 'listings') as never,
    );
    expect(meta).toEqual({ title: 'Vista previa: Grant writer', noindex: true });

    const html = renderToString(<App store={store} i18n={i18n} platform={platform} url={url.href} />);
    expect(html).toContain('Vista previa: así se verá tu publicación.');
    expect(html).toContain('Estado: Borrador');
    expect(html).toContain('href="/admin/3/internships/7/edit"');
    expect(html).toContain('Grant writer');
    expect(html).toContain('Remunerada');
    expect(html).not.toContain('application/ld+json');
    expect(html).not.toContain('data-testid="application-form"');
  });
});

import { render, screen, within } from '@testing-library/react';
import { patchHistoryApi } from 'single-spa';
import {
  contentAnswerSchema,
  unknownFields,
  type ContentAnswer,
  type ContentPage,
  type Lang,
} from '@opengood/contracts';
import { createAppStore, installFeature, pageEntered, pageLoadFinished } from '@opengood/platform';
import { createFakeHttp, createFeatureTestI18n } from '@opengood/platform/testing';
import App from '../../App';
import { discoveryFeature as feature } from '../../feature';
import { discoveryPages } from '../../pages';
import { jobHit } from '../../testing/renderSearch';
import { fetchContent, type ContentData } from './contentApi';
import { LISTING_WIDGETS_NS, listingWidgetsBundledTranslations } from '@opengood/feature-listings';
import { SEARCH_NS } from '../../i18n';
import { bundledTranslations } from '../../i18n/bundled';

const BUNDLED = {
  [SEARCH_NS]: bundledTranslations,
  [LISTING_WIDGETS_NS]: listingWidgetsBundledTranslations,
};

patchHistoryApi();

/** The seed's English About page (api/src/seed/contentPages.ts) as the api answers it. */
const about: ContentAnswer = {
  data: {
    type: 'CMS_PAGE',
    locale: 'en',
    url: '/en/about',
    title: 'About OpenGood',
    layout: 'FULL_WIDTH',
    translations: [
      { locale: 'es', url: '/es/acerca-de' },
      { locale: 'pt', url: '/pt/sobre' },
    ],
    contentBlocks: [
      {
        type: 'SPLIT_CONTENT',
        appearance: 'OVERLAPPING',
        title: 'About OpenGood',
        body: 'OpenGood connects people who want to do good with nonprofits, social enterprises and public agencies that need them.',
      },
      {
        type: 'THREE_STEP_CTA',
        imageSize: 'SMALL',
        stepOneTitle: 'Search',
        stepTwoTitle: 'Save',
        stepThreeTitle: 'Apply',
        stepOneUrl: '/en/jobs',
        stepTwoUrl: '/dashboard/saved-searches',
        stepThreeUrl: '/en/jobs',
      },
      { type: 'RECOMMENDED_JOBS' },
    ],
  },
};

/** The content page at `path` with its data already loaded, as a server render hands it over. */
function renderLoaded(path: string, data: ContentData, lang: Lang = 'en') {
  window.history.replaceState(null, '', path);
  const fake = createFakeHttp();
  const store = createAppStore({ context: { http: fake.http } });
  const url = new URL(path, 'http://localhost');
  const key = discoveryPages.match(url)!.dataKey(lang)!;
  const area = feature.area;
  store.dispatch(pageEntered({ area, key, href: url.href, lang }));
  store.dispatch(pageLoadFinished({ area, key, outcome: { status: 'loaded', data } }));
  const i18n = createFeatureTestI18n(lang, feature, BUNDLED);
  installFeature(store, i18n, feature);
  render(
    <App
      store={store}
      i18n={i18n}
      platform={{ http: fake.http, preload: () => undefined, supportUrl: 'https://support.example' }}
    />,
  );
  return fake;
}

describe('a content page', () => {
  it('is tested on an answer its contract accepts, with no field the contract lacks', () => {
    const parsed = contentAnswerSchema.parse(about);
    expect(unknownFields(about, parsed)).toEqual([]);
  });

  it('renders the blocks of the seed’s About page: the split content, the three steps, recommended jobs', () => {
    const page: ContentPage = about.data;
    const fake = renderLoaded('/en/about', { page, recommendedJobs: [jobHit(5, 'Grant writer')] });
    expect(screen.getByRole('heading', { level: 1, name: 'About OpenGood' })).toBeInTheDocument();
    const split = screen.getByTestId('split-content');
    expect(within(split).getByRole('heading', { level: 2, name: 'About OpenGood' })).toBeInTheDocument();
    expect(split).toHaveTextContent(
      'OpenGood connects people who want to do good with nonprofits, social enterprises and public agencies that need them.',
    );
    const steps = screen.getByRole('list', { name: 'Three steps to get started' });
    expect(
      within(steps)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Search', '/en/jobs'],
      ['Save', '/dashboard/saved-searches'],
      ['Apply', '/en/jobs'],
    ]);
    const jobs = screen.getByRole('region', { name: 'Recommended jobs' });
    expect(within(jobs).getAllByTestId('listing-card')).toHaveLength(1);
    expect(within(jobs).getByRole('link', { name: 'See all jobs' })).toHaveAttribute('href', '/en/jobs');
    expect(document.title).toBe('About OpenGood | OpenGood');
    expect(fake.calls).toEqual([]);
  });

  it('leaves out a recommended-jobs block with no jobs to show, in the page’s language', () => {
    renderLoaded(
      '/es/acerca-de',
      {
        page: {
          ...about.data,
          locale: 'es',
          url: '/es/acerca-de',
          title: 'Acerca de OpenGood',
          contentBlocks: [about.data.contentBlocks[1]!, { type: 'RECOMMENDED_JOBS' }],
        },
        recommendedJobs: [],
      },
      'es',
    );
    expect(screen.getByRole('list', { name: 'Tres pasos para empezar' })).toBeInTheDocument();
    expect(screen.queryByTestId('recommended-jobs')).not.toBeInTheDocument();
  });
});

describe('the content loader', () => {
  it('asks for the path’s content, the events segment read as volunteer, each segment escaped once', async () => {
    const fake = createFakeHttp();
    await fetchContent(fake.http, '/en/events/about').catch(() => undefined);
    await fetchContent(fake.http, '/es/qui%C3%A9nes').catch(() => undefined);
    expect(fake.calls.map((c) => [c.route, c.url])).toEqual([
      ['content', '/data/website/contents/en/volunteer/about'],
      ['content', '/data/website/contents/es/qui%C3%A9nes'],
    ]);
  });

  it('loads the page and, for a RECOMMENDED_JOBS block, the newest jobs in its language', async () => {
    const fake = createFakeHttp({
      content: about,
      search: {
        hits: [jobHit(5, 'Grant writer')],
        nbHits: 1,
        nbPages: 1,
        page: 1,
        pageSize: 3,
        facets: {},
        radius: 'auto',
        location: null,
      },
    });
    const data = await fetchContent(fake.http, '/en/about');
    expect(data.page.title).toBe('About OpenGood');
    expect(data.recommendedJobs.map((j) => j.title)).toEqual(['Grant writer']);
    expect(fake.callsOf('search')[0]!.query).toMatchObject({
      type: 'JOB',
      lang: 'en',
      locale: 'en',
      sort: 'newest',
    });
  });
});

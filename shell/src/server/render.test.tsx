/**
 * @jest-environment node
 */
import { createSlice } from '@reduxjs/toolkit';
import { useTranslation } from 'react-i18next';
import type { JobDetail } from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import {
  AppProviders,
  definePages,
  eagerTranslations,
  HttpError,
  PageOutlet,
  type AppRootProps,
  type Feature,
} from '@opengood/platform';
import { createFakeHttp, type FakeHandler } from '@opengood/platform/testing';
import { preload, render } from './render';
import { loadServerModule } from './remoteModules';
import { createServerHttpClient } from './serverHttp';
import type { RenderRequest } from './types';

jest.mock('./remoteModules', () => ({ loadServerModule: jest.fn() }));
jest.mock('./serverHttp', () => ({ createServerHttpClient: jest.fn() }));

type Job = JobDetail;
const JOBS: Record<string, Job> = {
  '7': {
    type: 'JOB',
    listingType: 'JOB',
    id: 7,
    title: 'Grant writer',
    slug: 'grant-writer',
    locale: 'en',
    org: { id: 12, name: 'Green Futures', slug: 'green-futures', orgType: 'NONPROFIT' },
    description: 'Write our grants.',
    locationType: 'REMOTE',
    location: null,
    functions: [],
    areasOfFocus: [],
    publishedAt: '2026-01-02T00:00:00.000Z',
    expiresAt: null,
    jobType: null,
    professionalLevel: null,
    education: null,
    salary: null,
  },
};

function JobView({ data }: { data: Job }) {
  const { t } = useTranslation('test' as never);
  return <h1>{`${t('job' as never)}: ${data.title}`}</h1>;
}

const pages = definePages({ area: 'mfe-listings', ns: 'test' as never }, (page) => [
  page<{ id: string }, Job>({
    id: 'detail',
    match: (url) => {
      const m = /^\/(?:en|es|pt)\/(?:job|empleo|emprego)\/(\d+)(?:-.*)?$/.exec(url.pathname);
      return m ? { id: m[1]! } : null;
    },
    load: async ({ http, params }) => {
      const { data } = await http.call(routes.job, { params: { id: params.id } });
      if (data.type !== 'JOB') throw new Error('unpublished');
      return data;
    },
    View: JobView,
    meta: ({ data, url }) => ({
      title: data?.title,
      canonicalPath: data ? `${url.pathname.split('/').slice(0, 3).join('/')}/${data.id}-${data.slug}` : null,
      jsonLd: data ? [{ '@type': 'JobPosting', title: data.title }] : null,
    }),
  }),
  page({
    id: 'moved',
    match: (url) => (url.pathname === '/en/job/old' ? {} : null),
    redirect: () => '/en/jobs',
  }),
]);

const feature: Feature = {
  area: 'mfe-listings',
  pages: pages as Feature['pages'],
  ns: 'test',
  translations: eagerTranslations({ en: { job: 'Job' }, es: { job: 'Empleo' }, pt: { job: 'Vaga' } }),
  slices: [createSlice({ name: 'mfe-listings/apply', initialState: { open: false }, reducers: {} })],
};
const App = (props: AppRootProps) => (
  <AppProviders {...props}>
    <PageOutlet pages={pages} />
  </AppProviders>
);

/** The api of the render, the platform's fake: its job route answered by `job`. */
const api = (job: FakeHandler<'job'>) => createFakeHttp({ job }).http;
const notFound = () => new HttpError(404, '', { message: 'Not found', errors: {} });

const request = (url: string, over: Partial<RenderRequest> = {}): RenderRequest => ({
  url,
  origin: 'https://www.opengood.example',
  apiUrl: 'http://api.test',
  remotes: [
    {
      name: 'mfe_listings',
      remote: 'mfe-listings',
      version: 'v3',
      serverEntryFile: '/deploy/server/remoteEntry.js',
    },
    { name: 'mfe_search', remote: 'mfe-search', version: 'v1' },
  ],
  ...over,
});

describe('render (the shell’s server renderer)', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(loadServerModule).mockResolvedValue({ App, feature });
    jest
      .mocked(createServerHttpClient)
      .mockReturnValue(
        api(({ params }) => (JOBS[params.id as string] ? { data: JOBS[params.id as string]! } : notFound())),
      );
  });

  it('runs the page’s loader to completion and renders it with its head and the loaded state', async () => {
    const result = await render(request('/es/empleo/7-grant-writer'));
    expect(result).toMatchObject({ kind: 'page', status: 200, area: 'mfe-listings', version: 'v3' });
    if (result.kind !== 'page') throw new Error(result.kind);
    expect(result.html).toContain('Empleo: Grant writer');
    expect(result.head).toMatchObject({
      lang: 'es',
      title: 'Grant writer',
      canonicalPath: '/es/empleo/7-grant-writer',
      jsonLd: [{ '@type': 'JobPosting', title: 'Grant writer' }],
    });
    const pagesState = (result.state as Record<string, { areas: Record<string, { entries: object }> }>)[
      'platform/pages'
    ];
    expect(Object.values(pagesState!.areas['mfe-listings']!.entries)).toEqual([
      expect.objectContaining({ status: 'loaded', data: JOBS['7'] }),
    ]);
    expect(result.state).toHaveProperty(['platform/app', 'renderState'], 'server');
    expect(createServerHttpClient).toHaveBeenCalledWith(
      expect.objectContaining({ apiUrl: 'http://api.test', lang: 'es' }),
    );
  });

  it('renders the shell’s chrome around the page in its language, as an anonymous visitor sees it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = await render(request('/pt/emprego/7-grant-writer?ref=mail'));
    if (result.kind !== 'page') throw new Error(result.kind);
    expect(warn).not.toHaveBeenCalled();
    expect(result.chrome?.top).toContain('data-testid="site-header"');
    // The log-in link returns to this page; the language is the page's.
    expect(result.chrome?.top).toContain(encodeURIComponent('/pt/emprego/7-grant-writer?ref=mail'));
    expect(result.chrome?.top).toContain('>Entrar</a>');
    expect(result.chrome?.bottom).toContain(String(new Date().getFullYear()));
    // The chrome's styles (its global style too) are in the page's head.
    expect(result.head.styles).toContain('#chrome-top');
    // No cookie bar unless the gateway says the visitor has not accepted cookies.
    expect(result.chrome?.top).not.toContain('data-testid="cookie-bar"');
    const first = await render(request('/pt/emprego/7-grant-writer', { cookieBar: true }));
    if (first.kind !== 'page') throw new Error(first.kind);
    expect(first.chrome?.top).toContain('data-testid="cookie-bar"');
    warn.mockRestore();
  });

  it('answers 301 to the canonical address for a wrong slug, keeping the query', async () => {
    expect(await render(request('/en/job/7-old-title?ref=mail'))).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/en/job/7-grant-writer?ref=mail',
      remote: 'mfe-listings',
    });
    expect(await render(request('/en/job/old'))).toMatchObject({ status: 301, location: '/en/jobs' });
  });

  it('a 404 from the api is the not-found page in the page’s language, with status 404 and noindex', async () => {
    const result = await render(request('/pt/emprego/99-nada'));
    expect(result).toMatchObject({ kind: 'page', status: 404, head: { lang: 'pt', noindex: true } });
    if (result.kind === 'page') expect(result.html).toContain('data-testid="not-found"');
  });

  it('a 410 from the api (a deleted organisation’s listing) is the not-found page with status 410, no JSON-LD', async () => {
    jest
      .mocked(createServerHttpClient)
      .mockReturnValue(api(() => new HttpError(410, '', { message: 'Gone', errors: {} })));
    const result = await render(request('/en/job/7-grant-writer'));
    expect(result).toMatchObject({ kind: 'page', status: 410, head: { noindex: true } });
    if (result.kind !== 'page') throw new Error(result.kind);
    expect(result.html).toContain('data-testid="not-found"');
    expect(result.html).not.toContain('Grant writer');
    expect(JSON.stringify(result.head)).not.toContain('JobPosting');
  });

  it('an unknown path of the area is not found too', async () => {
    expect(await render(request('/en/job/abc'))).toMatchObject({ kind: 'page', status: 404 });
  });

  it('leaves to the browser what is not a public page, or whose language only the browser knows', async () => {
    expect(await render(request('/dashboard/saved'))).toMatchObject({ kind: 'browser' });
    expect(await render(request('/jobs'))).toMatchObject({ kind: 'browser' });
    expect(loadServerModule).not.toHaveBeenCalled();
  });

  it('fails, naming the remote, when its server build is missing, does not load, or its data fails', async () => {
    await expect(render(request('/en/jobs'))).rejects.toMatchObject({
      remote: 'mfe-search',
      message: 'mfe-search: version v1 has no server build',
    });
    jest.mocked(loadServerModule).mockRejectedValueOnce(new Error('Unexpected token'));
    await expect(render(request('/en/job/7-grant-writer'))).rejects.toMatchObject({
      remote: 'mfe-listings',
      message: expect.stringContaining('failed to load: Unexpected token'),
    });
    jest
      .mocked(createServerHttpClient)
      .mockReturnValue(api(() => new HttpError(503, '', { message: 'Unavailable', errors: {} })));
    await expect(render(request('/en/job/7-grant-writer'))).rejects.toMatchObject({
      message: "mfe-listings: the page's data failed (503)",
    });
  });

  it('preloads the live containers of the server-rendered areas that have one, ignoring failures', async () => {
    jest.mocked(loadServerModule).mockRejectedValueOnce(new Error('broken'));
    await preload([
      ...request('/').remotes,
      { name: 'mfe_salary', remote: 'mfe-salary', version: 'v9', serverEntryFile: '/deploy/salary.js' },
    ]);
    expect(jest.mocked(loadServerModule).mock.calls.map(([r]) => r.remote)).toEqual(['mfe-listings']);
  });
});

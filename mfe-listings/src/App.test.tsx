import { render, screen } from '@testing-library/react';
import { HttpError, createAppStore, createI18n, installFeature, type HttpClient } from '@opengood/platform';
import type { Lang } from '@opengood/contracts';
import App from './App';
import { listingsFeature } from './feature';

const job = {
  type: 'JOB',
  id: 7,
  listingType: 'JOB',
  title: 'Grant writer',
  slug: 'grant-writer',
  locale: 'en',
  org: { id: 3, name: 'Green Futures', slug: 'green-futures', orgType: 'NONPROFIT' },
  description: 'Write grants.',
  locationType: 'REMOTE',
  jobType: 'FULL_TIME',
  professionalLevel: 'SOMETHING_NEW',
};

function renderAt(path: string, get: (url: string) => Promise<unknown>, lang: Lang = 'en') {
  window.history.replaceState(null, '', path);
  const http = { get: jest.fn(get) } as unknown as HttpClient & { get: jest.Mock };
  const store = createAppStore({ context: { http } });
  const i18n = createI18n(lang);
  installFeature(store, i18n, listingsFeature);
  render(
    <App
      store={store}
      i18n={i18n}
      platform={{ http, preload: () => undefined, supportUrl: 'https://s.example' }}
    />,
  );
  return http;
}

describe('listing pages area', () => {
  it('shows a listing with its translated facts and its title', async () => {
    const http = renderAt('/es/empleo/7-grant-writer', async () => ({ data: job }), 'es');
    expect(await screen.findByTestId('listing-detail')).toHaveTextContent('Grant writer');
    expect(http.get).toHaveBeenCalledWith('/data/website/jobs/7', expect.anything());
    expect(screen.getByText('Tiempo completo')).toBeInTheDocument();
    expect(screen.getByText('SOMETHING_NEW')).toBeInTheDocument(); // a code without a label shows as it is
    expect(document.title).toBe('Grant writer | OpenGood');
  });

  it('shows an organisation profile', async () => {
    renderAt('/en/nonprofit/3-green-futures', async () => ({
      data: {
        type: 'ORG',
        id: 3,
        name: 'Green Futures',
        slug: 'green-futures',
        orgType: 'NONPROFIT',
        locale: 'en',
      },
    }));
    expect(await screen.findByTestId('org-detail')).toHaveTextContent('Nonprofit');
  });

  it('shows the not-found page for an unknown id (404) and for an id that cannot name a record', async () => {
    renderAt('/en/job/99999999-no-such-job', async () => {
      throw new HttpError(404, '{}', {});
    });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });

  it('does not ask the data service about an id that cannot name a record', () => {
    const http = renderAt('/es/empleo/abc-no-es-un-id', async () => ({}), 'es');
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
    expect(http.get).not.toHaveBeenCalled();
  });

  it('shows the error page when the data service fails', async () => {
    renderAt('/en/job/7-grant-writer', async () => {
      throw new HttpError(500, '{}', {});
    });
    expect(await screen.findByTestId('error-page')).toBeInTheDocument();
  });

  it('says so when a listing is no longer published', async () => {
    renderAt('/en/job/7-grant-writer', async () => ({ data: { ...job, type: 'UNPUBLISHED_JOB' } }));
    expect(await screen.findByTestId('listing-unpublished')).toBeInTheDocument();
  });
});

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { patchHistoryApi } from 'single-spa';
import { type Lang } from '@opengood/contracts';
import type { SalarySummary } from '@opengood/contracts';
import { createAppStore, installFeature } from '@opengood/platform';
import { createFakeHttp, type FakeHandler, createFeatureTestI18n } from '@opengood/platform/testing';
import App from './App';
import { salaryFeature } from './feature';
import { SALARY_NS } from './i18n';
import { bundledTranslations } from './i18n/bundled';

const BUNDLED = {
  [SALARY_NS]: bundledTranslations,
};

// As in the browser once single-spa started: history changes become routing (popstate) events.
patchHistoryApi();

const summary = (country: string, currency: string, median: number): SalarySummary => ({
  country,
  function: null,
  period: 'YEAR',
  currency,
  count: 40,
  p25: median - 10000,
  median,
  p75: median + 10000,
  byFunction: [{ function: 'PROGRAM_MANAGEMENT', count: 12, p25: 52000, median: 61000, p75: 70000 }],
  countries: [
    { countryCode: 'US', count: 40 },
    { countryCode: 'BR', count: 9 },
  ],
});

function renderAt(path: string, lang: Lang, salarySummary?: FakeHandler<'salarySummary'>) {
  window.history.replaceState(null, '', path);
  const fake = createFakeHttp({ salarySummary });
  const { http } = fake;
  const store = createAppStore({ context: { http } });
  const i18n = createFeatureTestI18n(lang, salaryFeature, BUNDLED);
  installFeature(store, i18n, salaryFeature);
  render(
    <App
      store={store}
      i18n={i18n}
      platform={{ http, preload: () => undefined, supportUrl: 'https://support.example' }}
    />,
  );
  return fake;
}

/** The summary URLs asked for, in order. */
const asked = (fake: ReturnType<typeof createFakeHttp>) => fake.callsOf('salarySummary').map((c) => c.query);

describe('salary area', () => {
  it('shows quartiles in the page language, a country select and the table by function', async () => {
    const fake = renderAt('/nonprofit-salary-explorer', 'pt', ({ query }) => ({
      data: query.get('country') === 'US' ? summary('US', 'USD', 60000) : summary('BR', 'BRL', 66000),
    }));
    expect(await screen.findByTestId('salary-median')).toHaveTextContent(/R\$\s?66\.000/);
    expect(asked(fake)).toEqual([{ country: 'BR', lang: 'pt' }]);
    const select = screen.getByRole('combobox', { name: 'País' }) as HTMLSelectElement;
    expect(select).toBe(screen.getByTestId('country-select'));
    expect(within(select).getByRole('option', { name: 'Brasil' })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'Estados Unidos' })).toBeInTheDocument();
    expect(screen.getByTestId('salary-by-function')).toHaveTextContent('Gestão de programas');

    await act(async () => {
      fireEvent.change(select, { target: { value: 'US' } });
    });
    expect(await screen.findByTestId('salary-median')).toHaveTextContent(/US\$\s?60\.000/);
    expect(asked(fake).at(-1)).toEqual({ country: 'US', lang: 'pt' });
    expect(window.location.search).toBe('?country=US');
    // The menu brings the visitor back to that country from the FAQ.
    expect(screen.getByRole('link', { name: 'Explorar salários' })).toHaveAttribute(
      'href',
      '/nonprofit-salary-explorer?country=US',
    );
  });

  it('reads the country from the query', async () => {
    const fake = renderAt('/nonprofit-salary-explorer/explore?country=br', 'en', {
      data: summary('BR', 'BRL', 66000),
    });
    expect(await screen.findByTestId('salary-median')).toHaveTextContent(/R\$\s?66,000/);
    expect(asked(fake)).toEqual([{ country: 'BR', lang: 'en' }]);
  });

  it('has translated FAQ and survey pages and a not-found page for other paths', () => {
    renderAt('/nonprofit-salary-explorer/faq', 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeInTheDocument();
    expect(document.title).toBe('Preguntas frecuentes del explorador de salarios | OpenGood');
  });

  it('links the survey to sign-in and back', () => {
    renderAt('/nonprofit-salary-explorer/survey', 'en');
    expect(screen.getByRole('link', { name: 'Sign in to take the survey' })).toHaveAttribute(
      'href',
      '/login?to=%2Fnonprofit-salary-explorer%2Fsurvey',
    );
  });

  it('shows the not-found page for unknown sub-paths', () => {
    renderAt('/nonprofit-salary-explorer/nope', 'en');
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
  });
});

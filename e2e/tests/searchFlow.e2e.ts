import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { watchProblems } from '../src/page';
import { useBrowserAndPlatform } from '../src/suite';

// A whole search in each language (issue 7): keyword and a place chosen from the suggestions by keyboard
// in the header's search bar, two facets in the filter panel, page 2, sort by newest — each step read back
// from the URL (docs/product/search.md#url-rules) — then Back restores the previous results.
const suite = useBrowserAndPlatform();

interface Case {
  lang: 'en' | 'es' | 'pt';
  keyword: string;
  typed: string;
  place: { id: string; text: string };
  labels: { keywords: string; location: string; submit: string; page2: string; newest: string };
  segment: string;
}

// Country-wide places and the facets most listings have (full time, the page's own language) keep the
// seed's results above one page whatever the seed's random details.
const CASES: Case[] = [
  {
    lang: 'en',
    keyword: 'manager',
    typed: 'united st',
    place: { id: 'US', text: 'United States' },
    labels: {
      keywords: 'Keywords',
      location: 'Location',
      submit: 'Search',
      page2: 'Page 2',
      newest: 'Newest',
    },
    segment: 'jobs',
  },
  {
    lang: 'es',
    keyword: 'coordinador',
    typed: 'méxi',
    place: { id: 'MX', text: 'México' },
    labels: {
      keywords: 'Palabras clave',
      location: 'Ubicación',
      submit: 'Buscar',
      page2: 'Página 2',
      newest: 'Más recientes',
    },
    segment: 'empleos',
  },
  {
    lang: 'pt',
    keyword: 'coordenador',
    typed: 'brasi',
    place: { id: 'BR', text: 'Brasil' },
    labels: {
      keywords: 'Palavras-chave',
      location: 'Localização',
      submit: 'Buscar',
      page2: 'Página 2',
      newest: 'Mais recentes',
    },
    segment: 'empregos',
  },
];

const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + decodeURIComponent(url.search);
};

async function waitForPath(page: Page, expected: string) {
  await page.waitForURL((url) => url.pathname + decodeURIComponent(url.search) === expected);
  await page.getByTestId('results').getByTestId('listing-card').first().waitFor();
}

/** Waits until `read` gives `expected` (results replacing the previous ones), then checks it. */
async function until(read: () => Promise<string | null>, expected: string | null, timeout = 10_000) {
  const end = Date.now() + timeout;
  let value = await read();
  while (value !== expected && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  expect(value).toBe(expected);
}

const firstTitle = (page: Page) =>
  page.getByTestId('results').getByTestId('listing-card').first().locator('a').first().textContent();

describe.each(CASES)('a search in $lang', (c) => {
  it('keyword + place by keyboard + two facets, page 2, newest; Back restores the results', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${suite.platform.url}/${c.lang}`);
    const bar = page.getByRole('search');
    await bar.getByRole('combobox', { name: c.labels.keywords }).fill(c.keyword);

    const suggestions = page.waitForResponse((r) => r.url().includes('/data/places/predictions'));
    await bar.getByRole('combobox', { name: c.labels.location }).fill(c.typed);
    await suggestions;
    const first = page.getByRole('option').filter({ hasText: c.place.text }).first();
    await first.waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter'); // chooses the place; Enter in the location box never submits
    await page.waitForResponse((r) => r.url().includes(`/data/places/${c.place.id}`));
    expect(new URL(page.url()).pathname).toBe(`/${c.lang}`);
    await bar.getByRole('button', { name: c.labels.submit, exact: true }).click();
    const base = `/${c.lang}/${c.segment}?q=${c.keyword}`;
    await waitForPath(page, `${base}&placeId=${c.place.id}`);

    const panel = page.getByTestId('filter-panel');
    await panel.locator('[data-facet="jobType"] input[value="FULL_TIME"]').check();
    await waitForPath(page, `${base}&jobType=FULL_TIME&placeId=${c.place.id}`);
    await panel.locator(`[data-facet="locale"] input[value="${c.lang}"]`).check();
    const filtered = `${base}&jobType=FULL_TIME&locale=${c.lang}&placeId=${c.place.id}`;
    await waitForPath(page, filtered);

    const onPage1 = await firstTitle(page);
    await page.getByRole('link', { name: c.labels.page2, exact: true }).click();
    await waitForPath(page, `${filtered}&page=2`);
    // The last results stay on screen (dimmed) while the next ones load: wait for page 2's own.
    await until(async () => ((await firstTitle(page)) === onPage1 ? 'page 1' : 'page 2'), 'page 2');
    const onPage2 = await firstTitle(page);

    // Sorting resets the page (docs/product/search.md#search-state); the newest sort's default radius is not written.
    await page.getByRole('button', { name: c.labels.newest, exact: true }).click();
    await waitForPath(page, `${filtered}&sort=newest`);
    expect(pathAndQuery(page)).toBe(`${filtered}&sort=newest`);

    await page.goBack();
    await waitForPath(page, `${filtered}&page=2`);
    await until(() => firstTitle(page), onPage2);

    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { watchProblems } from '../src/page';
import { useBrowserAndPlatform } from '../src/suite';

// The shell's search bar in a real browser against the whole platform (docs/product/chrome.md#search-bar, docs/product/chrome.md#search-submit): the shared
// location input chosen by keyboard against the real places api, the submit rules, the popular searches,
// the phone panel, and an accessibility audit with the suggestion lists open.
const suite = useBrowserAndPlatform();

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function open(viewport = DESKTOP, locale = 'en-US'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await suite.browser.newContext({ viewport, locale });
  return { context, page: await context.newPage() };
}

const bar = (page: Page) => page.getByRole('search');
const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

async function visit(page: Page, path: string) {
  await page.goto(`${suite.platform.url}${path}`);
  await bar(page).waitFor();
}

/** Types into the location box and waits for the suggestions of what was typed. */
async function suggest(page: Page, label: string, text: string) {
  const answer = page.waitForResponse(
    (r) =>
      r.url().includes('/data/places/predictions') && r.url().includes(`input=${encodeURIComponent(text)}`),
  );
  await bar(page).getByRole('combobox', { name: label }).fill(text);
  const body = (await (await answer).json()) as { predictions: { placeId: string; description: string }[] };
  await page
    .getByRole('listbox', { name: /suggestions|Sugerencias|Sugestões/ })
    .getByRole('option')
    .first()
    .waitFor();
  return body.predictions;
}

/** Waits until `read` gives `expected` (an answer arriving, a state settling), then checks it. */
async function until(read: () => Promise<string>, expected: string, timeout = 10_000) {
  const end = Date.now() + timeout;
  let value = await read();
  while (value !== expected && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  expect(value).toBe(expected);
}

async function seriousFindings(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('keyword and a place chosen by keyboard: Enter in the location box does not submit, the search does', async () => {
  const { context, page } = await open();
  const problems = watchProblems(page);
  await visit(page, '/en');
  await bar(page).getByRole('combobox', { name: 'Keywords' }).fill('grant writer');

  const predictions = await suggest(page, 'Location', 'toro');
  const toronto = predictions.find((p) => p.description === 'Toronto, ON, Canada');
  expect(toronto).toBeDefined();
  const location = bar(page).getByRole('combobox', { name: 'Location' });
  expect(await location.getAttribute('aria-expanded')).toBe('true');
  // Down to Toronto (the first suggestion) and choose it with Enter.
  for (let i = 0; i <= predictions.indexOf(toronto!); i++) await page.keyboard.press('ArrowDown');
  const active = await location.getAttribute('aria-activedescendant');
  expect(await page.locator(`[id="${active}"]`).textContent()).toContain('Toronto');
  const geocoded = page.waitForResponse((r) => r.url().includes(`/data/places/${toronto!.placeId}?`));
  await page.keyboard.press('Enter');
  expect((await geocoded).status()).toBe(200);
  await until(() => location.inputValue(), 'Toronto, ON, Canada');
  expect(await location.getAttribute('aria-expanded')).toBe('false');

  // Enter again in the location box: still on the home page.
  await page.keyboard.press('Enter');
  await page.waitForTimeout(300);
  expect(pathAndQuery(page)).toBe('/en');

  await bar(page).getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL(/\/en\/jobs\?/);
  expect(pathAndQuery(page)).toBe(`/en/jobs?q=grant+writer&placeId=${toronto!.placeId}`);
  await page.getByTestId('listing-card').first().waitFor();

  // A reload shows the search in the bar again: the query and the place's text.
  await page.reload();
  await until(
    () => bar(page).getByRole('combobox', { name: 'Location' }).inputValue(),
    'Toronto, ON, Canada',
  );
  expect(await bar(page).getByRole('combobox', { name: 'Keywords' }).inputValue()).toBe('grant writer');
  expect(problems).toEqual([]);
  await context.close();
});

test('on a search page of the same type the query changes in place, filters kept, page reset', async () => {
  const { context, page } = await open();
  await visit(page, '/en/jobs?q=health&functions=GRANT_WRITING&sort=newest&page=2');
  const keywords = bar(page).getByRole('combobox', { name: 'Keywords' });
  expect(await keywords.inputValue()).toBe('health');
  await bar(page).getByRole('button', { name: 'Clear keywords' }).click();
  expect(await keywords.inputValue()).toBe('');
  await keywords.fill('education');
  await keywords.press('Enter');
  await page.waitForURL(/q=education/);
  expect(pathAndQuery(page)).toBe('/en/jobs?q=education&functions=GRANT_WRITING&sort=newest');

  // Another type: its own search URL, without this page's filters.
  await bar(page).getByLabel('Search for').selectOption('VOLOP');
  await keywords.press('Enter');
  await page.waitForURL(/\/en\/volunteer/);
  expect(pathAndQuery(page)).toBe('/en/volunteer?q=education');
  await context.close();
});

test('remote keywords of the locale become locationType REMOTE (Spanish), and the Remote option (Portuguese)', async () => {
  const { context, page } = await open(DESKTOP, 'es-ES');
  await visit(page, '/es');
  const keywords = bar(page).getByRole('combobox', { name: 'Palabras clave' });
  await keywords.fill('diseñador teletrabajo');
  await keywords.press('Enter');
  await page.waitForURL(/\/es\/empleos/);
  expect(pathAndQuery(page)).toBe('/es/empleos?q=dise%C3%B1ador&locationType=REMOTE');
  // The page's remote search shows as the Remote location.
  await until(() => bar(page).getByRole('combobox', { name: 'Ubicación' }).inputValue(), 'Remoto');

  await visit(page, '/pt');
  await suggest(page, 'Localização', 'lis');
  await page.getByRole('option', { name: /Remoto/ }).click();
  await bar(page).getByRole('combobox', { name: 'Palavras-chave' }).fill('enfermeiro');
  await bar(page).getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.waitForURL(/\/pt\/empregos/);
  expect(pathAndQuery(page)).toBe('/pt/empregos?q=enfermeiro&locationType=REMOTE&placeId=remote');
  await context.close();
});

test('popular searches show when the keyword box is empty, five per type and none for events; choosing one searches', async () => {
  const { context, page } = await open(DESKTOP, 'pt-BR');
  await visit(page, '/pt');
  const keywords = bar(page).getByRole('combobox', { name: 'Palavras-chave' });
  await keywords.focus();
  const popular = page.getByRole('listbox', { name: 'Buscas populares' });
  await popular.waitFor();
  expect(await popular.getByRole('option').count()).toBe(5);
  await keywords.press('ArrowDown');
  await keywords.press('Enter');
  await page.waitForURL(/\/pt\/empregos/);
  expect(pathAndQuery(page)).toBe('/pt/empregos?q=coordenador+de+projetos');

  await bar(page).getByLabel('Tipo de busca').selectOption('EVENT');
  await keywords.fill('');
  await keywords.focus();
  await page.waitForTimeout(200);
  expect(await keywords.getAttribute('aria-expanded')).toBe('false');
  // Organisations have no location box.
  await bar(page).getByLabel('Tipo de busca').selectOption('ORG');
  expect(await bar(page).getByRole('combobox', { name: 'Localização' }).count()).toBe(0);
  await context.close();
});

test('on a phone the header toggle opens the bar as a panel: focus moves in, Escape closes, focus returns', async () => {
  const { context, page } = await open(PHONE);
  const problems = watchProblems(page);
  await page.goto(`${suite.platform.url}/en/jobs`);
  await page.getByTestId('listing-card').first().waitFor();
  expect(await page.getByRole('search').isVisible()).toBe(false);
  expect((await page.getByTestId('site-header').boundingBox())?.height).toBe(60);

  const toggle = page.getByRole('button', { name: 'Open search' });
  await toggle.click();
  const panel = page.getByRole('dialog', { name: 'Search OpenGood' });
  await panel.waitFor();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-search-q');
  expect((await panel.boundingBox())?.width).toBe(390);
  for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
  expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });
  expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);

  await toggle.click();
  await panel.getByRole('combobox', { name: 'Keywords' }).fill('social worker');
  await suggest(page, 'Location', 'toronto');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await until(() => panel.getByRole('combobox', { name: 'Location' }).inputValue(), 'Toronto, ON, Canada');
  // Escape with no list open closes the panel; with a list open only the list.
  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL(/q=social\+worker/);
  expect(pathAndQuery(page)).toMatch(/^\/en\/jobs\?q=social\+worker&placeId=\d+$/);
  await panel.waitFor({ state: 'hidden' });
  expect(problems).toEqual([]);
  await context.close();
});

test('axe: no serious or critical findings with the bar, its suggestions and the phone panel', async () => {
  const findings: string[] = [];
  {
    const { context, page } = await open(DESKTOP);
    await visit(page, '/en/jobs');
    findings.push(...(await seriousFindings(page, 'desktop')));
    await bar(page).getByRole('combobox', { name: 'Keywords' }).focus();
    await page.getByRole('listbox', { name: 'Popular searches' }).waitFor();
    findings.push(...(await seriousFindings(page, 'desktop popular')));
    await suggest(page, 'Location', 'toro');
    await page.keyboard.press('ArrowDown');
    findings.push(...(await seriousFindings(page, 'desktop suggestions')));
    await context.close();
  }
  {
    const { context, page } = await open(PHONE, 'es-ES');
    await page.goto(`${suite.platform.url}/es/empleos`);
    await page.getByRole('button', { name: 'Abrir la búsqueda' }).click();
    await page.getByRole('dialog', { name: 'Buscar en OpenGood' }).waitFor();
    findings.push(...(await seriousFindings(page, 'phone panel')));
    await suggest(page, 'Ubicación', 'madr');
    findings.push(...(await seriousFindings(page, 'phone suggestions')));
    await context.close();
  }
  expect(findings).toEqual([]);
});

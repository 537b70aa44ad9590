import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { answerIntakeQuestion, signIn } from '../src/accounts';
import { watchProblems } from '../src/page';
import { useBrowserAndPlatform } from '../src/suite';

// An organisation's profile content (issue 17, docs/product/organisations.md#the-organisation) in a real
// browser against the whole platform, in Portuguese: a job seeker creates an organisation with a logo
// (a refused file first), a rich-text description and a place from the shared location input; the
// dashboard shows the logo, the edit page's preview the logo and the place; the public profile shows the
// logo, the formatted description and the place in Portuguese; hostile HTML sent to the api is not
// rendered. Every page audited with axe (no serious or critical findings) at 1280 and 390 px, screenshots
// taken.
const suite = useBrowserAndPlatform();

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.OG_SHOTS ?? '/tmp/shots17-profile';
mkdirSync(SHOTS, { recursive: true });
const PORTUGUESE_SEEKER = 'joao.silva@example.org';
const base = () => suite.platform.url;

/** A PNG of `width` × `height` in one colour, made here (no image library in the browser tests). */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => rgb[i % 3]!)]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function csrfOf(context: BrowserContext) {
  return (await context.cookies(base())).find((c) => c.name === 'csrf')?.value ?? '';
}

/** The modal sequence of a signed-in user may open a dialog: close each with Escape. */
async function dismissDialogs(page: Page) {
  for (let i = 0; i < 8; i++) {
    await page.waitForTimeout(300);
    if ((await page.getByRole('dialog').count()) === 0) return;
    await page.keyboard.press('Escape');
  }
}

/** A screenshot at each width, and axe at each: serious or critical findings are collected. */
async function audit(page: Page, name: string, findings: string[]) {
  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${label}.png`), fullPage: true });
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    for (const v of violations)
      if (v.impact === 'serious' || v.impact === 'critical')
        findings.push(`${name}@${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }
  await page.setViewportSize(DESKTOP);
}

describe('an organisation’s logo, rich description and place, in Portuguese', () => {
  const findings: string[] = [];
  const files = path.join(os.tmpdir(), `og-e2e-logo-${process.pid}`);
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  let orgId = '';

  beforeAll(async () => {
    mkdirSync(files, { recursive: true });
    writeFileSync(path.join(files, 'logo.png'), png(640, 320, [11, 110, 79]));
    // A text file that calls itself a PNG: the api reads the content.
    writeFileSync(path.join(files, 'falso.png'), '<svg onload="alert(1)"></svg>');
    context = await suite.browser.newContext({ locale: 'pt-BR', viewport: DESKTOP });
    await signIn(context, base(), PORTUGUESE_SEEKER);
    await answerIntakeQuestion(context, base());
    await context.request.post(`${base()}/data/website/accept-cookies`, {
      headers: { 'X-CSRF-Token': await csrfOf(context) },
    });
    page = await context.newPage();
    problems = watchProblems(page);
    page.on('response', (r) => {
      if (r.status() >= 500 || r.status() === 404)
        problems.push(`${r.status()} ${r.request().method()} ${r.url()}`);
    });
  });
  afterAll(() => context?.close());

  test('creates an organisation with a logo, a rich description and a place', async () => {
    await page.goto(`${base()}/organizations/create`);
    const form = page.getByTestId('create-org-form');
    await form.waitFor();
    await dismissDialogs(page);
    await form.getByLabel('Nome da organização').fill('Rio Vivo E2E');
    await form.getByLabel('Tipo de organização').selectOption('NONPROFIT');

    // The api refuses a file that is not an image by its content, whatever its name and type say.
    const logo = form.getByLabel('Logotipo', { exact: false });
    await logo.setInputFiles(path.join(files, 'falso.png'));
    await form
      .getByText('Este arquivo não é uma imagem PNG, JPEG ou WebP. Escolha outro arquivo.')
      .first()
      .waitFor();
    await logo.setInputFiles(path.join(files, 'logo.png'));
    await form.getByText('Logotipo enviado. Salve para mantê-lo.').waitFor();
    await form.getByRole('img', { name: 'O logotipo da sua organização' }).waitFor();

    // The description: typed with the toolbar and the keyboard.
    const editor = form.getByRole('textbox', { name: 'Sobre sua organização' });
    await editor.click();
    await page.keyboard.type('Limpamos rios ');
    await form.getByRole('button', { name: 'Negrito' }).click();
    await page.keyboard.type('com voluntários');
    await form.getByRole('button', { name: 'Negrito' }).click();
    await page.keyboard.type('.');
    await page.keyboard.press('Enter');
    await form.getByRole('button', { name: 'Lista com marcadores' }).click();
    await page.keyboard.type('Escolas');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Praias');
    expect(
      await form.getByRole('button', { name: 'Lista com marcadores' }).getAttribute('aria-pressed'),
    ).toBe('true');

    // The place: the shared location input, its suggestions in Portuguese.
    const place = form.getByRole('combobox', { name: 'Onde fica a sede da sua organização' });
    await place.fill('São Pau');
    await page
      .getByRole('option', { name: /São Paulo/ })
      .first()
      .click();
    await waitForValue(place, /São Paulo/);
    await audit(page, 'create-filled', findings);

    const created = page.waitForResponse(
      (r) => r.url().endsWith('/data/organizations') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Criar organização' }).click();
    const answer = await created;
    expect(`${answer.status()} ${answer.status() === 201 ? '' : await answer.text()}`).toBe('201 ');
    await page.waitForURL(/\/admin\/\d+$/);
    orgId = new URL(page.url()).pathname.split('/')[2]!;
    await page.getByRole('heading', { level: 1, name: 'Rio Vivo E2E' }).waitFor();
    await page.getByTestId('org-dashboard-logo').waitFor();
    await audit(page, 'dashboard-logo', findings);
  });

  test('the edit page previews the logo, the description’s text and the place', async () => {
    await page.goto(`${base()}/admin/${orgId}/edit`);
    const form = page.getByTestId('edit-org-form');
    await form.waitFor();
    const preview = page.getByTestId('org-preview');
    await preview.getByRole('img', { name: 'Logotipo de Rio Vivo E2E' }).waitFor();
    await preview.getByText('Limpamos rios com voluntários.', { exact: false }).waitFor();
    const where = await page.getByTestId('org-preview-place').textContent();
    expect(where).toMatch(/^São Paulo, SP, Brasil$/);
    const editor = form.getByRole('textbox', { name: 'Sobre sua organização' });
    expect(await editor.innerHTML()).toContain('<strong>com voluntários</strong>');
    await audit(page, 'edit-preview', findings);
  });

  test('the public profile shows the logo, the formatted description and the place in Portuguese', async () => {
    await page.goto(`${base()}/pt/sem-fins-lucrativos/${orgId}-rio-vivo-e2e`);
    const profile = page.getByTestId('org-detail');
    await profile.waitFor();
    const logo = profile.getByTestId('org-logo');
    expect(await logo.getAttribute('src')).toMatch(/^\/data\/website\/org-logos\/[A-Za-z0-9_-]{22}$/);
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
    const about = profile.getByTestId('org-description');
    expect(await about.locator('strong').textContent()).toBe('com voluntários');
    expect(await about.locator('li').allTextContents()).toEqual(['Escolas', 'Praias']);
    await profile.getByText('São Paulo, SP, Brasil').first().waitFor();
    await audit(page, 'public-profile', findings);
  });

  test('hostile HTML sent to the api never reaches the public profile', async () => {
    const csrf = await csrfOf(context);
    const current = await context.request.get(`${base()}/data/orgdashboard/${orgId}/organization`);
    const { org } = (await current.json()).data;
    const res = await context.request.put(`${base()}/data/orgdashboard/${orgId}/organization`, {
      headers: { 'X-CSRF-Token': csrf },
      data: {
        name: org.name,
        orgType: org.orgType,
        locale: org.locale,
        areasOfFocus: org.areasOfFocus,
        description:
          '<p>Olá<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">' +
          '<a href="javascript:window.__pwned = 3">clique</a></p>',
      },
    });
    expect(res.status()).toBe(200);
    await page.goto(`${base()}/pt/sem-fins-lucrativos/${orgId}-rio-vivo-e2e`);
    const about = page.getByTestId('org-description');
    await about.waitFor();
    await about.getByText('clique').click();
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await about.innerHTML()).toBe('<p>Olá<a>clique</a></p>');
  });

  test('no serious or critical axe findings and no page errors', () => {
    expect(findings).toEqual([]);
    // The refused logo upload answered 400, on purpose (the first test); nothing else may go wrong.
    expect(problems.filter((p) => !/status of 400 \(Bad Request\)$/.test(p))).toEqual([]);
    expect(problems.filter((p) => /status of 400/.test(p))).toHaveLength(1);
  });
});

async function waitForValue(locator: ReturnType<Page['getByRole']>, pattern: RegExp) {
  for (let i = 0; i < 40; i++) {
    if (pattern.test(await locator.inputValue())) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the input never read ${pattern}: ${await locator.inputValue()}`);
}

import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { signedInPage } from '../src/accounts';
import { deploy, REPO_ROOT, rollback } from '../src/platform';
import { useBrowserAndPlatform } from '../src/suite';

// Server rendering of the public pages (issue 9) on the whole platform: real HTML without JavaScript, the
// page's status, the fallback to browser rendering when a remote's server build is broken (and back on
// rollback), and in Chromium a hydration without mismatch warnings nor a second fetch of the page's data.
const suite = useBrowserAndPlatform();

interface Fetched {
  status: number;
  location: string | null;
  html: string;
  ms: number;
}

async function get(pathname: string): Promise<Fetched> {
  const started = performance.now();
  const res = await fetch(`${suite.platform.url}${pathname}`, {
    headers: { Accept: 'text/html' },
    redirect: 'manual',
  });
  const html = await res.text();
  return { status: res.status, location: res.headers.get('location'), html, ms: performance.now() - started };
}

const serverRendered = (html: string) =>
  html.includes('id="og-state"') && html.includes('data-server-rendered');
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const firstLink = (html: string, pattern: RegExp) => pattern.exec(html)?.[0].slice(6, -1) ?? '';

let jobPath = '';
let orgPath = '';

beforeAll(async () => {
  jobPath = firstLink((await get('/en/jobs')).html, /href="\/en\/job\/\d+-[^"]+"/);
  orgPath = firstLink((await get('/en/organizations')).html, /href="\/en\/[a-z-]+\/\d+-[^"]+"/);
});

const liveVersion = (remote: string) =>
  JSON.parse(readFileSync(path.join(suite.platform.deployDir, 'registry.json'), 'utf8')).remotes[remote]
    .current;

describe('pages fetched without JavaScript', () => {
  it('a search page is real HTML with its results, in its language, with its head', async () => {
    const en = await get('/en/jobs');
    expect(en.status).toBe(200);
    expect(serverRendered(en.html)).toBe(true);
    expect(en.html).toContain('<html lang="en">');
    expect(en.html.match(/data-testid="listing-card"/g)?.length).toBeGreaterThan(5);
    // The chrome too: the header (with its search bar) and the footer, for hydration.
    expect(en.html).toMatch(/<div id="chrome-top" data-server-rendered=""><header data-testid="site-header"/);
    expect(en.html).toMatch(/<div id="chrome-bottom" data-server-rendered="">.*<footer/s);
    expect(title(en.html)).toBe('Nonprofit jobs | OpenGood');
    expect(en.html).toMatch(
      /<link rel="alternate" hreflang="es" href="http:\/\/localhost:\d+\/es\/empleos" \/>/,
    );

    const es = await get('/es/empleos');
    expect(es.status).toBe(200);
    expect(es.html).toContain('<html lang="es">');
    expect(title(es.html)).toBe('Empleos en organizaciones sin fines de lucro | OpenGood');
    expect(es.html).toMatch(/href="\/es\/empleo\/\d+-/);
  });

  it('a job page and an organisation page carry their content in the HTML', async () => {
    expect(jobPath).toMatch(/^\/en\/job\/\d+-/);
    const job = await get(jobPath);
    expect(job.status).toBe(200);
    expect(serverRendered(job.html)).toBe(true);
    expect(job.html).toContain('data-testid="listing-detail"');
    // The head's title is the job's ("title · organisation"); the body has the same title as its heading.
    const jobTitle = title(job.html)!
      .replace(/ \| OpenGood$/, '')
      .split(' · ')[0]!
      .replace(/&#39;/g, '&#x27;'); // React escapes an apostrophe as &#x27;
    expect(jobTitle.length).toBeGreaterThan(3);
    expect(job.html).toMatch(new RegExp(`<h1[^>]*>${jobTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    expect(job.html).toMatch(/<meta name="description" content="[^"]{20,}" \/>/);

    expect(orgPath).not.toBe('');
    const org = await get(orgPath);
    expect(org.status).toBe(200);
    expect(serverRendered(org.html)).toBe(true);
    expect(title(org.html)).not.toBe('OpenGood');
  });

  it('an unknown listing or path answers 404 with the not-found page in the page’s language', async () => {
    for (const [pathname, heading] of [
      ['/en/job/99999999-nothing', 'Page Not Found'],
      ['/es/empleo/99999999-nada', 'Página no encontrada'],
      ['/en/no-such-page-anywhere', 'Page Not Found'],
    ] as const) {
      const res = await get(pathname);
      expect([pathname, res.status]).toEqual([pathname, 404]);
      expect(res.html).toContain('data-testid="not-found"');
      expect(title(res.html)).toBe(`${heading} | OpenGood`);
      expect(res.html).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('a wrong or missing slug answers 301 to the canonical URL, which is the page’s canonical link', async () => {
    const id = /^\/en\/job\/(\d+)-/.exec(jobPath)![1];
    for (const wrong of [`/en/job/${id}-an-old-title`, `/en/job/${id}`]) {
      const res = await get(wrong);
      expect([wrong, res.status]).toEqual([wrong, 301]);
      expect(new URL(res.location!, suite.platform.url).pathname).toBe(jobPath);
    }
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec((await get(jobPath)).html)?.[1];
    expect(new URL(canonical!).pathname).toBe(jobPath);
  });

  it('dashboards stay browser-rendered', async () => {
    const res = await get('/dashboard');
    expect(res.status).toBe(200);
    expect(serverRendered(res.html)).toBe(false);
  });
});

describe('in Chromium', () => {
  async function open(pathname: string) {
    const page = await suite.browser.newPage();
    const problems: string[] = [];
    const dataCalls: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/data/')) dataCalls.push(url.pathname + url.search);
    });
    await page.goto(`${suite.platform.url}${pathname}`);
    // The server's first element and header, kept to check they are hydrated in place rather than replaced.
    const firsts = () => [
      document.querySelector('[data-area] > *'),
      document.querySelector('#chrome-top [data-testid="site-header"]'),
    ];
    await page.evaluate(`window.__ogFirsts = (${firsts.toString()})()`);
    await page.waitForFunction(() => !document.querySelector('[data-server-rendered]'));
    await page.waitForLoadState('networkidle');
    const kept = await page.evaluate(`(() => {
      const now = (${firsts.toString()})();
      return window.__ogFirsts.every((el, i) => el !== null && el === now[i]);
    })()`);
    return { page, problems, dataCalls, kept };
  }

  const pageDataCalls = (calls: string[]) =>
    calls.filter((c) => !/^\/data\/(users\/me|environment|website|notifications|analytics|events)/.test(c));

  it('a search page hydrates in place, without warnings and without fetching its results again; then navigation works', async () => {
    const { page, problems, dataCalls, kept } = await open('/en/jobs');
    expect(kept).toBe(true);
    expect(problems).toEqual([]);
    expect(pageDataCalls(dataCalls)).toEqual([]);
    await followFirstResult(page);
    await page.close();
  });

  it('a job page, an organisation page and a Spanish search page hydrate in place without warnings or a second fetch', async () => {
    for (const pathname of [jobPath, orgPath, '/es/empleos']) {
      const { page, problems, dataCalls, kept } = await open(pathname);
      expect({ pathname, kept, problems, pageData: pageDataCalls(dataCalls) }).toEqual({
        pathname,
        kept: true,
        problems: [],
        pageData: [],
      });
      await page.close();
    }
  });

  it('after hydration the save button of a server-rendered job page works for a signed-in user', async () => {
    const page = await signedInPage(suite.browser, suite.platform.url);
    // The session fills in after hydration: the button then speaks for the signed-in user.
    const session = page.waitForResponse((r) => r.url().endsWith('/data/users/me'));
    await page.goto(`${suite.platform.url}${jobPath}`);
    await page.waitForFunction(() => !document.querySelector('[data-server-rendered]'));
    await session;
    const save = page.getByTestId('listing-detail').getByTestId('save-listing').first();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/data/saved-listings') && r.request().method() === 'POST',
    );
    await save.click();
    expect((await saved).status()).toBeLessThan(300);
    await expect(save.getAttribute('aria-pressed')).resolves.toBe('true');
    const unsaved = page.waitForResponse(
      (r) => r.url().includes('/data/saved-listings/') && r.request().method() === 'DELETE',
    );
    await save.click();
    expect((await unsaved).status()).toBeLessThan(300);
    await page.context().close();
  });

  async function followFirstResult(page: Page) {
    const before = page.url();
    await page.getByTestId('listing-card').first().locator('a').first().click();
    await page.getByTestId('listing-detail').waitFor();
    expect(page.url()).not.toBe(before);
    await page.goBack();
    await page.getByTestId('listing-card').first().waitFor();
  }
});

describe('a broken server build', () => {
  it('renders that remote’s pages in the browser, others stay server-rendered; rollback brings it back', async () => {
    const good = liveVersion('mfe-listings');
    expect(good.serverEntry).toMatch(/^\/remotes\/mfe-listings\/[^/]+\/server\/remoteEntry\.js$/);

    const dist = mkdtempSync(path.join(os.tmpdir(), 'og-broken-server-'));
    cpSync(path.join(REPO_ROOT, 'mfe-listings', 'dist'), dist, { recursive: true });
    writeFileSync(path.join(dist, 'server', 'remoteEntry.js'), 'throw new Error("broken server build");\n');
    const deployed = deploy('mfe-listings', suite.platform.deployDir, ['--skip-build', '--dist', dist]);
    expect(deployed.ok).toBe(true);
    const broken = liveVersion('mfe-listings');
    expect(broken.version).not.toBe(good.version);
    expect(broken.serverEntry).toContain(broken.version);

    const job = await get(jobPath);
    expect(job.status).toBe(200);
    expect(serverRendered(job.html)).toBe(false);
    expect(serverRendered((await get('/en/jobs')).html)).toBe(true);
    // The browser renders it as before server rendering.
    const page = await suite.browser.newPage();
    await page.goto(`${suite.platform.url}${jobPath}`);
    await page.getByTestId('listing-detail').waitFor();
    await page.close();

    expect(rollback('mfe-listings', suite.platform.deployDir).ok).toBe(true);
    expect(liveVersion('mfe-listings').serverEntry).toBe(good.serverEntry);
    expect(serverRendered((await get(jobPath)).html)).toBe(true);
  });
});

describe('measured', () => {
  it('prints the server render time and HTML size of a search and a job page', async () => {
    for (const pathname of ['/en/jobs', jobPath]) {
      await get(pathname);
      // One after another: the figure is the page's own, not the queue of a 2-core machine.
      const runs: Fetched[] = [];
      for (let i = 0; i < 5; i++) runs.push(await get(pathname));
      const times = runs.map((r) => r.ms).sort((a, b) => a - b);
      console.log(
        `ssr ${pathname}: median ${times[2]!.toFixed(0)} ms (of 5, one at a time), ${runs[0]!.html.length} bytes of HTML`,
      );
      expect(runs.filter((r) => serverRendered(r.html)).length).toBeGreaterThanOrEqual(4);
    }
  });
});

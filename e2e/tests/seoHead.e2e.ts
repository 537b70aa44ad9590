import { launchBrowser } from '../src/browser';
import { startTestPlatform, type RunningPlatform } from '../src/platform';

// What a crawler reads (issue 9, "Status and head"): each public page fetched WITHOUT JavaScript, its head
// parsed tag by tag and its JSON-LD field by field; and /sitemap.xml checked against the sitemaps.org rules,
// following the index to one file of listings.
let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.stop();
});

const W3C_DATETIME = /^\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;
const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const MAX_URLS = 50_000;

async function get(pathname: string, accept = 'text/html') {
  const res = await fetch(`${platform.url}${pathname}`, { headers: { Accept: accept }, redirect: 'manual' });
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() };
}

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

type Ld = Record<string, unknown>;

/** The head as a crawler sees it: the tags the server wrote, read back. */
function readHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (tag: string, name: string) => {
    const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
    return m ? unescape(m[1]!) : null;
  };
  const tags = (pattern: RegExp) => head.match(pattern) ?? [];
  const meta = (key: 'name' | 'property', value: string) =>
    tags(new RegExp(`<meta ${key}="${value}"[^>]*>`, 'g')).map((t) => attr(t, 'content'));
  const alternates = Object.fromEntries(
    tags(/<link rel="alternate" hreflang="[^"]+"[^>]*>/g).map((t) => [attr(t, 'hreflang'), attr(t, 'href')]),
  ) as Record<string, string>;
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Ld,
  );
  return {
    title: unescape(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    description: meta('name', 'description'),
    robots: meta('name', 'robots'),
    canonical: tags(/<link rel="canonical"[^>]*>/g).map((t) => attr(t, 'href')),
    alternates,
    og: (property: string) => meta('property', property),
    jsonLd,
    ofType: (type: string): Ld => {
      const found = jsonLd.find((o) => o['@type'] === type);
      if (!found) throw new Error(`no ${type} JSON-LD in ${JSON.stringify(jsonLd)}`);
      return found;
    },
  };
}

const firstLink = async (searchPath: string, pattern: RegExp) => {
  const href = pattern.exec((await get(searchPath)).body)?.[1];
  if (!href) throw new Error(`no link like ${pattern} on ${searchPath}`);
  return href;
};

function expectCommonHead(head: ReturnType<typeof readHead>, pathname: string, o: { ogType: string }) {
  const origin = platform.url;
  expect(head.title).toMatch(/^.{3,} \| OpenGood$/);
  expect(head.description).toHaveLength(1);
  expect(head.description[0]!.length).toBeGreaterThan(20);
  expect(head.description[0]!.length).toBeLessThanOrEqual(160);
  expect(head.description[0]).not.toMatch(/[<>]/);
  expect(head.canonical).toEqual([`${origin}${pathname}`]);
  expect(Object.keys(head.alternates).sort()).toEqual(['en', 'es', 'pt', 'x-default']);
  for (const href of Object.values(head.alternates)) expect(href.startsWith(`${origin}/`)).toBe(true);
  expect(head.alternates.en).toBe(`${origin}${pathname}`);
  expect(head.alternates['x-default']).toBe(head.alternates.en);
  expect(head.alternates.es).toMatch(new RegExp(`^${origin}/es[/?]`));
  expect(head.alternates.pt).toMatch(new RegExp(`^${origin}/pt[/?]`));
  expect(head.robots).toEqual([]);
  expect(head.og('og:type')).toEqual([o.ogType]);
  expect(head.og('og:title')).toEqual([head.title.replace(/ \| OpenGood$/, '')]);
  expect(head.og('og:description')).toEqual(head.description);
  expect(head.og('og:url')).toEqual(head.canonical);
  expect(head.og('og:site_name')).toEqual(['OpenGood']);
  expect(head.og('og:locale')).toEqual(['en_US']);
}

function expectBreadcrumbs(head: ReturnType<typeof readHead>, pathname: string, searchName: string) {
  const items = head.ofType('BreadcrumbList').itemListElement as {
    position: number;
    name: string;
    item: string;
  }[];
  expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
  expect(items[0]).toMatchObject({ name: 'Home', item: `${platform.url}/` });
  expect(items[1]?.name).toBe(searchName);
  expect(items[2]?.item).toBe(`${platform.url}${pathname}`);
}

const place = (value: unknown) => {
  const address = (value as { address?: Ld }).address;
  expect(address).toMatchObject({ '@type': 'PostalAddress' });
  expect(typeof address?.addressLocality).toBe('string');
  expect(address?.addressCountry).toMatch(/^[A-Z]{2}$/);
};

describe('heads of pages fetched without JavaScript', () => {
  it('a job page: title, description, canonical, hreflang ×3 + x-default, Open Graph, JobPosting field by field', async () => {
    const pathname = await firstLink('/en/jobs', /href="(\/en\/job\/\d+-[^"?]+)"/);
    const res = await get(pathname);
    expect(res.status).toBe(200);
    const head = readHead(res.body);
    expectCommonHead(head, pathname, { ogType: 'article' });

    const posting = head.ofType('JobPosting');
    expect(posting['@context']).toBe('https://schema.org');
    expect(head.title.startsWith(`${posting.title as string} · `)).toBe(true);
    expect(typeof posting.description).toBe('string');
    expect((posting.description as string).length).toBeGreaterThan(20);
    expect(posting.datePosted).toMatch(ISO_8601);
    if (posting.validThrough !== undefined) expect(posting.validThrough).toMatch(ISO_8601);
    expect(posting.hiringOrganization).toMatchObject({ '@type': 'Organization', name: expect.any(String) });
    expect(posting.jobLocation !== undefined || posting.jobLocationType === 'TELECOMMUTE').toBe(true);
    if (posting.jobLocation !== undefined) place(posting.jobLocation);
    if (posting.employmentType !== undefined)
      expect(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN']).toContain(
        posting.employmentType,
      );
    if (posting.baseSalary !== undefined) {
      expect(posting.baseSalary).toMatchObject({
        '@type': 'MonetaryAmount',
        currency: expect.stringMatching(/^[A-Z]{3}$/),
        value: {
          '@type': 'QuantitativeValue',
          unitText: expect.stringMatching(/^(HOUR|DAY|WEEK|MONTH|YEAR)$/),
        },
      });
    }
    expect(posting.directApply).toBe(true);
    expectBreadcrumbs(head, pathname, 'Nonprofit jobs');
  });

  it('an event page: Event with dates, attendance mode, status, location and organizer', async () => {
    const pathname = await firstLink('/en/events', /href="(\/en\/event\/\d+-[^"?]+)"/);
    const res = await get(pathname);
    expect(res.status).toBe(200);
    const head = readHead(res.body);
    expectCommonHead(head, pathname, { ogType: 'article' });
    const event = head.ofType('Event');
    expect(head.title.startsWith(`${event.name as string} · `)).toBe(true);
    expect(event.startDate).toMatch(ISO_8601);
    if (event.endDate !== undefined) expect(event.endDate).toMatch(ISO_8601);
    expect(event.eventStatus).toBe('https://schema.org/EventScheduled');
    const mode = event.eventAttendanceMode as string;
    expect(mode).toMatch(/^https:\/\/schema\.org\/(Offline|Online|Mixed)EventAttendanceMode$/);
    const locations = [event.location].flat() as Ld[];
    expect(locations.length).toBeGreaterThan(0);
    for (const location of locations) {
      if (location['@type'] === 'Place') place(location);
      else
        expect(location).toMatchObject({ '@type': 'VirtualLocation', url: expect.stringMatching(/^http/) });
    }
    expect(event.organizer).toMatchObject({ '@type': 'Organization', name: expect.any(String) });
    expectBreadcrumbs(head, pathname, 'Events');
  });

  it('an organisation page: Organization with its name, url and description', async () => {
    const pathname = await firstLink('/en/organizations', /href="(\/en\/[a-z-]+\/\d+-[^"?]+)"/);
    const res = await get(pathname);
    expect(res.status).toBe(200);
    const head = readHead(res.body);
    expectCommonHead(head, pathname, { ogType: 'website' });
    const org = head.ofType('Organization');
    expect(head.title).toBe(`${org.name as string} | OpenGood`);
    expect(org.url).toBe(`${platform.url}${pathname}`);
    expect(typeof org.description).toBe('string');
    if (org.address !== undefined) place({ address: org.address });
    expectBreadcrumbs(head, pathname, 'Organizations');
  });

  it('a search page: canonical is its normalised URL, the same search in each language; no results → noindex', async () => {
    const res = await get('/en/jobs?utm_campaign=x&sort=relevance');
    expect(res.status).toBe(200);
    const head = readHead(res.body);
    expectCommonHead(head, '/en/jobs', { ogType: 'website' });
    expect(head.title).toBe('Nonprofit jobs | OpenGood');
    expect(head.alternates.es).toBe(`${platform.url}/es/empleos`);
    expect(head.alternates.pt).toBe(`${platform.url}/pt/empregos`);

    const page2 = readHead((await get('/en/jobs?page=2')).body);
    expect(page2.canonical).toEqual([`${platform.url}/en/jobs?page=2`]);
    expect(page2.robots).toEqual([]);

    const none = readHead((await get('/en/jobs?q=zqxjvwkq')).body);
    expect(none.robots).toEqual(['noindex']);
  });

  it('the home page: WebSite with a SearchAction on the jobs search', async () => {
    const head = readHead((await get('/es')).body);
    expect(head.canonical).toEqual([`${platform.url}/es`]);
    const site = head.ofType('WebSite');
    expect(site).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${platform.url}/es/empleos?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

/** The <loc>/<lastmod> of each entry of a sitemap or sitemap index, and its root element. */
function readSitemap(xml: string, entry: 'sitemap' | 'url') {
  const root = /<(sitemapindex|urlset)\b[^>]*>/.exec(xml);
  const entries = [...xml.matchAll(new RegExp(`<${entry}>([\\s\\S]*?)</${entry}>`, 'g'))].map((m) => {
    const body = m[1]!;
    return {
      loc: unescape(/<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? ''),
      lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(body)?.[1],
      links: [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\s*\/>/g)].map(
        (l) => ({ lang: l[1]!, href: unescape(l[2]!) }),
      ),
    };
  });
  return { root: root?.[0] ?? '', entries };
}

describe('/sitemap.xml', () => {
  it('is a sitemap index by the sitemaps.org rules, and one of its files of listings is too', async () => {
    const index = await get('/sitemap.xml', 'application/xml');
    expect(index.status).toBe(200);
    expect(index.type).toMatch(/xml/);
    expect(index.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const { root, entries } = readSitemap(index.body, 'sitemap');
    expect(root).toMatch(/^<sitemapindex\b/);
    expect(root).toContain(`xmlns="${SITEMAP_NS}"`);
    expect(entries.length).toBeGreaterThan(1);
    expect(entries.length).toBeLessThanOrEqual(MAX_URLS);
    for (const { loc, lastmod } of entries) {
      expect(loc.startsWith(`${platform.url}/`)).toBe(true);
      expect(loc.length).toBeLessThan(2048);
      if (lastmod !== undefined) expect(lastmod).toMatch(W3C_DATETIME);
    }

    const jobsFile = entries.find((e) => /\/sitemaps\/jobs-\d+-\d+\.xml$/.test(e.loc));
    expect(jobsFile).toBeDefined();
    const file = await get(new URL(jobsFile!.loc).pathname, 'application/xml');
    expect(file.status).toBe(200);
    expect(Buffer.byteLength(file.body)).toBeLessThanOrEqual(50 * 1024 * 1024);
    const urls = readSitemap(file.body, 'url');
    expect(urls.root).toMatch(/^<urlset\b/);
    expect(urls.root).toContain(`xmlns="${SITEMAP_NS}"`);
    expect(urls.root).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(urls.entries.length).toBeGreaterThan(0);
    expect(urls.entries.length).toBeLessThanOrEqual(MAX_URLS);
    // A listed job page is a real page whose canonical is the listed URL. Fetched before the checks below,
    // which hold the event loop for seconds: a kept-alive socket idle that long is closed by the server.
    const first = urls.entries.find((u) => u.loc.includes('/en/'))!;
    const page = readHead((await get(new URL(first.loc).pathname)).body);
    expect(page.canonical).toEqual([first.loc]);
    const locs = new Set(urls.entries.map((u) => u.loc));
    expect(locs.size).toBe(urls.entries.length);
    for (const url of urls.entries) {
      expect(url.loc).toMatch(new RegExp(`^${platform.url}/(en|es|pt)/`));
      expect(url.lastmod).toMatch(W3C_DATETIME);
      // Each URL names itself and its other languages, plus x-default (the English one).
      expect(url.links.map((l) => l.lang).sort()).toEqual(['en', 'es', 'pt', 'x-default']);
      expect(url.links.map((l) => l.href)).toContain(url.loc);
      expect(url.links.filter((link) => !locs.has(link.href))).toEqual([]);
    }
  });
});

describe('in Chromium, after client-side navigation', () => {
  it('the head is the new page’s: canonical, hreflang, description and JSON-LD replace the server’s', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(`${platform.url}/en/jobs`);
      await page.waitForFunction(() => !document.querySelector('[data-server-rendered]'));
      const before = page.url();
      await page.getByTestId('listing-card').first().locator('a').first().click();
      await page.getByTestId('listing-detail').waitFor();
      expect(page.url()).not.toBe(before);
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('script[type="application/ld+json"]')).some((s) =>
          (s.textContent ?? '').includes('"JobPosting"'),
        ),
      );
      const head = await page.evaluate(() => ({
        canonical: Array.from(document.querySelectorAll('link[rel="canonical"]')).map((l) =>
          l.getAttribute('href'),
        ),
        hreflang: Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]')).map((l) =>
          l.getAttribute('hreflang'),
        ),
        description: document.querySelectorAll('meta[name="description"]').length,
        types: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
          (s) => (JSON.parse(s.textContent ?? '{}') as { '@type': string })['@type'],
        ),
        url: location.pathname,
      }));
      expect(head.canonical).toEqual([`${platform.url}${head.url}`]);
      expect(head.hreflang.sort()).toEqual(['en', 'es', 'pt', 'x-default']);
      expect(head.description).toBe(1);
      expect(head.types).toEqual(['JobPosting', 'BreadcrumbList']);
      await page.close();
    } finally {
      await browser.close();
    }
  });
});

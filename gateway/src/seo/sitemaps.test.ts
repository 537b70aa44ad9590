import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import request from 'supertest';
import { createGateway } from '../app';
import { makeFixture, type Fixture } from '../test-fixtures';

/** The api's two sitemap calls, answering a fixed set of records. */
function startApi(): Promise<{ server: Server; url: string; asked: string[] }> {
  const asked: string[] = [];
  const app = express();
  app.get('/data/sitemap/chunks', (req, res) => {
    asked.push(req.originalUrl);
    res.json({
      kinds: [
        { kind: 'JOB', chunks: [{ fromId: 1, toId: 40, count: 2, lastmod: '2026-11-01T10:00:00.000Z' }] },
        { kind: 'INTERNSHIP', chunks: [] },
        { kind: 'VOLOP', chunks: [] },
        { kind: 'EVENT', chunks: [] },
        { kind: 'ORG', chunks: [{ fromId: 3, toId: 3, count: 1, lastmod: '2026-10-01T00:00:00.000Z' }] },
      ],
    });
  });
  app.get('/data/sitemap/entries', (req, res) => {
    asked.push(req.originalUrl);
    const entries =
      req.query.kind === 'ORG'
        ? [{ id: 3, title: 'Cruz Roja', orgType: 'NONPROFIT', lastmod: '2026-10-01T00:00:00.000Z' }]
        : req.query.kind === 'JOB'
          ? [
              { id: 1, title: 'Program Manager', orgType: 'NONPROFIT', lastmod: '2026-11-01T10:00:00.000Z' },
              {
                id: 40,
                title: 'Gerente de Programa',
                orgType: 'GOVERNMENT',
                lastmod: '2026-10-20T00:00:00.000Z',
              },
            ]
          : [];
    res.json({ entries });
  });
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked }),
    );
  });
}

let fixture: Fixture;
let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  fixture = makeFixture();
  api = await startApi();
});
afterAll(async () => {
  fixture.cleanup();
  await new Promise((r) => api.server.close(r));
});

const gateway = (publicOrigin?: string, apiUrl = api.url) =>
  createGateway({
    deployDir: fixture.deployDir,
    shellDir: fixture.shellDir,
    apiUrl,
    logRequests: false,
    publicOrigin,
  });

describe('robots.txt', () => {
  it('keeps crawlers out of private pages and points at the sitemap on the configured origin', async () => {
    const res = await request(gateway('https://www.opengood.example')).get('/robots.txt').expect(200);
    expect(res.type).toBe('text/plain');
    expect(res.text).toContain('User-agent: *');
    for (const path of ['/dashboard', '/data/', '/login', '/unsubscribe/'])
      expect(res.text).toContain(`Disallow: ${path}`);
    expect(res.text).not.toMatch(/Disallow: \/(en|es|pt)?\n/);
    expect(res.text).toContain('Sitemap: https://www.opengood.example/sitemap.xml');
  });

  it('never takes the origin from the Host header a client wrote', async () => {
    const res = await request(gateway('https://www.opengood.example'))
      .get('/robots.txt')
      .set('Host', 'evil.example')
      .expect(200);
    expect(res.text).toContain('Sitemap: https://www.opengood.example/sitemap.xml');
    expect(res.text).not.toContain('evil.example');
    const index = await request(gateway('https://www.opengood.example'))
      .get('/sitemap.xml')
      .set('Host', 'evil.example')
      .expect(200);
    expect(index.text).not.toContain('evil.example');
  });
});

describe('/sitemap.xml', () => {
  it('is an index of the pages file and one file per id range, with lastmod', async () => {
    const res = await request(gateway('https://og.example')).get('/sitemap.xml').expect(200);
    expect(res.type).toBe('application/xml');
    expect(res.text).toContain('<sitemapindex');
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://og.example/sitemaps/pages.xml',
      'https://og.example/sitemaps/jobs-1-40.xml',
      'https://og.example/sitemaps/organizations-3-3.xml',
    ]);
    expect(res.text).toContain('<lastmod>2026-11-01T10:00:00.000Z</lastmod>');
  });

  it('lists each listing once per language with hreflang alternates and x-default', async () => {
    const res = await request(gateway('https://og.example')).get('/sitemaps/jobs-1-40.xml').expect(200);
    expect(api.asked).toContain('/data/sitemap/entries?kind=JOB&fromId=1&toId=40');
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://og.example/en/job/1-program-manager',
      'https://og.example/es/empleo/1-program-manager',
      'https://og.example/pt/emprego/1-program-manager',
      'https://og.example/en/job/40-gerente-de-programa',
      'https://og.example/es/empleo/40-gerente-de-programa',
      'https://og.example/pt/emprego/40-gerente-de-programa',
    ]);
    expect(res.text).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://og.example/en/job/1-program-manager"/>',
    );
    expect(res.text).toContain(
      '<xhtml:link rel="alternate" hreflang="pt" href="https://og.example/pt/emprego/1-program-manager"/>',
    );
  });

  it("writes organisations under their language's org-type word", async () => {
    const res = await request(gateway('https://og.example'))
      .get('/sitemaps/organizations-3-3.xml')
      .expect(200);
    expect(res.text).toContain('<loc>https://og.example/en/nonprofit/3-cruz-roja</loc>');
    expect(res.text).toMatch(/<loc>https:\/\/og\.example\/es\/[a-z-]+\/3-cruz-roja<\/loc>/);
  });

  it('lists the home and search pages in every language', async () => {
    const res = await request(gateway('https://og.example')).get('/sitemaps/pages.xml').expect(200);
    for (const path of ['/', '/es', '/pt', '/en/jobs', '/es/empleos', '/pt/empregos', '/en/organizations'])
      expect(res.text).toContain(`<loc>https://og.example${path}</loc>`);
  });

  it.each(['/sitemaps/salaries-1-2.xml', '/sitemaps/jobs-1.xml', '/sitemaps/events-1-9.xml'])(
    'answers %s (an unknown kind, a bad name, an empty range) as not found',
    async (path) => {
      await request(gateway()).get(path).expect(404);
    },
  );

  it('answers 503 with Retry-After while the data service is down, never a 500', async () => {
    const res = await request(gateway(undefined, 'http://127.0.0.1:9')).get('/sitemap.xml').expect(503);
    expect(res.headers['retry-after']).toBe('600');
  });
});

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createGateway } from '../app';
import { entry, makeFixture, registryOf, type Fixture } from '../test-fixtures';
import type { RenderResult, RenderRequest } from './types';

const SHELL_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>OpenGood</title><meta name="description" content="default"/></head><body><div id="chrome-top"></div><main id="areas"></main><div id="chrome-bottom"></div></body></html>';

const page = (over: Partial<Extract<RenderResult, { kind: 'page' }>> = {}): RenderResult => ({
  kind: 'page',
  status: 200,
  area: 'mfe-search',
  version: 'v1',
  head: {
    lang: 'es',
    styles: '<style data-styled="true">.a{}</style>',
    title: 'Empleos',
    description: 'Empleos sociales',
  },
  html: '<h1>Empleos</h1>',
  state: { 'platform/pages': { areas: {} }, evil: '</script><script>alert(1)</script>' },
  ...over,
});

describe('server rendering in the gateway', () => {
  let fx: Fixture;
  let lines: string[];
  beforeEach(() => {
    fx = makeFixture();
    writeFileSync(path.join(fx.shellDir, 'index.html'), SHELL_HTML);
    lines = [];
  });
  afterEach(() => fx.cleanup());

  const gateway = (render: (req: RenderRequest) => Promise<RenderResult>, budgetMs = 300) =>
    createGateway({
      deployDir: fx.deployDir,
      shellDir: fx.shellDir,
      apiUrl: 'http://127.0.0.1:9',
      publicOrigin: 'https://www.opengood.example',
      ssr: { budgetMs, log: (line) => lines.push(line), renderer: async () => ({ render }) },
    });

  it('answers the rendered page: status, head, markup in the area element, state as escaped JSON', async () => {
    fx.writeRegistry(
      registryOf({
        ...entry('mfe-search', 'v1'),
        serverEntry: '/remotes/mfe-search/v1/server/remoteEntry.js',
      }),
    );
    let asked: RenderRequest | undefined;
    const res = await request(
      gateway(async (req) => {
        asked = req;
        return page();
      }),
    )
      .get('/es/empleos?q=salud')
      .set('Accept', 'text/html')
      .expect(200);
    expect(asked).toMatchObject({ url: '/es/empleos?q=salud', origin: 'https://www.opengood.example' });
    expect(asked!.remotes[0]).toMatchObject({
      remote: 'mfe-search',
      serverEntryFile: path.join(fx.deployDir, 'remotes/mfe-search/v1/server/remoteEntry.js'),
    });
    expect(res.text).toContain('<html lang="es">');
    expect(res.text).toContain('<title>Empleos | OpenGood</title>');
    expect(res.text).not.toContain('content="default"');
    expect(res.text).toContain('<meta name="description" content="Empleos sociales" />');
    expect(res.text).toContain('<link rel="canonical" href="https://www.opengood.example/es/empleos" />');
    expect(res.text).toContain('hreflang="pt" href="https://www.opengood.example/pt/empregos"');
    expect(res.text).toContain('hreflang="x-default" href="https://www.opengood.example/en/jobs"');
    expect(res.text).toContain(
      '<main id="areas"><div id="area-mfe-search" data-area="mfe-search" data-server-rendered=""><h1>Empleos</h1></div></main>',
    );
    const state = /<script type="application\/json" id="og-state">(.*?)<\/script>/.exec(res.text)![1]!;
    expect(state).not.toContain('<');
    expect(JSON.parse(state)).toEqual(page().kind === 'page' ? (page() as { state: unknown }).state : null);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(lines).toEqual([]);
  });

  it('answers the status the page asked for (404 with its markup, noindex) and 301 for a redirect', async () => {
    const notFound = await request(gateway(async () => page({ status: 404, html: '<p>No encontrada</p>' })))
      .get('/es/empleo/999-x')
      .set('Accept', 'text/html')
      .expect(404);
    expect(notFound.text).toContain('<p>No encontrada</p>');
    expect(notFound.text).toContain('<meta name="robots" content="noindex" />');
    expect(notFound.text).not.toContain('rel="canonical"');
    await request(
      gateway(async () => ({
        kind: 'redirect',
        status: 301,
        location: '/en/job/7-right',
        remote: 'mfe-listings',
      })),
    )
      .get('/en/job/7-wrong')
      .set('Accept', 'text/html')
      .expect(301)
      .expect('Location', '/en/job/7-right');
  });

  it('a page the server does not render is the browser-rendered index.html, nothing logged', async () => {
    const res = await request(gateway(async () => ({ kind: 'browser', reason: 'not a public area' })))
      .get('/dashboard')
      .set('Accept', 'text/html')
      .expect(200);
    expect(res.text).toBe(SHELL_HTML);
    expect(lines).toEqual([]);
  });

  it.each([
    [
      'throws',
      () =>
        Promise.reject(
          Object.assign(new Error('mfe-listings: rendering threw: boom'), { remote: 'mfe-listings' }),
        ),
      /mfe-listings rendering threw: boom/,
    ],
    [
      'is slow',
      () => new Promise<RenderResult>((resolve) => setTimeout(() => resolve(page()), 500)),
      /mfe-listings missed its 100 ms budget/,
    ],
  ])(
    'a remote whose render %s falls back to the browser-rendered page (200) and one line is logged',
    async (_, render, logged) => {
      const res = await request(gateway(render as () => Promise<RenderResult>, 100))
        .get('/en/job/7-title')
        .set('Accept', 'text/html')
        .expect(200);
      expect(res.text).toBe(SHELL_HTML);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^ssr: \/en\/job\/7-title rendered in the browser: /);
      expect(lines[0]).toMatch(logged);
    },
  );

  it('loads the shell’s server build from SHELL_DIR; without one, index.html', async () => {
    const app = createGateway({
      deployDir: fx.deployDir,
      shellDir: fx.shellDir,
      apiUrl: 'http://127.0.0.1:9',
    });
    expect((await request(app).get('/en/jobs').set('Accept', 'text/html').expect(200)).text).toBe(SHELL_HTML);
    const server = path.join(fx.shellDir, 'server');
    mkdirSync(server);
    const write = (title: string, mtime: Date) => {
      const file = path.join(server, 'index.js');
      const result = JSON.stringify(page({ head: { lang: 'en', styles: '', title } }));
      writeFileSync(file, `exports.render = async () => (${result});`);
      require('node:fs').utimesSync(file, mtime, mtime);
    };
    write('First', new Date('2026-01-01'));
    expect((await request(app).get('/en/jobs').set('Accept', 'text/html')).text).toContain(
      '<title>First | OpenGood</title>',
    );
  });

  it('a path that would parse as another host never reaches the renderer', async () => {
    const render = jest.fn<Promise<RenderResult>, [RenderRequest]>();
    await request(gateway(render)).get('//evil.example/en/jobs').set('Accept', 'text/html');
    expect(render).not.toHaveBeenCalled();
  });

  it('loads the live remotes’ server builds at start (preload)', async () => {
    fx.writeRegistry(
      registryOf({
        ...entry('mfe-listings', 'v2'),
        serverEntry: '/remotes/mfe-listings/v2/server/remoteEntry.js',
      }),
    );
    const preload = jest.fn(async () => undefined);
    createGateway({
      deployDir: fx.deployDir,
      shellDir: fx.shellDir,
      apiUrl: 'http://127.0.0.1:9',
      ssr: { renderer: async () => ({ render: async () => page(), preload }) },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(preload).toHaveBeenCalledWith([
      expect.objectContaining({
        remote: 'mfe-listings',
        serverEntryFile: path.join(fx.deployDir, 'remotes/mfe-listings/v2/server/remoteEntry.js'),
      }),
    ]);
  });

  it('JSON requests never reach the renderer', async () => {
    const render = jest.fn<Promise<RenderResult>, [RenderRequest]>();
    await request(gateway(render)).get('/en/jobs').set('Accept', 'application/json').expect(404);
    expect(render).not.toHaveBeenCalled();
  });
});

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { CONSENT_COOKIE, SESSION_COOKIE } from '@opengood/contracts';
import { createGateway } from '../app';
import { entry, makeFixture, registryOf, type Fixture } from '../test-fixtures';
import { RenderCache, renderCacheKey } from './renderCache';
import type { Renderer, RenderResult } from './types';

const page = (over: Partial<Extract<RenderResult, { kind: 'page' }>> = {}): RenderResult => ({
  kind: 'page',
  status: 200,
  area: 'mfe-listings',
  version: 'v1',
  head: { lang: 'en', styles: '', title: 'Job' },
  html: '<h1>Job</h1>',
  state: {},
  ...over,
});

/** A render the test settles by hand, to hold requests in flight together. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('RenderCache', () => {
  let clock: number;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000;
  });

  it('answers a render again within the TTL and renders again after it', async () => {
    const cache = new RenderCache({ ttlMs: 10_000, now });
    const render = jest.fn(async () => page());
    expect((await cache.get('k', render)).cache).toBe('miss');
    clock += 9_999;
    const again = await cache.get('k', render);
    expect(again).toEqual({ result: page(), cache: 'hit' });
    expect(render).toHaveBeenCalledTimes(1);
    clock += 2;
    expect((await cache.get('k', render)).cache).toBe('miss');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps 404 and 410 pages and redirects, not other statuses or pages the browser renders', async () => {
    const cache = new RenderCache({ now });
    const kept: RenderResult[] = [
      page({ status: 404 }),
      page({ status: 410 }),
      { kind: 'redirect', status: 301, location: '/en/job/7-right', remote: 'mfe-listings' },
    ];
    const notKept: RenderResult[] = [page({ status: 500 }), { kind: 'browser', reason: 'not a public area' }];
    for (const [i, result] of [...kept, ...notKept].entries()) {
      const render = jest.fn(async () => result);
      await cache.get(`k${i}`, render);
      await cache.get(`k${i}`, render);
      expect(render).toHaveBeenCalledTimes(i < kept.length ? 1 : 2);
    }
  });

  it('never keeps a failure: the next request renders again', async () => {
    const cache = new RenderCache({ now });
    const render = jest
      .fn<Promise<RenderResult>, []>()
      .mockRejectedValueOnce(new Error('missed its 800 ms budget'))
      .mockResolvedValue(page());
    await expect(cache.get('k', render)).rejects.toThrow('budget');
    expect((await cache.get('k', render)).cache).toBe('miss');
    expect((await cache.get('k', render)).cache).toBe('hit');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('concurrent requests for one key share one render, and its failure', async () => {
    const cache = new RenderCache({ now });
    const first = deferred<RenderResult>();
    const render = jest.fn(() => first.promise);
    const answers = Promise.all([cache.get('k', render), cache.get('k', render), cache.get('k', render)]);
    first.resolve(page());
    expect((await answers).map((a) => a.cache)).toEqual(['miss', 'shared', 'shared']);
    expect(render).toHaveBeenCalledTimes(1);

    const failing = deferred<RenderResult>();
    const both = [cache.get('other', () => failing.promise), cache.get('other', () => failing.promise)];
    failing.reject(new Error('boom'));
    for (const answer of both) await expect(answer).rejects.toThrow('boom');
    expect((await cache.get('other', async () => page())).cache).toBe('miss');
  });

  it('TTL 0 turns it off: every request renders, none shares', async () => {
    const cache = new RenderCache({ ttlMs: 0, now });
    const render = jest.fn(async () => page());
    const answers = await Promise.all([cache.get('k', render), cache.get('k', render)]);
    await cache.get('k', render);
    expect(cache.enabled).toBe(false);
    expect(answers.map((a) => a.cache)).toEqual(['miss', 'miss']);
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('is bounded by size: a page larger than maxSize is not kept, older pages make room', async () => {
    const cache = new RenderCache({ maxSize: 100, now });
    const small = jest.fn(async () => page({ html: 'x'.repeat(40) }));
    const big = jest.fn(async () => page({ html: 'x'.repeat(200) }));
    await cache.get('big', big);
    expect((await cache.get('big', big)).cache).toBe('miss');
    for (const key of ['a', 'b', 'c']) await cache.get(key, small);
    expect((await cache.get('a', small)).cache).toBe('miss');
    expect((await cache.get('c', small)).cache).toBe('hit');
  });

  it('keys on URL, origin, the remotes’ versions (in any order) and the renderer', () => {
    const remotes = [
      { name: 'mfe_search', version: 'v1' },
      { name: 'mfe_listings', version: 'v3' },
    ];
    const key = renderCacheKey('/en/jobs?q=a', 'https://o.example', remotes, 0);
    expect(renderCacheKey('/en/jobs?q=a', 'https://o.example', [...remotes].reverse(), 0)).toBe(key);
    for (const other of [
      renderCacheKey('/en/jobs?q=b', 'https://o.example', remotes, 0),
      renderCacheKey('/en/jobs?q=a', 'http://o.example', remotes, 0),
      renderCacheKey(
        '/en/jobs?q=a',
        'https://o.example',
        [remotes[0]!, { ...remotes[1]!, version: 'v2' }],
        0,
      ),
      renderCacheKey('/en/jobs?q=a', 'https://o.example', remotes, 1),
      renderCacheKey('/en/jobs?q=a', 'https://o.example', remotes, 0, true),
    ])
      expect(other).not.toBe(key);
  });
});

describe('the render cache in the gateway', () => {
  let fx: Fixture;
  let clock: number;
  beforeEach(() => {
    fx = makeFixture();
    writeFileSync(
      path.join(fx.shellDir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>OpenGood</title></head><body><main id="areas"></main></body></html>',
    );
    fx.writeRegistry(registryOf(entry('mfe-listings', 'v1')));
    // Not 0: lru-cache reads a start time of 0 as "no TTL".
    clock = 1_000;
  });
  afterEach(() => fx.cleanup());

  const gateway = (render: Renderer['render'], o: { ttl?: number; budgetMs?: number } = {}) => {
    // One renderer object, as the shell's loaded server build is: a new one is a redeployed shell.
    const renderer: Renderer = { render };
    return createGateway({
      deployDir: fx.deployDir,
      shellDir: fx.shellDir,
      apiUrl: 'http://127.0.0.1:9',
      // supertest listens on a new port per request, and the origin is part of the key.
      publicOrigin: 'https://www.opengood.example',
      renderCacheTtlMs: o.ttl,
      ssr: {
        budgetMs: o.budgetMs ?? 300,
        log: () => {},
        renderer: async () => renderer,
        renderCacheNow: () => clock,
      },
    });
  };
  const get = (app: ReturnType<typeof gateway>, url = '/en/job/7-title') =>
    request(app).get(url).set('Accept', 'text/html');

  it('answers X-Render-Cache miss, then hit within the TTL, then miss after it', async () => {
    const render = jest.fn(async () => page());
    const app = gateway(render);
    expect((await get(app).expect(200)).headers['x-render-cache']).toBe('miss');
    clock += 9_000;
    const hit = await get(app).expect(200);
    expect(hit.headers['x-render-cache']).toBe('hit');
    expect(hit.text).toContain('<h1>Job</h1>');
    expect((await get(app, '/en/job/7-title?ref=x')).headers['x-render-cache']).toBe('miss');
    clock += 1_001;
    expect((await get(app)).headers['x-render-cache']).toBe('miss');
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('a signed-in visitor’s page is rendered afresh and not kept (an admin sees the listing they just edited)', async () => {
    const render = jest.fn(async () => page());
    const app = gateway(render);
    const signedIn = (r: ReturnType<typeof get>) => r.set('Cookie', `csrf=abc; ${SESSION_COOKIE}=token.sig`);
    expect((await signedIn(get(app)).expect(200)).headers['x-render-cache']).toBe('bypass');
    expect((await get(app)).headers['x-render-cache']).toBe('miss');
    expect((await signedIn(get(app))).headers['x-render-cache']).toBe('bypass');
    // A cookie that only looks like it is not a session.
    expect((await get(app).set('Cookie', `x${SESSION_COOKIE}=1`)).headers['x-render-cache']).toBe('hit');
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('asks for the cookie bar unless the visitor carries the consent cookie, and keeps the two apart', async () => {
    const render = jest.fn(async (_req: Parameters<Renderer['render']>[0]) => page());
    const app = gateway(render);
    await get(app);
    await get(app).set('Cookie', `${CONSENT_COOKIE}=1`);
    expect(render.mock.calls.map(([req]) => req.cookieBar)).toEqual([true, false]);
    expect((await get(app).set('Cookie', `${CONSENT_COOKIE}=1`)).headers['x-render-cache']).toBe('hit');
  });

  it('a hit is assembled again into a changed index.html (a shell redeploy)', async () => {
    const app = gateway(async () => page());
    await get(app);
    writeFileSync(
      path.join(fx.shellDir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>OpenGood</title><link rel="stylesheet" href="/new.css"></head><body><main id="areas"></main></body></html>',
    );
    const hit = await get(app);
    expect(hit.headers['x-render-cache']).toBe('hit');
    expect(hit.text).toContain('/new.css');
    expect(hit.text).toContain('<h1>Job</h1>');
  });

  it('a deploy or rollback of a remote is a miss: never the previous version’s HTML', async () => {
    let version = 'v1';
    const app = gateway(async () => page({ html: `<h1>${version}</h1>` }));
    expect((await get(app)).text).toContain('<h1>v1</h1>');
    version = 'v2';
    fx.writeRegistry(registryOf(entry('mfe-listings', 'v2')));
    const deployed = await get(app);
    expect(deployed.headers['x-render-cache']).toBe('miss');
    expect(deployed.text).toContain('<h1>v2</h1>');
  });

  it('a missed budget is the browser-rendered page, and the next request renders on the server again', async () => {
    const render = jest
      .fn<Promise<RenderResult>, []>()
      .mockImplementationOnce(() => new Promise((resolve) => setTimeout(() => resolve(page()), 40)))
      .mockResolvedValue(page());
    const app = gateway(render, { budgetMs: 20 });
    const fallback = await get(app).expect(200);
    expect(fallback.headers['x-render-cache']).toBeUndefined();
    expect(fallback.text).not.toContain('<h1>Job</h1>');
    await new Promise((resolve) => setTimeout(resolve, 30));
    const rendered = await get(app);
    expect(rendered.headers['x-render-cache']).toBe('miss');
    expect(rendered.text).toContain('<h1>Job</h1>');
  });

  it('concurrent requests for one page render it once', async () => {
    const gate = deferred<void>();
    const render = jest.fn(async () => {
      await gate.promise;
      return page();
    });
    const app = gateway(render);
    const answers = Promise.all([get(app), get(app), get(app)]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    gate.resolve();
    // Whatever the timing, one request renders; the others join it ('shared', likely) or find its page ('hit').
    const headers = (await answers).map((r) => String(r.headers['x-render-cache']));
    expect(headers.filter((h) => h === 'miss')).toHaveLength(1);
    expect(headers.every((h) => ['miss', 'shared', 'hit'].includes(h))).toBe(true);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('RENDER_CACHE_TTL_MS=0 renders every request', async () => {
    const render = jest.fn(async () => page());
    const app = gateway(render, { ttl: 0 });
    for (let i = 0; i < 3; i++) expect((await get(app)).headers['x-render-cache']).toBe('miss');
    expect(render).toHaveBeenCalledTimes(3);
  });
});

#!/usr/bin/env node
// Performance budget benchmark (issue 9, "Performance budget"). One run prints, side by side:
// 1. per key page (home, a search page, a job page, an organisation page, the user dashboard), for the
//    federated platform AND a single-bundle build of the same pages from the same sources
//    (bench/webpack.single.cjs): JavaScript bytes (decoded, and gzip as transferred), requests, Lighthouse
//    mobile scores (performance, accessibility, best practices, SEO) and LCP / TBT / CLS, with the ratio;
// 2. the gateway's server-render throughput and p50/p95 latency for a job page and a search page at 16
//    concurrent connections (autocannon, loopback, bounded duration), cold (a gateway with the render cache
//    off, RENDER_CACHE_TTL_MS=0) and with the micro-cache on (the federated gateway, default TTL);
// 3. warm area switches (in-app navigation once each area's code is cached), for both builds.
// Both builds are served by the same gateway code, with the same registry, api and shell server build, so both
// answer the same server-rendered HTML; only the browser JavaScript differs.
// Figures, not pass/fail: they are written into docs/performance.md by hand after a run.
// Usage: npm run bench   (remotes and shell must be built: npm start or npm test builds them; the remotes'
//        missing server builds and the single bundle are built here). BENCH_SECONDS (default 10, max 60).
//        BENCH_ONLY=ssr: the server-render section only (no single bundle, no Lighthouse, no area switches).
// Lighthouse 12.8.2: Lighthouse 13 needs Node 22.19 and the platform supports Node 20.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import platformLib from '../scripts/lib/platform.cjs';
import { REMOTES, repoRoot } from '../scripts/lib/paths.mjs';
import { buildServer, hasServerBuild, isServerBuilt } from '../scripts/lib/build.mjs';
import { failingAudits, lighthouseFigures, median, percentile, ratio } from './stats.mjs';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const SECONDS = Math.min(Number(process.env.BENCH_SECONDS ?? 10), 60);
const SSR_ONLY = process.env.BENCH_ONLY === 'ssr';
const CONNECTIONS = 16;
const CHROME_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const kb = (n) => (n / 1024).toFixed(1);
const load = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');
const step = (s) => process.stderr.write(`[bench] ${s}\n`);

console.log(`Performance budget run ${new Date().toISOString()}; ${os.cpus().length} cores; load average at start ${load()}; Node ${process.version}`);

// --- builds: the remotes' server builds (public remotes) and the single bundle, into a scratch folder ---
const work = mkdtempSync(path.join(os.tmpdir(), 'og-bench-'));
for (const app of ['shell', ...REMOTES]) {
  if (hasServerBuild(app) && !isServerBuilt(app)) {
    step(`server build of ${app}`);
    buildServer(app);
  }
}
const singleDir = path.join(work, 'single');
if (!SSR_ONLY) {
  step('single-bundle build');
  const built = spawnSync(path.join(repoRoot, 'node_modules', '.bin', 'webpack'), ['--config', 'bench/webpack.single.cjs'], {
    cwd: repoRoot,
    env: { ...process.env, SINGLE_OUT_DIR: singleDir },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`single-bundle build failed\n${built.stdout}${built.stderr}`);
}
// Copies, so a rebuild of shell/dist by someone else during the run cannot change what is measured.
const shellDir = path.join(work, 'shell');
cpSync(path.join(repoRoot, 'shell', 'dist'), shellDir, { recursive: true });
// The same server build renders the HTML for both: the single bundle hydrates what the shell's renderer wrote.
if (!SSR_ONLY) cpSync(path.join(shellDir, 'server'), path.join(singleDir, 'server'), { recursive: true });

const deployDir = path.join(work, 'deploy');
for (const remote of REMOTES) {
  const r = spawnSync(process.execPath, ['scripts/deploy.mjs', remote, '--skip-build'], {
    cwd: repoRoot,
    env: { ...process.env, DEPLOY_DIR: deployDir },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(r.stdout + r.stderr);
}

// --- platform: one api; the federated gateway and the single-bundle gateway on it ---
step('starting the api and the gateways');
const gatewayLog = [];
const log = (line) => gatewayLog.push(line);
const fed = await platformLib
  .startPlatform({ deployDir, pgliteDir: path.join(work, 'pglite'), log, gatewayEnv: { NODE_ENV: 'test', SHELL_DIR: shellDir } })
  .catch((error) => {
    console.error(gatewayLog.slice(-30).join('\n'));
    throw error;
  });
// Another gateway on the same api and deploy folder, its log lines prefixed with its name.
async function startGateway(name, env) {
  const port = await platformLib.freePort();
  const child = spawn(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['gateway/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', API_URL: `http://127.0.0.1:${fed.apiPort}`, DEPLOY_DIR: deployDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (d) => gatewayLog.push(...String(d).split('\n').map((l) => `[${name} gateway] ${l}`)));
  const url = `http://localhost:${port}`;
  for (let i = 0; ; i++) {
    if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) break;
    if (i > 240 || child.exitCode !== null) throw new Error(`the ${name} gateway did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, stop: () => child.kill('SIGTERM') };
}
const fallbacks = () => gatewayLog.filter((l) => l.includes('rendered in the browser')).length;
const single = SSR_ONLY ? null : await startGateway('single', { SHELL_DIR: singleDir });
// Cold renders: the same gateway code and shell with the render cache off, so every request renders (the same
// URLs as the cached runs; unique query strings would also miss, but would render other search pages).
const cold = await startGateway('cold', { SHELL_DIR: shellDir, RENDER_CACHE_TTL_MS: '0' });

const first = async (query) => (await (await fetch(`${fed.url}/data/search/listings?${query}&pageSize=1`)).json()).hits[0];
const job = await first('type=JOB');
const org = await first('type=ORG&orgType=NONPROFIT');
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'search /en/jobs', path: '/en/jobs' },
  { name: 'job page', path: `/en/job/${job.id}-${job.slug}` },
  { name: 'organisation page', path: `/en/nonprofit/${org.id}-${org.slug}` },
  { name: 'user dashboard', path: '/dashboard', signedIn: true }, // signed in (browser-rendered page)
];

// The dashboard as a signed-in seeded job seeker (as the e2e helper e2e/src/accounts.ts signs in): a GET for
// the csrf cookie, the log-in POST echoing it, the first-visit question answered; the cookies go to Lighthouse.
async function signedInCookie(base) {
  const jar = new Map();
  const keep = (res) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  keep(await fetch(`${base}/data/users/me`));
  const post = async (p, body) => {
    const res = await fetch(base + p, { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': jar.get('csrf') ?? '', cookie: cookie() }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
    keep(res);
  };
  await post('/data/website/login', { email: 'jane.doe@example.org', password: 'opengood-demo-2026' });
  await post('/data/userdashboard/intake-intents', { intakeIntents: ['FIND_A_JOB'] });
  return [...jar].map(([name, value]) => ({ name, value }));
}
const signedIn = SSR_ONLY ? [] : await signedInCookie(fed.url);

if (!SSR_ONLY) {
  // --- Lighthouse (mobile defaults: simulated slow 4G, 4× CPU) on Debian's Chromium ---
  async function startChrome() {
    const dir = mkdtempSync(path.join(work, 'chrome-'));
    const child = spawn(CHROME, ['--headless=new', '--remote-debugging-port=0', `--user-data-dir=${dir}`, ...CHROME_FLAGS, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
    const port = await new Promise((resolve, reject) => {
      let err = '';
      child.stderr.on('data', (d) => {
        err += d;
        const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
        if (m) resolve(Number(m[1]));
      });
      child.once('exit', (code) => reject(new Error(`chromium exited (${code}): ${err}`)));
    });
    return { port, stop: () => child.kill('SIGTERM') };
  }
  const chrome = await startChrome();
  const lh = {};
  for (const p of PAGES) {
    for (const [build, base] of [['federated', fed.url], ['single', single.url]]) {
      step(`lighthouse ${build} ${p.path}`);
      // A signed-in page: a fresh Chromium (cold cache) with the session cookies set in its profile, and no
      // storage reset (Lighthouse's reset would clear the cookies).
      const own = p.signedIn ? await startChrome() : null;
      if (own) {
        const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${own.port}`);
        await cdp.contexts()[0].addCookies(signedIn.map((c) => ({ ...c, url: base })));
      }
      const flags = { port: (own ?? chrome).port, output: 'json', logLevel: 'error', ...(own ? { disableStorageReset: true } : {}) };
      const before = fallbacks();
      let lhr = (await lighthouse(base + p.path, flags)).lhr;
      // A trace Chromium did not finish (NO_NAVSTART, NO_FCP under load) is retried once.
      if (lhr.runtimeError) lhr = (await lighthouse(base + p.path, flags)).lhr;
      own?.stop();
      lh[`${build} ${p.name}`] = {
        ...lighthouseFigures(lhr),
        finalUrl: lhr.finalDisplayedUrl,
        ssrFallbacks: fallbacks() - before,
        runtimeError: lhr.runtimeError?.code,
        failing: Object.fromEntries(['performance', 'accessibility', 'best-practices', 'seo'].map((c) => [c, failingAudits(lhr, c)])),
        // The first element each failing accessibility audit names (what to fix, without opening the report).
        a11yNodes: failingAudits(lhr, 'accessibility').map((a) => `${a.split(' ')[0]}: ${lhr.audits[a.split(' ')[0]]?.details?.items?.[0]?.node?.snippet ?? '?'}`),
        lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
        bootup: (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 3).map((i) => `${path.basename(new URL(i.url, 'http://x').pathname) || i.url} ${Math.round(i.total)} ms`),
      };
    }
  }
  chrome.stop();

  console.log('\nLighthouse mobile (one run each, simulated slow 4G + 4× CPU), federated vs single bundle; JS gzip = bytes transferred (gzip)\n');
  console.log('page               build       JS raw KB  JS gzip KB  scripts  requests  perf  a11y  b.p.  SEO   LCP ms  TBT ms    CLS');
  for (const p of PAGES) {
    const f = lh[`federated ${p.name}`];
    const s = lh[`single ${p.name}`];
    for (const [build, r] of [['federated', f], ['single', s]]) {
      console.log(`${(build === 'federated' ? p.name : '').padEnd(19)}${build.padEnd(10)}${kb(r.jsRaw).padStart(11)}${kb(r.jsWire).padStart(12)}${String(r.scripts).padStart(9)}${String(r.requests).padStart(10)}${String(r.performance).padStart(6)}${String(r.accessibility).padStart(6)}${String(r.bestPractices).padStart(6)}${String(r.seo).padStart(5)}${r.lcp.toFixed(0).padStart(9)}${r.tbt.toFixed(0).padStart(8)}${r.cls.toFixed(3).padStart(7)}${r.runtimeError ? `  ${r.runtimeError}` : ''}`);
    }
    console.log(`${''.padEnd(19)}${'ratio'.padEnd(10)}${ratio(f.jsRaw, s.jsRaw).padStart(11)}${ratio(f.jsWire, s.jsWire).padStart(12)}${ratio(f.scripts, s.scripts).padStart(9)}${ratio(f.requests, s.requests).padStart(10)}${''.padStart(23)}${ratio(f.lcp, s.lcp).padStart(9)}${ratio(f.tbt, s.tbt).padStart(8)}`);
  }
  console.log('\nWhat costs points (federated | single), LCP element, main-thread time by script (federated):');
  for (const p of PAGES) {
    const f = lh[`federated ${p.name}`];
    const s = lh[`single ${p.name}`];
    console.log(`  ${p.name} (${f.finalUrl})`);
    for (const c of ['performance', 'accessibility', 'best-practices', 'seo'])
      if (f.failing[c].length || s.failing[c].length) console.log(`    ${c}: ${f.failing[c].join(', ') || '–'} | ${s.failing[c].join(', ') || '–'}`);
    for (const line of f.a11yNodes) console.log(`    accessibility element: ${line}`);
    console.log(`    LCP element: ${f.lcpElement ?? '–'}; server render missed during the Lighthouse load: ${f.ssrFallbacks} | ${s.ssrFallbacks}`);
    console.log(`    bootup: ${f.bootup.join('; ')}`);
  }
}

// --- server render throughput: autocannon at 16 connections against the gateway's server rendering ---
async function cannon(url, seconds) {
  const latencies = [];
  const statuses = {};
  const instance = autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { accept: 'text/html' } });
  instance.on('response', (_client, status, _bytes, ms) => {
    latencies.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const result = await instance;
  return { result, latencies, statuses };
}
async function cannonOne(url) {
  const latencies = [];
  const instance = autocannon({ url, connections: 1, duration: 5, headers: { accept: 'text/html' } });
  instance.on('response', (_c, _s, _b, ms) => latencies.push(ms));
  await instance;
  return { latencies };
}
// Cold: every request renders (api calls + React). Cached: the federated gateway with the default TTL, so in
// the measured window each page is rendered about once per TTL (concurrent misses share that render) and the
// other answers come from memory; the assembly into index.html still runs per request.
const SSR_PAGES = PAGES.filter((x) => x.name === 'job page' || x.name.startsWith('search'));
console.log(`\nServer rendering (${CONNECTIONS} connections, ${SECONDS} s after a 2 s warm-up, loopback; load average ${load()})`);
console.log('cold = a gateway with RENDER_CACHE_TTL_MS=0 (every request renders); cached = the render micro-cache on (default TTL 10 s)\n');
console.log('page                     req/s   p50 ms  p95 ms  p99 ms  answers  errors  rendered in the browser (fallbacks)');
for (const p of SSR_PAGES) {
  for (const [mode, base, expected] of [['cold', cold.url, 'miss'], ['cached', fed.url, 'hit']]) {
    step(`autocannon ${mode} ${p.path}`);
    // The first requests may load the renderer or miss the budget under load (browser fallback: no header).
    const seen = [];
    let res;
    for (let i = 0; i < 3; i++) {
      res = await fetch(base + p.path);
      seen.push(res.headers.get('x-render-cache') ?? 'fallback');
    }
    if (!res.headers.get('server-timing')?.startsWith('ssr')) console.log(`  ${p.path} is NOT server-rendered (no Server-Timing ssr): the figures below are index.html`);
    else if (seen.at(-1) !== expected) console.log(`  ${p.path} ${mode}: X-Render-Cache ${seen.join(', ')} on three requests, expected ${expected} last`);
    await cannon(base + p.path, 2);
    const before = fallbacks();
    const { result, latencies, statuses } = await cannon(base + p.path, SECONDS);
    const missed = fallbacks() - before;
    console.log(`${`${p.name} ${mode}`.padEnd(23)}${(latencies.length / SECONDS).toFixed(1).padStart(7)}${percentile(latencies, 50).toFixed(1).padStart(9)}${percentile(latencies, 95).toFixed(1).padStart(8)}${percentile(latencies, 99).toFixed(1).padStart(8)}${String(latencies.length).padStart(9)}${String(result.errors + result.timeouts).padStart(8)}  ${missed}   statuses ${JSON.stringify(statuses)}`);
  }
}
// The cause, measured apart: the api answer the search page's render waits for, at the same concurrency.
{
  const url = `${fed.url}/data/search/listings?type=JOB`;
  await cannon(url, 2);
  const { latencies } = await cannon(url, SECONDS);
  console.log(`${'api search data'.padEnd(23)}${(latencies.length / SECONDS).toFixed(1).padStart(7)}${percentile(latencies, 50).toFixed(1).padStart(9)}${percentile(latencies, 95).toFixed(1).padStart(8)}${percentile(latencies, 99).toFixed(1).padStart(8)}${String(latencies.length).padStart(9)}   (/data/search/listings?type=JOB through the gateway)`);
  for (const p of SSR_PAGES) {
    const { latencies: one } = await cannonOne(cold.url + p.path);
    console.log(`${`${p.name} cold 1 conn`.padEnd(23)}${(one.length / 5).toFixed(1).padStart(7)}${percentile(one, 50).toFixed(1).padStart(9)}${percentile(one, 95).toFixed(1).padStart(8)}${percentile(one, 99).toFixed(1).padStart(8)}${String(one.length).padStart(9)}   (one connection, 5 s: the render without queueing)`);
  }
}
const lastFallback = gatewayLog.filter((l) => l.includes('rendered in the browser')).at(-1);
if (lastFallback) console.log(`  last fallback logged: ${lastFallback}`);

if (!SSR_ONLY) {
  // --- warm area switches, both builds ---
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS });
  async function warmSwitches(base) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/en/jobs`);
    await page.waitForSelector('[data-testid=listing-card]');
    const SWITCHES = [
      ['/nonprofit-salary-explorer', '[data-testid=salary-summary], [data-testid=salary-empty]'],
      [PAGES[2].path, '[data-testid=listing-detail]'],
      ['/en/jobs', '[data-testid=listing-card]'],
    ];
    for (const [target, sel] of SWITCHES) {
      await page.evaluate((t) => window.singleSpaNavigate(t), target);
      await page.waitForSelector(sel, { timeout: 20_000 });
    }
    const times = {};
    for (let i = 0; i < 3; i++) {
      for (const [target, sel] of SWITCHES) {
        const ms = await page.evaluate(async ([t, s]) => {
          const start = performance.now();
          window.singleSpaNavigate(t);
          await new Promise((resolve, reject) => {
            const check = () =>
              document.querySelector(s) ? resolve() : performance.now() - start > 20_000 ? reject(new Error(`${t}: no ${s} after 20 s`)) : requestAnimationFrame(check);
            check();
          });
          return performance.now() - start;
        }, [target, sel]);
        (times[target] ??= []).push(ms);
      }
    }
    await context.close();
    return times;
  }
  step('warm switches');
  const warm = { federated: await warmSwitches(fed.url).catch((e) => ({ error: e.message })), single: await warmSwitches(single.url).catch((e) => ({ error: e.message })) };
  console.log('\nWarm area switches (in-app navigation, code cached; median of 3, ms to content)   federated  single\n');
  for (const target of Object.keys(warm.federated.error ? warm.single : warm.federated)) {
    const cell = (t) => (t.error ? 'error' : median(t[target]).toFixed(0));
    console.log(`  → ${target.padEnd(44)}${cell(warm.federated).padStart(34)}${cell(warm.single).padStart(8)}`);
  }
  for (const [b, t] of Object.entries(warm)) if (t.error) console.log(`  ${b}: ${t.error.split('\n')[0]}`);

  await browser.close();
}
single?.stop();
cold.stop();
await fed.stop();
rmSync(work, { recursive: true, force: true });
console.log(`\nLoad average at the end ${load()} (${os.cpus().length} cores, shared with other work)`);

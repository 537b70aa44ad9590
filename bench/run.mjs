#!/usr/bin/env node
// Performance budget benchmark (issue: independent deployment, failure isolation, performance budget).
// Loads key pages in Chromium from a cold cache and prints, per page: JavaScript bytes (raw and gzip),
// requests, React copies, time to the main content, LCP and CLS; then the warm switch time between areas.
// Figures, not pass/fail: the results are written into docs/performance.md by hand after a run.
// Usage: npm run bench            (builds must exist: npm start or npm test builds them)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import platformLib from '../scripts/lib/platform.cjs';
import { REMOTES, repoRoot } from '../scripts/lib/paths.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = [
  { name: 'home', path: '/', ready: 'form[role=search]' },
  { name: 'search /en/jobs', path: '/en/jobs', ready: '[data-testid=listing-card]' },
  { name: 'job page', path: null, ready: '[data-testid=listing-detail]' },
  { name: 'user dashboard', path: '/dashboard', ready: '[data-testid=user-dashboard-home]' },
  { name: 'salary explorer', path: '/nonprofit-salary-explorer', ready: '[data-testid=salary-summary], [data-testid=salary-empty]' },
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n) => (n / 1024).toFixed(1);

const work = mkdtempSync(path.join(os.tmpdir(), 'og-bench-'));
const deployDir = path.join(work, 'deploy');
for (const remote of REMOTES) {
  const r = spawnSync(process.execPath, ['scripts/deploy.mjs', remote, '--skip-build'], {
    cwd: repoRoot,
    env: { ...process.env, DEPLOY_DIR: deployDir },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(r.stdout + r.stderr);
}
const platform = await platformLib.startPlatform({ deployDir, pgliteDir: path.join(work, 'pglite'), log: () => {}, gatewayEnv: { NODE_ENV: 'test' } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const initScript = () => {
  const w = window;
  w.__ogRenderers = 0;
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = { supportsFiber: true, isDisabled: false, renderers: new Map(), inject() { return ++w.__ogRenderers; }, checkDCE() {}, onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {} };
  w.__ogLcp = 0;
  w.__ogCls = 0;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) w.__ogLcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) w.__ogCls += e.value; }).observe({ type: 'layout-shift', buffered: true });
};

async function coldLoad(url, ready) {
  const context = await browser.newContext(); // a new context has an empty cache
  const page = await context.newPage();
  await page.addInitScript(initScript);
  const scripts = [];
  let requests = 0;
  page.on('request', () => requests++);
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const body = await res.body().catch(() => null);
    const sizes = await res.request().sizes().catch(() => null);
    if (body) {
      scripts.push({
        raw: body.length,
        gzip: gzipSync(body).length,
        onWire: sizes?.responseBodySize ?? body.length, // what was sent (Chromium asks for br, then gzip)
        wire: res.headers()['content-encoding'] ?? 'identity',
      });
    }
  });
  await page.goto(url);
  await page.waitForSelector(ready);
  const mainContentMs = await page.evaluate(() => performance.now());
  await page.waitForTimeout(300); // let LCP/CLS entries settle
  const m = await page.evaluate(() => ({ lcp: window.__ogLcp, cls: window.__ogCls, react: window.__ogRenderers }));
  await context.close();
  const raw = scripts.reduce((n, s) => n + s.raw, 0);
  const gzip = scripts.reduce((n, s) => n + s.gzip, 0);
  const onWire = scripts.reduce((n, s) => n + s.onWire, 0);
  return { raw, gzip, onWire, scripts: scripts.length, compressed: scripts.every((s) => s.wire === 'gzip' || s.wire === 'br' || s.raw < 1024), requests, react: m.react, mainContentMs, lcp: m.lcp, cls: m.cls };
}

// A job page address from the live search.
const search = await (await fetch(`${platform.url}/data/search/listings?type=JOB&pageSize=1`)).json();
const hit = search.hits[0];
PAGES[2].path = `/en/job/${hit.id}-${hit.slug}`;

console.log(`\nCold loads (median of ${RUNS}, Chromium ${browser.version()}, ${os.cpus().length} cores)\n`);
console.log('page                 JS raw KB  JS gzip KB  JS wire KB  scripts  requests  React  main content ms  LCP ms  CLS');
const rows = [];
for (const p of PAGES) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await coldLoad(platform.url + p.path, p.ready));
  const row = {
    page: p.name,
    raw: median(runs.map((r) => r.raw)),
    gzip: median(runs.map((r) => r.gzip)),
    onWire: median(runs.map((r) => r.onWire)),
    scripts: median(runs.map((r) => r.scripts)),
    requests: median(runs.map((r) => r.requests)),
    react: Math.max(...runs.map((r) => r.react)),
    main: median(runs.map((r) => r.mainContentMs)),
    lcp: median(runs.map((r) => r.lcp)),
    cls: Math.max(...runs.map((r) => r.cls)),
    compressed: runs.every((r) => r.compressed),
  };
  rows.push(row);
  console.log(`${row.page.padEnd(20)}${kb(row.raw).padStart(10)}${kb(row.gzip).padStart(12)}${kb(row.onWire).padStart(12)}${String(row.scripts).padStart(9)}${String(row.requests).padStart(10)}${String(row.react).padStart(7)}${row.main.toFixed(0).padStart(17)}${row.lcp.toFixed(0).padStart(8)}${row.cls.toFixed(3).padStart(7)}`);
}

// Warm switches: every area visited once (its code cached), then in-app navigation between areas.
const context = await browser.newContext();
const page = await context.newPage();
await page.goto(`${platform.url}/en/jobs`);
await page.waitForSelector('[data-testid=listing-card]');
const SWITCHES = [
  ['/dashboard', '[data-testid=user-dashboard-home]'],
  ['/nonprofit-salary-explorer', '[data-testid=salary-summary], [data-testid=salary-empty]'],
  [PAGES[2].path, '[data-testid=listing-detail]'],
  ['/en/jobs', '[data-testid=listing-card]'],
];
for (const [target, sel] of SWITCHES) { // warm-up pass: load each remote once
  await page.evaluate((t) => window.singleSpaNavigate(t), target);
  await page.waitForSelector(sel);
}
const switchTimes = {};
for (let i = 0; i < RUNS; i++) {
  for (const [target, sel] of SWITCHES) {
    const ms = await page.evaluate(async ([t, s]) => {
      const start = performance.now();
      window.singleSpaNavigate(t); // what an in-app link does
      await new Promise((resolve) => {
        const check = () => (document.querySelector(s) ? resolve() : requestAnimationFrame(check));
        check();
      });
      return performance.now() - start;
    }, [target, sel]);
    (switchTimes[target] ??= []).push(ms);
  }
}
console.log('\nWarm area switches (in-app navigation, code cached; median ms to content)\n');
for (const [target, times] of Object.entries(switchTimes)) console.log(`  → ${target.padEnd(42)} ${median(times).toFixed(0)} ms`);

await browser.close();
await platform.stop();
rmSync(work, { recursive: true, force: true });
const searchRow = rows.find((r) => r.page.startsWith('search'));
console.log(`\nBudget: search page cold load ${kb(searchRow.gzip)} KB gzip JS, ${kb(searchRow.onWire)} KB on the wire (target < 170 KB gzip); React copies ${Math.max(...rows.map((r) => r.react))} (target 1); warm switch max ${Math.max(...Object.values(switchTimes).map(median)).toFixed(0)} ms (target < 150 ms)`);

#!/usr/bin/env node
// What a page's JavaScript holds (issue 16): every script the browser fetches for a page, its bytes (decoded
// and gzip), and whether the schemas' validation library (zod) or another language's strings came with it.
// Figures, written into docs/performance.md by hand; e2e/tests/pageJs.e2e.ts holds the rules as a test.
// Usage: npm run bench:js   (the shell and the remotes must be built: npm start or npm test builds them).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import platformLib from '../scripts/lib/platform.cjs';
import { REMOTES, repoRoot } from '../scripts/lib/paths.mjs';
import markers from './pageMarkers.cjs';

const { FOREIGN_STRINGS, ZOD_MARKER } = markers;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PAGES = (process.env.BENCH_PAGES ?? '/en/jobs,/es/empleos,/en/job/1-x,/dashboard').split(',');
const kb = (n) => (n / 1024).toFixed(1);

const work = mkdtempSync(path.join(os.tmpdir(), 'og-bench-js-'));
const deployDir = path.join(work, 'deploy');
for (const remote of REMOTES) {
  const r = spawnSync(process.execPath, ['scripts/deploy.mjs', remote, '--skip-build'], {
    cwd: repoRoot,
    env: { ...process.env, DEPLOY_DIR: deployDir },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(r.stdout + r.stderr);
}
const lines = [];
const platform = await platformLib.startPlatform({
  deployDir,
  pgliteDir: path.join(work, 'pglite'),
  log: (l) => lines.push(l),
  gatewayEnv: { NODE_ENV: 'test' },
});
const browser = await chromium.launch({
  executablePath: CHROME,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
console.log(
  `Page JavaScript ${new Date().toISOString()} (commit ${spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim()})`,
);
try {
  for (const pagePath of PAGES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      try {
        scripts.push({ url: new URL(res.url()).pathname, body: await res.body() });
      } catch {
        // a response without a body (redirect) holds no code
      }
    });
    await page.goto(platform.url + pagePath, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    // An unprefixed page (the dashboard) is in the browser's language: Chromium's English here.
    const first = pagePath.split('/')[1] ?? '';
    const lang = ['en', 'es', 'pt'].includes(first) ? first : 'en';
    const foreign = Object.entries(FOREIGN_STRINGS).filter(([l]) => l !== lang);
    let raw = 0;
    let gz = 0;
    const flagged = [];
    for (const s of scripts) {
      raw += s.body.length;
      gz += gzipSync(s.body).length;
      const text = s.body.toString('utf8');
      if (text.includes(ZOD_MARKER)) flagged.push(`zod in ${s.url}`);
      for (const [l, strings] of foreign)
        for (const str of strings) if (text.includes(str)) flagged.push(`${l} "${str}" in ${s.url}`);
    }
    console.log(`\n${pagePath}: ${scripts.length} scripts, ${kb(raw)} KB decoded, ${kb(gz)} KB gzip`);
    for (const s of scripts.sort((a, b) => b.body.length - a.body.length))
      console.log(`  ${kb(gzipSync(s.body).length).padStart(7)} KB gzip  ${s.url}`);
    console.log(
      flagged.length
        ? `  holds: ${[...new Set(flagged)].join('; ')}`
        : '  holds no zod and no other language',
    );
    await context.close();
  }
} finally {
  await browser.close();
  await platform.stop();
  rmSync(work, { recursive: true, force: true });
}

import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../src/browser';
import { REPO_ROOT, deploy, startTestPlatform, type RunningPlatform } from '../src/platform';
import { watchRemoteEntries } from '../src/page';

let platform: RunningPlatform;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  platform = await startTestPlatform();
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

function hashTree(dir: string): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(dir).sort()) hash.update(name).update(readFileSync(path.join(dir, name)));
  return hash.digest('hex');
}

test('mfe-search is redeployed alone while the gateway runs; a reload shows the new version, the shell is untouched', async () => {
  const shellDist = path.join(REPO_ROOT, 'shell', 'dist');
  const shellBefore = hashTree(shellDist);
  const page = await browser.newPage();
  const entries = watchRemoteEntries(page);
  await page.goto(`${platform.url}/en/jobs`);
  await page.getByTestId('listing-card').first().waitFor();
  const before = entries.get('mfe-search')![0]!;

  // A new build of mfe-search only, into its own folder, published by the deploy script.
  const label = `e2e-${Date.now()}`;
  const out = mkdtempSync(path.join(os.tmpdir(), 'og-build-'));
  const result = deploy('mfe-search', platform.deployDir, ['--dist', out], { BUILD_LABEL: label, BUILD_OUT_DIR: out });
  expect(result.output).toContain('live');
  expect(result.ok).toBe(true);

  await page.reload();
  await page.getByTestId('listing-card').first().waitFor();
  const after = entries.get('mfe-search')!.at(-1)!;
  expect(after).not.toBe(before);
  expect(await page.getAttribute('#area-mfe-search', 'data-build')).toBe(label);
  expect(hashTree(shellDist)).toBe(shellBefore);
});

import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SEEDED, signedInPage } from '../src/accounts';
import { useBrowserAndPlatform } from '../src/suite';
import { REPO_ROOT, deploy, rollback } from '../src/platform';
import { waitForHydration, watchRemoteEntries } from '../src/page';

const suite = useBrowserAndPlatform();

/** A hash of every file below `dir` (the shell's build has a server/ folder beside its browser files). */
function hashTree(dir: string): string {
  const hash = createHash('sha256');
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const file = path.join(at, entry.name);
      hash.update(path.relative(dir, file));
      if (entry.isDirectory()) walk(file);
      else hash.update(readFileSync(file));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

test('mfe-search is redeployed alone while the gateway runs; a reload shows the new version, the shell is untouched', async () => {
  const shellDist = path.join(REPO_ROOT, 'shell', 'dist');
  const shellBefore = hashTree(shellDist);
  const page = await suite.browser.newPage();
  const entries = watchRemoteEntries(page);
  await page.goto(`${suite.platform.url}/en/jobs`);
  await page.getByTestId('listing-card').first().waitFor();
  // The cards are in the server's HTML; the browser fetches the remote's entry to hydrate them.
  await waitForHydration(page);
  const before = entries.get('mfe-search')![0]!;

  // A new build of mfe-search only, into its own folder, published by the deploy script.
  const label = `e2e-${Date.now()}`;
  const out = mkdtempSync(path.join(os.tmpdir(), 'og-build-'));
  const result = deploy('mfe-search', suite.platform.deployDir, ['--dist', out], {
    BUILD_LABEL: label,
    BUILD_OUT_DIR: out,
  });
  expect(result.output).toContain('live');
  expect(result.ok).toBe(true);

  await page.reload();
  await page.getByTestId('listing-card').first().waitFor();
  await waitForHydration(page);
  const after = entries.get('mfe-search')!.at(-1)!;
  expect(after).not.toBe(before);
  expect(await page.getAttribute('#area-mfe-search', 'data-build')).toBe(label);
  expect(hashTree(shellDist)).toBe(shellBefore);
});

function liveVersion(remote: string): string {
  const registry = JSON.parse(readFileSync(path.join(suite.platform.deployDir, 'registry.json'), 'utf8'));
  return registry.remotes[remote].current.version;
}

test('a page left open keeps its version through a deploy; the next load gets the new one, and a rollback restores the old', async () => {
  // Signed in: the dashboard is a login-required page.
  const page = await signedInPage(suite.browser, suite.platform.url, SEEDED.jobSeeker);
  const entries = watchRemoteEntries(page);
  await page.goto(`${suite.platform.url}/dashboard`);
  await page.getByTestId('user-dashboard-home').waitFor();
  const original = liveVersion('mfe-user-dashboard');

  const label = `v2-${Date.now()}`;
  const out = mkdtempSync(path.join(os.tmpdir(), 'og-build-'));
  const result = deploy('mfe-user-dashboard', suite.platform.deployDir, ['--dist', out], {
    BUILD_LABEL: label,
    BUILD_OUT_DIR: out,
  });
  expect(result.ok).toBe(true);
  const next = liveVersion('mfe-user-dashboard');
  expect(next).not.toBe(original);

  // The open page keeps working with what it loaded: navigate away and back without a reload.
  await page.evaluate(() =>
    (window as unknown as { singleSpaNavigate(p: string): void }).singleSpaNavigate('/en/jobs'),
  );
  await page.getByTestId('listing-card').first().waitFor();
  await page.evaluate(() =>
    (window as unknown as { singleSpaNavigate(p: string): void }).singleSpaNavigate('/dashboard'),
  );
  await page.getByTestId('user-dashboard-home').waitFor();
  expect(entries.get('mfe-user-dashboard')).toEqual([original]);

  await page.reload();
  await page.getByTestId('user-dashboard-home').waitFor();
  expect(entries.get('mfe-user-dashboard')!.at(-1)).toBe(next);
  expect(await page.getAttribute('#area-mfe-user-dashboard', 'data-build')).toBe(label);

  const back = rollback('mfe-user-dashboard', suite.platform.deployDir);
  expect(back.ok).toBe(true);
  expect(liveVersion('mfe-user-dashboard')).toBe(original);
  await page.reload();
  await page.getByTestId('user-dashboard-home').waitFor();
  expect(entries.get('mfe-user-dashboard')!.at(-1)).toBe(original);
  expect(await page.getAttribute('#area-mfe-user-dashboard', 'data-build')).toBeNull();
});

test('a remote built for another React major is refused and the registry is unchanged', async () => {
  const before = readFileSync(path.join(suite.platform.deployDir, 'registry.json'), 'utf8');
  // The salary team's build, as if made against React 18.
  const dist = mkdtempSync(path.join(os.tmpdir(), 'og-react18-'));
  cpSync(path.join(REPO_ROOT, 'mfe-salary', 'dist'), dist, { recursive: true });
  const manifestFile = path.join(dist, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  for (const shared of manifest.shared) {
    if (shared.name === 'react' || shared.name === 'react-dom') shared.requiredVersion = '^18.2.0';
  }
  writeFileSync(manifestFile, JSON.stringify(manifest));

  const result = deploy('mfe-salary', suite.platform.deployDir, ['--skip-build', '--dist', dist]);
  expect(result.ok).toBe(false);
  expect(result.output).toMatch(/mfe-salary needs react \^18\.2\.0 but the shell provides 19\./);
  expect(readFileSync(path.join(suite.platform.deployDir, 'registry.json'), 'utf8')).toBe(before);

  const page = await suite.browser.newPage();
  await page.goto(`${suite.platform.url}/nonprofit-salary-explorer`);
  await page.getByTestId('salary-explorer').waitFor();
});

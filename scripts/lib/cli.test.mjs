// deploy.mjs and rollback.mjs as a team runs them, against fixture builds and a temp DEPLOY_DIR.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { repoRoot } from './paths.mjs';
import { makeDist, makeShellDist, tempDir } from './test-fixtures.mjs';

const dirs = [];
after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const track = (d) => (dirs.push(d), d);
// The live shell the deploys are checked against: a fixture build, so a clean clone needs no real one.
const shellDir = track(makeShellDist());

function run(script, args, env = {}) {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', script), ...args], {
    cwd: repoRoot,
    env: { ...process.env, REMOTE_PUBLIC_URL: '', SHELL_DIR: shellDir, ...env },
    encoding: 'utf8',
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}
const registryIn = (deployDir) => JSON.parse(readFileSync(path.join(deployDir, 'registry.json'), 'utf8'));

test('deploy publishes a versioned copy and switches the registry; rollback steps back', () => {
  const deployDir = track(tempDir());
  const v1dist = track(
    makeDist('mfe-search', {
      chunk: 'one',
      versionJson: { builtAt: '2026-11-21T23:00:00Z', commit: 'feed123' },
    }),
  );
  const v2dist = track(makeDist('mfe-search', { chunk: 'two' }));

  const first = run('deploy.mjs', ['mfe-search', '--skip-build', '--dist', v1dist], {
    DEPLOY_DIR: deployDir,
  });
  assert.equal(first.code, 0, first.err);
  const v1 = registryIn(deployDir).remotes['mfe-search'].current;
  assert.match(v1.version, /^\d{8}T\d{6}Z-[0-9a-f]{8}$/);
  assert.deepEqual(
    { ...v1, switchedAt: undefined },
    {
      name: 'mfe_search',
      remote: 'mfe-search',
      version: v1.version,
      manifest: `/remotes/mfe-search/${v1.version}/mf-manifest.json`,
      exposes: ['./lifecycle', './App'],
      builtAt: '2026-11-21T23:00:00.000Z',
      commit: 'feed123',
      switchedAt: undefined,
    },
  );
  assert.ok(existsSync(path.join(deployDir, 'remotes', 'mfe-search', v1.version, 'mf-manifest.json')));
  assert.match(first.out, new RegExp(`mfe-search: live ${v1.version}`));

  const second = run('deploy.mjs', ['mfe-search', '--skip-build', '--dist', v2dist], {
    DEPLOY_DIR: deployDir,
    REMOTE_PUBLIC_URL: 'https://cdn.example.org/',
  });
  assert.equal(second.code, 0, second.err);
  const v2 = registryIn(deployDir).remotes['mfe-search'].current;
  assert.notEqual(v2.version, v1.version);
  assert.equal(v2.manifest, `https://cdn.example.org/remotes/mfe-search/${v2.version}/mf-manifest.json`);
  assert.match(v2.commit, /^([0-9a-f]{4,}|unknown)$/);
  assert.match(second.out, new RegExp(`live ${v1.version} → ${v2.version}`));

  const back = run('rollback.mjs', ['mfe-search'], { DEPLOY_DIR: deployDir });
  assert.equal(back.code, 0, back.err);
  assert.match(back.out, new RegExp(`mfe-search: rolled back ${v2.version} → ${v1.version}`));
  const slot = registryIn(deployDir).remotes['mfe-search'];
  assert.equal(slot.current.version, v1.version);
  assert.deepEqual(
    slot.history.map((e) => e.version),
    [v2.version, v1.version],
  );

  const list = run('rollback.mjs', ['mfe-search', '--list'], { DEPLOY_DIR: deployDir });
  assert.match(list.out, new RegExp(`\\* ${v1.version}`));

  const tooFar = run('rollback.mjs', ['mfe-search'], { DEPLOY_DIR: deployDir });
  assert.equal(tooFar.code, 1);
  assert.match(tooFar.err, /mfe-search has no earlier version to roll back to/);
});

test('a remote that breaks the contract is refused: exit 1, message, registry and remotes untouched', () => {
  const deployDir = track(tempDir());
  const good = track(makeDist('mfe-salary'));
  assert.equal(
    run('deploy.mjs', ['mfe-salary', '--skip-build', '--dist', good], { DEPLOY_DIR: deployDir }).code,
    0,
  );
  const before = readFileSync(path.join(deployDir, 'registry.json'), 'utf8');

  const react18 = track(
    makeDist('mfe-salary', {
      patch: (m) => ({
        ...m,
        shared: m.shared.map((s) =>
          s.name === 'react' ? { ...s, version: '18.3.1', requiredVersion: '^18.0.0' } : s,
        ),
      }),
    }),
  );
  const refused = run('deploy.mjs', ['mfe-salary', '--skip-build', '--dist', react18], {
    DEPLOY_DIR: deployDir,
  });
  assert.equal(refused.code, 1);
  assert.match(refused.err, /mfe-salary needs react \^18\.0\.0 but the shell provides 19\.\d+\.\d+/);
  assert.equal(readFileSync(path.join(deployDir, 'registry.json'), 'utf8'), before);
  assert.equal(readdirSync(path.join(deployDir, 'remotes', 'mfe-salary')).length, 1);
});

test('bad invocations explain themselves', () => {
  const deployDir = track(tempDir());
  const unknown = run('deploy.mjs', ['mfe-nope', '--skip-build'], { DEPLOY_DIR: deployDir });
  assert.equal(unknown.code, 1);
  assert.match(unknown.err, /Unknown remote "mfe-nope". Known remotes: mfe-search, mfe-listings/);
  assert.match(run('deploy.mjs', [], { DEPLOY_DIR: deployDir }).err, /Usage: npm run deploy/);
  assert.match(
    run('deploy.mjs', ['--all', '--dist', '/x'], { DEPLOY_DIR: deployDir }).err,
    /--all takes no remote and no --dist/,
  );
  const noBuild = run(
    'deploy.mjs',
    ['mfe-listings', '--skip-build', '--dist', path.join(deployDir, 'nope')],
    { DEPLOY_DIR: deployDir },
  );
  assert.equal(noBuild.code, 1);
  assert.match(noBuild.err, /mfe-listings: no build at/);
  const noShell = run('deploy.mjs', ['mfe-listings', '--skip-build'], {
    DEPLOY_DIR: deployDir,
    SHELL_DIR: path.join(deployDir, 'no-shell'),
  });
  assert.equal(noShell.code, 1);
  assert.match(noShell.err, /deploy refused, registry unchanged: no shell build at .*no-shell/);
  const never = run('rollback.mjs', ['mfe-listings'], { DEPLOY_DIR: deployDir });
  assert.equal(never.code, 1);
  assert.match(never.err, /mfe-listings has never been deployed/);
});

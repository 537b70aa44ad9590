import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// In plain Node (a test runner keeps a module registry of its own, which the real loader does not use).
const script = `
const { mkdirSync, writeFileSync, utimesSync } = require('node:fs');
const path = require('node:path');
const { rendererSource } = require(${JSON.stringify(path.join(__dirname, 'loadRenderer.ts'))});
const dir = process.argv[process.argv.length - 1];
const file = path.join(dir, 'server', 'index.js');
const write = (n, day) => {
  writeFileSync(file, 'exports.render = async () => ' + n + ';');
  utimesSync(file, new Date(day), new Date(day));
};
(async () => {
  const source = rendererSource(dir);
  const seen = [await source()];
  mkdirSync(path.dirname(file));
  write(1, '2026-01-01');
  seen.push(await (await source()).render());
  seen.push(await (await source()).render());
  write(2, '2026-01-02');
  seen.push(await (await source()).render());
  console.log(JSON.stringify(seen));
})();
`;

it('requires the shell’s server build when it appears, and again when it is redeployed (no restart)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'opengood-renderer-'));
  const tsx = path.join(__dirname, '..', '..', '..', 'node_modules', '.bin', 'tsx');
  const run = spawnSync(tsx, ['-e', script, dir], { encoding: 'utf8' });
  rmSync(dir, { recursive: true, force: true });
  expect(run.stderr).toBe('');
  expect(JSON.parse(run.stdout)).toEqual([null, 1, 1, 2]);
});

import assert from 'node:assert/strict';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { contentHash, publishDist, utcStamp, versionOf } from './publish.mjs';
import { makeDist, tempDir } from './test-fixtures.mjs';

test('utcStamp is yyyymmddTHHMMSSZ in UTC', () => {
  assert.equal(utcStamp(new Date('2026-11-21T23:15:00.789Z')), '20261121T231500Z');
});

test('the content hash is 8 hex, stable for the same bytes and changes with any byte', async () => {
  const a = makeDist('mfe-search');
  const b = makeDist('mfe-search');
  assert.match(await contentHash(a), /^[0-9a-f]{8}$/);
  assert.equal(await contentHash(a), await contentHash(b));
  writeFileSync(path.join(b, '123.3f9a2b1c.js'), 'console.log(2)');
  assert.notEqual(await contentHash(a), await contentHash(b));
  assert.match(await versionOf(a, new Date('2026-11-21T23:15:00Z')), /^20261121T231500Z-[0-9a-f]{8}$/);
  [a, b].forEach((d) => rmSync(d, { recursive: true }));
});

test('publishDist copies the whole build (subfolders too) and leaves no staging folder', async () => {
  const dist = makeDist('mfe-search');
  const deployDir = tempDir();
  const folder = await publishDist(dist, { deployDir, remote: 'mfe-search', version: 'v1' });
  assert.equal(folder, path.join(deployDir, 'remotes', 'mfe-search', 'v1'));
  assert.deepEqual(readdirSync(path.join(deployDir, 'remotes', 'mfe-search')), ['v1']);
  assert.equal(readFileSync(path.join(folder, 'static', 'logo.0a1b2c3d.svg'), 'utf8'), '<svg/>');
  assert.deepEqual(readdirSync(folder).sort(), [
    '123.3f9a2b1c.js',
    'mf-manifest.json',
    'remoteEntry.js',
    'static',
  ]);
  [dist, deployDir].forEach((d) => rmSync(d, { recursive: true }));
});

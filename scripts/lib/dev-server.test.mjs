// The dev build server: files of one folder, fetchable from the gateway's page, never cached.
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { serveDirectory } from './dev-server.mjs';
import { tempDir } from './test-fixtures.mjs';

test('serves the build with CORS and no-store, and nothing outside it', async () => {
  const root = tempDir();
  const dir = path.join(root, 'build');
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"mfe_search"}');
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var mfe_search;');
  writeFileSync(path.join(root, 'secret.txt'), 'no');
  const server = await serveDirectory(dir);
  try {
    const manifest = await fetch(`${server.url}/mf-manifest.json`);
    assert.equal(manifest.status, 200);
    assert.equal(manifest.headers.get('access-control-allow-origin'), '*');
    assert.equal(manifest.headers.get('cache-control'), 'no-store');
    assert.match(manifest.headers.get('content-type'), /application\/json/);
    assert.deepEqual(await manifest.json(), { name: 'mfe_search' });

    const entry = await fetch(`${server.url}/remoteEntry.js`);
    assert.match(entry.headers.get('content-type'), /text\/javascript/);
    assert.equal(await entry.text(), 'var mfe_search;');

    for (const outside of ['/../secret.txt', '/%2e%2e/secret.txt', '/missing.js', '/']) {
      const res = await fetch(`${server.url}${outside}`);
      assert.equal(res.status, 404, outside);
      await res.body?.cancel();
    }
    const post = await fetch(`${server.url}/remoteEntry.js`, { method: 'POST' });
    assert.equal(post.status, 405);
  } finally {
    await server.close();
    rmSync(root, { recursive: true });
  }
});

import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { isBrowserProgram, typecheckPrograms } from './typecheck-programs.mjs';

function repo(webInclude) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'og-tc-'));
  const write = (file, json) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), JSON.stringify(json));
  };
  write('package.json', { workspaces: ['shared-ui/*', 'shell', 'api'] });
  write('shared-ui/ui/package.json', {});
  write('shared-ui/ui/tsconfig.json', { extends: '../../tsconfig.base.json', include: ['src'] });
  write('shell/package.json', {});
  write('shell/tsconfig.json', {
    extends: '../tsconfig.base.json',
    include: ['src'],
    compilerOptions: { types: ['jest'] },
  });
  write('api/package.json', {});
  write('api/tsconfig.json', {
    extends: '../tsconfig.base.json',
    include: ['src'],
    compilerOptions: { lib: ['ES2023'] },
  });
  write('tsconfig.web.json', { include: webInclude });
  return root;
}

test('the browser workspaces are one program, a workspace with options of its own is another', () => {
  assert.deepEqual(typecheckPrograms(repo(['shell/src', 'shared-ui/ui/src'])), [
    'tsconfig.web.json',
    'api/tsconfig.json',
  ]);
  assert.equal(isBrowserProgram({ compilerOptions: { types: ['node'] } }), true);
  assert.equal(isBrowserProgram({ compilerOptions: { lib: ['ES2023'] } }), false);
});

test('a browser workspace left out of tsconfig.web.json (or one too many) fails the lint', () => {
  assert.throws(() => typecheckPrograms(repo(['shell/src'])), /add shared-ui\/ui\/src/);
  assert.throws(
    () => typecheckPrograms(repo(['shell/src', 'shared-ui/ui/src', 'old/src'])),
    /remove old\/src/,
  );
});

test("this repository's tsconfig.web.json covers its browser workspaces", () => {
  assert.ok(typecheckPrograms().includes('tsconfig.web.json'));
});

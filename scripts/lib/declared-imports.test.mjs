// Every package declares what it imports (and only that); the check itself is tested on small fixtures first.
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import federationShared from '../../federation.shared.cjs';
import { checkPackage, checkRepo, isDevFile, listSourceFiles } from './declared-imports.mjs';
import { importSpecifiers, packageNameOf, typesPackageOf } from './import-specifiers.mjs';
import { REMOTES, SERVICES, SHELL, repoRoot } from './paths.mjs';
import { tempDir } from './test-fixtures.mjs';

const specifiers = (code, file = 'x.ts') => importSpecifiers(code, file).map((i) => i.specifier);

test('finds static, re-exported, required, dynamic and jest-mocked imports', () => {
  const code = `
    import React from 'react';
    import 'side-effect';
    import * as all from '@scope/pkg/deep/path';
    export { a } from 'exported';
    export * from 'star-exported';
    const b = require('required');
    const c = await import('dynamic');
    jest.mock('mocked');
    import legacy = require('ts-require');
    const notAnImport = "import x from 'in-a-string'"; // import y from 'in-a-comment'
    const t = \`require('in-a-template')\`;
  `;
  assert.deepEqual(specifiers(code), [
    'react',
    'side-effect',
    '@scope/pkg/deep/path',
    'exported',
    'star-exported',
    'required',
    'dynamic',
    'mocked',
    'ts-require',
  ]);
});

test('marks type-only imports', () => {
  const found = importSpecifiers(
    `import type { A } from 'a';
     import { type B, type C } from 'b';
     import { type D, e } from 'd';
     export type { F } from 'f';
     let g: typeof import('g');`,
    'x.ts',
  );
  assert.deepEqual(
    found.map(({ specifier, typeOnly }) => `${specifier}:${typeOnly}`),
    ['a:true', 'b:true', 'd:false', 'f:true', 'g:true'],
  );
});

test('a JSX file imports react/jsx-runtime (automatic runtime); a .tsx file without JSX does not', () => {
  assert.deepEqual(specifiers('export const A = () => <div />;', 'A.tsx'), ['react/jsx-runtime']);
  assert.deepEqual(specifiers('export const n = 1 as number;', 'n.tsx'), []);
});

test('reduces a specifier to its package and ignores paths and built-ins', () => {
  assert.equal(packageNameOf('react-dom/client'), 'react-dom');
  assert.equal(packageNameOf('@reduxjs/toolkit/query/react'), '@reduxjs/toolkit');
  assert.equal(packageNameOf('@opengood/platform'), '@opengood/platform');
  for (const none of [
    './x',
    '../y/z',
    '/abs',
    'node:fs',
    'fs',
    'path/posix',
    'https://cdn.example.org/x.js',
  ]) {
    assert.equal(packageNameOf(none), undefined, none);
  }
  assert.equal(typesPackageOf('express'), '@types/express');
  assert.equal(typesPackageOf('@babel/core'), '@types/babel__core');
});

test('tells test code and tool configs from production code', () => {
  for (const dev of [
    'src/a.test.ts',
    'src/b.spec.tsx',
    'tests/spine.e2e.ts',
    'src/test-fixtures.ts',
    'src/testing/db.ts',
    'jest.config.cjs',
    'webpack.config.cjs',
  ]) {
    assert.equal(isDevFile(dev), true, dev);
  }
  for (const prod of ['src/index.ts', 'src/latest.ts', 'src/contest/x.ts', 'src/jest.config.cjs']) {
    assert.equal(isDevFile(prod), false, prod);
  }
});

const pkg = (manifest, sources, extra = {}) =>
  checkPackage({
    label: 'fixture',
    manifest: { name: '@x/fixture', version: '1.0.0', main: 'src/index.ts', ...manifest },
    sources,
    ...extra,
  });

test('a package importing an undeclared module fails, naming the module and the files', () => {
  const problems = pkg({ dependencies: { react: '19.3.1' } }, [
    {
      file: 'src/index.ts',
      text: "import React from 'react';\nimport left from 'left-pad/index.js';\nexport { React, left };",
    },
    { file: 'src/other.ts', text: "export const pad = require('left-pad');" },
  ]);
  assert.deepEqual(problems, [
    'fixture: imports left-pad but package.json does not declare it: src/index.ts, src/other.ts',
  ]);
});

test('a package declaring what it imports passes', () => {
  const problems = pkg(
    {
      dependencies: { 'left-pad': '1.3.0' },
      peerDependencies: { react: '^19.3.1' },
      devDependencies: { supertest: '7.3.2' },
    },
    [
      {
        file: 'src/index.ts',
        text: "import React from 'react';\nimport 'left-pad';\nimport { readFile } from 'node:fs';\nimport './local';",
      },
      {
        file: 'src/index.test.ts',
        text: "import request from 'supertest';\nimport { x } from '@x/fixture';",
      },
    ],
  );
  assert.deepEqual(problems, []);
});

test('devDependencies serve test files only', () => {
  const problems = pkg({ devDependencies: { supertest: '7.3.2' } }, [
    { file: 'src/server.ts', text: "import request from 'supertest';" },
  ]);
  assert.deepEqual(problems, [
    'fixture: imports supertest but package.json does not declare it (only in devDependencies, which a production install leaves out): src/server.ts',
  ]);
});

test('a type-only import is satisfied by the package or its @types package', () => {
  assert.deepEqual(
    pkg({ dependencies: { '@types/geojson': '1.0.0' } }, [
      { file: 'src/a.ts', text: "import type { Point } from 'geojson';" },
    ]),
    [],
  );
  assert.equal(
    pkg({ dependencies: { '@types/express': '5.0.6' } }, [
      { file: 'src/a.ts', text: "import express from 'express';" },
    ]).length,
    1,
  );
});

test('a declared runtime dependency nothing imports is reported (types and script tools excepted)', () => {
  const problems = pkg(
    {
      scripts: { start: 'tsx src/server.ts' },
      dependencies: { 'react-dom': '19.3.1', tsx: '4.23.15', '@types/node': '20.0.0' },
    },
    [{ file: 'src/server.ts', text: 'export {};' }],
  );
  assert.deepEqual(problems, ['fixture: declares react-dom but none of its code imports it']);
});

test('remotes take shared singletons as peers; the host provides every singleton as a dependency', () => {
  const sources = [{ file: 'src/App.tsx', text: "import { useState } from 'react';" }];
  const asRemote = pkg({ dependencies: { react: '19.3.1' } }, sources, {
    role: 'remote',
    singletons: ['react', 'i18next'],
  });
  assert.deepEqual(asRemote, [
    'fixture: react is a shared singleton the shell provides; declare it in peerDependencies, not dependencies',
  ]);
  assert.deepEqual(
    pkg({ peerDependencies: { react: '^19.3.1' } }, sources, { role: 'remote', singletons: ['react'] }),
    [],
  );
  const asService = pkg({ dependencies: { react: '19.3.1' } }, sources, {
    role: 'service',
    singletons: ['react'],
  });
  assert.deepEqual(asService, [], 'a Node service is no Module Federation consumer');
  const asHost = pkg({ dependencies: { react: '19.3.1' } }, sources, {
    role: 'host',
    singletons: ['react', 'i18next'],
  });
  assert.deepEqual(asHost, [
    'fixture: the shell provides the singleton i18next, so it must declare it in dependencies',
  ]);
});

test('workspace references must match the referenced package version', () => {
  const problems = pkg(
    { peerDependencies: { '@opengood/platform': '^3.0.0' } },
    [{ file: 'src/a.ts', text: "import '@opengood/platform';" }],
    {
      workspaceVersions: { '@opengood/platform': '2.0.0' },
    },
  );
  assert.deepEqual(problems, [
    'fixture: asks for @opengood/platform "^3.0.0" but the workspace package is 2.0.0',
  ]);
});

test('the root holds tooling only: no runtime dependencies', () => {
  const problems = checkPackage({
    label: '(root)',
    manifest: { name: 'root', dependencies: { react: '19.3.1' }, devDependencies: { typescript: '5.9.3' } },
    sources: [{ file: 'scripts/x.mjs', text: "import ts from 'typescript';" }],
    role: 'tooling',
  });
  assert.equal(problems.length, 1);
  assert.match(problems[0], /root holds tooling only; move react/);
});

test('lists source files, leaving out node_modules, builds and dot-folders', () => {
  const dir = tempDir();
  for (const file of [
    'src/a.ts',
    'src/b.tsx',
    'src/c.css',
    'node_modules/x/index.js',
    'dist/main.js',
    '.cache/y.js',
    'jest.config.cjs',
  ]) {
    mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(dir, file), '');
  }
  assert.deepEqual(listSourceFiles(dir), ['jest.config.cjs', 'src/a.ts', 'src/b.tsx']);
  rmSync(dir, { recursive: true });
});

test('every package of this repository declares what it imports, and nothing it does not', () => {
  const problems = checkRepo(repoRoot, {
    host: SHELL,
    remotes: REMOTES,
    services: SERVICES,
    singletons: federationShared.SINGLETONS,
  });
  assert.deepEqual(problems, []);
});

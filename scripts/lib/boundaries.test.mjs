// The lint rules that keep remotes independent and the api's modules behind their public entries, checked
// against real import lines.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { repoRoot } from './paths.mjs';

const eslint = new ESLint({ cwd: repoRoot });

async function boundaryErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports');
}

test('a remote importing another remote fails lint', async () => {
  const errors = await boundaryErrors(
    'mfe-search/src/x.ts',
    "import { App } from '@opengood/mfe-listings';\nexport { App };\n",
  );
  assert.equal(errors.length, 1);
  assert.match(errors[0].message, /never imports another remote/);
});

test('a remote reaching into another remote by relative path fails lint', async () => {
  const errors = await boundaryErrors(
    'mfe-salary/src/x.ts',
    "import a from '../../mfe-search/src/App';\nexport default a;\n",
  );
  assert.equal(errors.length, 1);
});

test('a remote importing the shell fails lint', async () => {
  const errors = await boundaryErrors(
    'mfe-listings/src/x.ts',
    "import { Header } from '../../shell/src/chrome/Header';\nexport { Header };\n",
  );
  assert.equal(errors.length, 1);
});

test('shared-ui importing a remote fails lint', async () => {
  const errors = await boundaryErrors(
    'shared-ui/platform/src/x.ts',
    "import a from '@opengood/mfe-salary';\nexport default a;\n",
  );
  assert.equal(errors.length, 1);
});

test('a remote importing a shared-ui package is fine', async () => {
  const errors = await boundaryErrors(
    'mfe-search/src/x.ts',
    "import { Box } from '@opengood/design-system';\nexport { Box };\n",
  );
  assert.deepEqual(errors, []);
});

test('a shared package importing a layer above its own fails lint', async () => {
  const routes = await boundaryErrors(
    'shared-ui/routes/src/x.ts',
    "import { Link } from '@opengood/platform';\nexport { Link };\n",
  );
  assert.equal(routes.length, 1);
  assert.match(routes[0].message, /@opengood\/routes may import only @opengood\/contracts/);
  const contracts = await boundaryErrors(
    'shared-ui/contracts/src/x.ts',
    "import { homePath } from '@opengood/routes';\nexport { homePath };\n",
  );
  assert.equal(contracts.length, 1);
  const design = await boundaryErrors(
    'shared-ui/design-system/src/x.ts',
    "import a from '../../platform/src/index';\nexport default a;\n",
  );
  assert.equal(design.length, 1);
});

test('a shared package importing a layer below its own is fine', async () => {
  const errors = await boundaryErrors(
    'shared-ui/platform/src/x.ts',
    "import { homePath } from '@opengood/routes';\nexport { homePath };\n",
  );
  assert.deepEqual(errors, []);
});

test('the api importing a front-end package fails lint, the contracts are fine', async () => {
  const bad = await boundaryErrors(
    'api/src/x.ts',
    "import { Box } from '@opengood/design-system';\nexport { Box };\n",
  );
  assert.equal(bad.length, 1);
  const good = await boundaryErrors(
    'api/src/x.ts',
    "import { LANGS } from '@opengood/contracts';\nimport { db } from './platform/db';\nexport { LANGS, db };\n",
  );
  assert.deepEqual(good, []);
});

test('an api module importing another module’s files fails lint, its index.ts is fine', async () => {
  const deep = await boundaryErrors(
    'api/src/modules/applications/x.ts',
    "import { findListingById } from '../listings/listingRepository';\nexport { findListingById };\n",
  );
  assert.equal(deep.length, 1);
  assert.match(deep[0].message, /through its public entry/);
  const nested = await boundaryErrors(
    'api/src/modules/applications/sub/x.ts',
    "import { presentResumeFile } from '../../resumes/resumePresenter';\nexport { presentResumeFile };\n",
  );
  assert.equal(nested.length, 1);
  const fromRoot = await boundaryErrors(
    'api/src/app.ts',
    "import { listingRoutes } from './modules/listings/listingRoutes';\nexport { listingRoutes };\n",
  );
  assert.equal(fromRoot.length, 1);
  const good = await boundaryErrors(
    'api/src/modules/applications/x.ts',
    "import { findListingById } from '../listings';\nimport { apply } from './applications';\n" +
      "import type { Db } from '../../platform/db/db';\nexport { findListingById, apply, type Db };\n",
  );
  assert.deepEqual(good, []);
});

test('the api platform importing a module fails lint, its own modules.ts is fine', async () => {
  const bad = await boundaryErrors(
    'api/src/platform/app.ts',
    "import { listingsModule } from '../modules/listings';\nexport { listingsModule };\n",
  );
  assert.equal(bad.length, 1);
  assert.match(bad[0].message, /platform\/ imports no module/);
  const good = await boundaryErrors(
    'api/src/platform/auth/x.ts',
    "import { defineModule } from '../modules';\nexport { defineModule };\n",
  );
  assert.deepEqual(good, []);
});

async function dataAddressErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax');
}

test("a '/data/x' address in a remote, the shell or a shared package fails lint", async () => {
  for (const file of ['mfe-search/src/x.ts', 'shell/src/x.tsx', 'shared-ui/platform/src/x.ts']) {
    const literal = await dataAddressErrors(file, "export const url = '/data/x';\n");
    assert.equal(literal.length, 1, file);
    assert.match(literal[0].message, /through a route of the contracts/);
    const template = await dataAddressErrors(file, 'export const url = (id: number) => `/data/x/${id}`;\n');
    assert.equal(template.length, 1, file);
  }
});

test('the contracts (the route table), tests and other strings may say /data', async () => {
  assert.deepEqual(await dataAddressErrors('shared-ui/contracts/src/x.ts', "export const p = '/data';\n"), []);
  assert.deepEqual(await dataAddressErrors('mfe-search/src/x.test.ts', "export const u = '/data/x';\n"), []);
  assert.deepEqual(await dataAddressErrors('mfe-search/src/x.ts', "export const u = '/database';\n"), []);
});

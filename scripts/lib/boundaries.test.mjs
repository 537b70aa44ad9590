// The lint rule that keeps remotes independent, checked against real import lines.
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
  const errors = await boundaryErrors('mfe-search/src/x.ts', "import { App } from '@opengood/mfe-listings';\nexport { App };\n");
  assert.equal(errors.length, 1);
  assert.match(errors[0].message, /never imports another remote/);
});

test('a remote reaching into another remote by relative path fails lint', async () => {
  const errors = await boundaryErrors('mfe-salary/src/x.ts', "import a from '../../mfe-search/src/App';\nexport default a;\n");
  assert.equal(errors.length, 1);
});

test('a remote importing the shell fails lint', async () => {
  const errors = await boundaryErrors('mfe-listings/src/x.ts', "import { Header } from '../../shell/src/chrome/Header';\nexport { Header };\n");
  assert.equal(errors.length, 1);
});

test('shared-ui importing a remote fails lint', async () => {
  const errors = await boundaryErrors('shared-ui/platform/src/x.ts', "import a from '@opengood/mfe-salary';\nexport default a;\n");
  assert.equal(errors.length, 1);
});

test('a remote importing a shared-ui package is fine', async () => {
  const errors = await boundaryErrors('mfe-search/src/x.ts', "import { Box } from '@opengood/design-system';\nexport { Box };\n");
  assert.deepEqual(errors, []);
});

// One way to write (issue 16; shared-ui/platform README "Writing data"): front-end product code reads with
// `http.call(routes.x)` and writes only through a mutation (defineMutation → useMutation / mutate). Checked on
// the source: a `http.call` of a route that is not a GET, or a raw http.get/post/put/patch/delete/request, is
// a write (or a call) around the model.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from './paths.mjs';

const FRONT_ENDS = [
  'shell',
  'mfe-search',
  'mfe-listings',
  'mfe-user-dashboard',
  'mfe-org-dashboard',
  'mfe-salary',
  'shared-ui/feature-listings',
  'shared-ui/feature-location',
  'shared-ui/feature-payments',
  'shared-ui/design-system',
  'shared-ui/platform',
];

/** name → method, read from the contracts' route table. */
export function routeMethods(tableSource) {
  return new Map([...tableSource.matchAll(/name: '(\w+)',\s*method: '(\w+)'/g)].map((m) => [m[1], m[2]]));
}

/** What a file does around the model: writes through http.call, raw client calls. */
export function writesAround(source, methods) {
  const problems = [];
  for (const m of source.matchAll(/\bhttp\.call\(\s*routes\.(\w+)/g)) {
    const method = methods.get(m[1]);
    if (method !== 'GET')
      problems.push(`http.call(routes.${m[1]}) is a ${method ?? 'unknown'} call: write through a mutation`);
  }
  for (const m of source.matchAll(/\bhttp\.(get|post|put|patch|delete|request)\(/g))
    problems.push(`http.${m[1]}(…): name a route (http.call) and write through a mutation`);
  return problems;
}

function productFiles(dir) {
  return readdirSync(path.join(repoRoot, dir, 'src'), { recursive: true })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.split(path.sep).includes('testing'))
    .map((f) => path.join(dir, 'src', f));
}

test('front ends read with http.call and write only through mutations', () => {
  const methods = routeMethods(
    readFileSync(path.join(repoRoot, 'shared-ui/contracts/src/routes/table.ts'), 'utf8'),
  );
  assert.ok(methods.size > 50);
  const problems = FRONT_ENDS.flatMap(productFiles)
    // The platform's own plumbing: the client, the mutation runner, the call helper.
    .filter((f) => !/shared-ui\/platform\/src\/(http|mutations)\//.test(f))
    .flatMap((f) =>
      writesAround(readFileSync(path.join(repoRoot, f), 'utf8'), methods).map((p) => `${f}: ${p}`),
    );
  assert.deepEqual(problems, []);
});

test('the check refuses a write around the model (fixtures)', () => {
  const methods = new Map([
    ['saveListing', 'POST'],
    ['search', 'GET'],
  ]);
  assert.deepEqual(writesAround('await http.call(routes.search, { query });', methods), []);
  assert.equal(writesAround('await http.call(routes.saveListing, { body });', methods).length, 1);
  assert.equal(writesAround("await http.post('/x', body);", methods).length, 1);
  assert.equal(
    writesAround('yield call([http, http.request], r); http.request({ method })', methods).length,
    1,
  );
});

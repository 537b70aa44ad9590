import assert from 'node:assert/strict';
import { test } from 'node:test';
import { satisfies } from './semver.mjs';

const cases = [
  ['19.3.1', '19.3.1', true],
  ['19.3.1', '=19.3.1', true],
  ['19.3.1', '19.3.0', false],
  ['19.3.1', '^19.0.0', true],
  ['19.3.1', '^18.0.0', false],
  ['18.3.1', '^18.0.0', true],
  ['19.3.1', '^19.4.0', false],
  ['0.2.5', '^0.2.3', true],
  ['0.3.0', '^0.2.3', false],
  ['0.0.3', '^0.0.3', true],
  ['0.0.4', '^0.0.3', false],
  ['1.2.9', '~1.2.3', true],
  ['1.3.0', '~1.2.3', false],
  ['1.9.0', '~1', true],
  ['1.2.0', '~1.2', true],
  ['19.3.1', '>=18', true],
  ['17.0.2', '>=18', false],
  ['2.0.0', '>1', true],
  ['1.9.9', '>1', false],
  ['1.2.0', '<=1.2', true],
  ['1.3.0', '<=1.2', false],
  ['1.1.9', '<1.2', true],
  ['1.2.0', '<1.2.0', false],
  ['18.2.0', '^17.0.0 || ^18.0.0', true],
  ['19.0.0', '^17.0.0 || ^18.0.0', false],
  ['7.18.5', '>=7.0.0 <8.0.0', true],
  ['8.0.0', '>=7.0.0 <8.0.0', false],
  ['7.1.0', '>= 7.0.0 < 8', true],
  ['1.4.2', '1.x', true],
  ['2.0.0', '1.x', false],
  ['1.2.7', '1.2.*', true],
  ['1.3.0', '1.2.x', false],
  ['3.1.0', '3', true],
  ['5.0.0', '*', true],
  ['5.0.0', '', true],
  ['5.0.0', 'x', true],
  ['1.5.0', '1.2.3 - 2.3', true],
  ['2.3.9', '1.2.3 - 2.3', true],
  ['2.4.0', '1.2.3 - 2.3', false],
  ['1.2.2', '1.2.3 - 2.3', false],
  ['19.0.0-rc.1', '^18.0.0', false],
  ['19.0.0-rc.2', '^19.0.0-rc.1', true],
  ['19.0.0', '^19.0.0-rc.1', true],
  ['1.0.0', 'v1.0.0', true],
  ['1.0.0', '~>1.0', true],
];

for (const [version, range, expected] of cases) {
  test(`${version} ${expected ? 'satisfies' : 'does not satisfy'} "${range}"`, () => {
    assert.equal(satisfies(version, range), expected);
  });
}

test('refuses ranges it does not understand instead of guessing', () => {
  assert.throws(() => satisfies('1.0.0', 'workspace:*'), /Unsupported version range/);
  assert.throws(() => satisfies('nope', '^1.0.0'), /not a version/);
});

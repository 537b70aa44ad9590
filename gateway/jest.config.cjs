const preset = require('../jest.preset.cjs')(__dirname, 'node');

// http-proxy-middleware 4 and two of its dependencies ship ES modules only, which Jest's CommonJS runtime
// cannot require; let swc compile those three to CommonJS (Node itself loads them natively at runtime).
const esmOnly = ['http-proxy-middleware', 'httpxy', 'is-plain-obj'];

module.exports = {
  ...preset,
  transform: { ...preset.transform, '^.+\\.mjs$': preset.transform['^.+\\.(t|j)sx?$'] },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
};

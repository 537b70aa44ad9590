// The shared singletons of the platform: one list for the builds (webpack.app.cjs) and for the deploy
// contract check (scripts/lib/shell-shared.mjs), so the two cannot disagree.
const SINGLETONS = [
  'react',
  'react-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'redux-saga',
  'i18next',
  'react-i18next',
  'styled-components',
  'single-spa',
  '@opengood/platform',
];
// Deep imports are separate share keys: without them a second react-dom would be bundled.
const DEEP = { 'react/jsx-runtime': 'react', 'react-dom/client': 'react-dom' };

module.exports = { SINGLETONS, DEEP };

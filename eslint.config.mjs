// Lint for every package. The boundary rules keep the dependency direction shared packages → remotes → shell:
// a remote never imports another remote or the shell, shared packages import neither and only the layers
// below their own, and the Node services import only the isomorphic packages.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const REMOTES = ['mfe-search', 'mfe-listings', 'mfe-user-dashboard', 'mfe-org-dashboard', 'mfe-salary'];

/** Each shared package and the shared packages it may import. */
const SHARED_LAYERS = {
  contracts: [],
  routes: ['contracts'],
  'design-system': [],
  platform: ['contracts', 'routes', 'design-system'],
  'feature-listings': ['contracts', 'routes', 'design-system', 'platform'],
  'feature-location': ['contracts', 'routes', 'design-system', 'platform'],
};
const SHARED = Object.keys(SHARED_LAYERS);

function forbid(names) {
  return names.flatMap((name) => [
    `@opengood/${name}`,
    `@opengood/${name}/*`,
    `**/${name}/**`,
    `../${name}`,
    `../../${name}`,
  ]);
}

/** A shared package, by name or by a relative path into its folder (its name alone is too common a folder). */
function forbidShared(names, { siblings = false } = {}) {
  return names.flatMap((name) => [
    `@opengood/${name}`,
    `@opengood/${name}/*`,
    `**/shared-ui/${name}/**`,
    // Inside shared-ui a sibling package is reached as ../../<name>/… (from src/) or deeper.
    ...(siblings ? [`../../${name}/**`, `../../../${name}/**`, `../../../../${name}/**`] : []),
  ]);
}

const boundary = (files, names, why, shared = [], options = {}) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ group: [...forbid(names), ...forbidShared(shared, options)], message: why }] },
    ],
  },
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.deploy/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { window: 'readonly', document: 'readonly', console: 'readonly', process: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
      'no-undef': 'off',
    },
  },
  ...REMOTES.map((remote) =>
    boundary(
      [`${remote}/**/*.{ts,tsx}`],
      [...REMOTES.filter((r) => r !== remote), 'shell'],
      'A remote never imports another remote or the shell: share through a shared-ui package or an API call.',
    ),
  ),
  // Shared packages by role, bottom to top: contracts → routes → design-system → platform → feature-*.
  // A package imports only the layers below it (and never a remote or the shell).
  ...Object.entries(SHARED_LAYERS).map(([pkg, below]) =>
    boundary(
      [`shared-ui/${pkg}/**/*.{ts,tsx}`],
      [...REMOTES, 'shell'],
      `@opengood/${pkg} may import only ${below.length ? below.map((p) => '@opengood/' + p).join(', ') : 'no other @opengood package'} (shared packages by role: see README "Shared packages").`,
      SHARED.filter((p) => p !== pkg && !below.includes(p)),
      { siblings: true },
    ),
  ),
  // The Node services share only the isomorphic packages.
  boundary(
    ['api/**/*.ts', 'gateway/**/*.ts'],
    [...REMOTES, 'shell'],
    'The api and the gateway import only @opengood/contracts and @opengood/routes.',
    SHARED.filter((p) => !['contracts', 'routes'].includes(p)),
  ),
);

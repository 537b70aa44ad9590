// Lint for every package. The boundary rules keep the dependency direction shared packages → remotes → shell:
// a remote never imports another remote or the shell, shared packages import neither and only the layers
// below their own, and the Node services import only the isomorphic packages. Inside the api, a business
// module is imported through its index.ts only, and platform/ imports no module (api/README.md "Layout").
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const DATA_ADDRESS =
  "Call /data through a route of the contracts (http.call(routes.x, …) with routes from '@opengood/contracts/routes'), not an address string.";

const REMOTES = ['mfe-search', 'mfe-listings', 'mfe-user-dashboard', 'mfe-org-dashboard', 'mfe-salary'];

/** Each shared package and the shared packages it may import. */
const SHARED_LAYERS = {
  contracts: [],
  routes: ['contracts'],
  'design-system': [],
  platform: ['contracts', 'routes', 'design-system'],
  'feature-listings': ['contracts', 'routes', 'design-system', 'platform'],
  'feature-location': ['contracts', 'routes', 'design-system', 'platform'],
  'feature-payments': ['contracts', 'routes', 'design-system', 'platform'],
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

/** The api's business modules: the folders of api/src/modules. */
const API_MODULES = readdirSync(new URL('./api/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const API_FRONT_END = {
  message: 'The api and the gateway import only @opengood/contracts and @opengood/routes.',
};

const DEEP_MODULE_IMPORT =
  'Import another api module through its public entry (modules/<module>/index.ts, as \'../<module>\'), never its files (api/README.md "Layout").';

/** A path that names a file inside a module folder rather than the folder (its index.ts). */
const THROUGH_MODULES_FOLDER = { regex: '(^|/)modules/[^/]+/(?!index$)[^/]', message: DEEP_MODULE_IMPORT };

/** From a file `depth` folders below its module's folder: '../<other>/<file>' (one more '../' per level). */
const intoOtherModule = (module, depth) => ({
  regex: `^${'\\.\\./'.repeat(depth + 1)}(?!${module}/)[^./][^/]*/(?!index$)[^/]`,
  message: DEEP_MODULE_IMPORT,
});

/** From a file `depth` folders below platform/: the modules folder, whatever is imported from it. */
const modulesFromPlatform = (depth) => ({
  regex: `^${'\\.\\./'.repeat(depth + 1)}modules(/|$)`,
  message:
    'platform/ imports no module: a module describes itself (defineModule) and the composition root (src/app.ts) wires it.',
});

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
    API_FRONT_END.message,
    SHARED.filter((p) => !['contracts', 'routes'].includes(p)),
  ),
  // The api's modules: one public entry each, and a platform that knows none of them. (A later block's
  // no-restricted-imports replaces an earlier one's, so each repeats the front-end rule above.)
  ...apiModuleBoundaries(),
  // The Node services log through their one logger (pino: api/src/platform/log, gateway/src/logger.ts), never
  // the console; tests and test helpers aside.
  {
    files: ['api/src/**/*.ts', 'gateway/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'api/src/testing/**', 'gateway/src/test-fixtures.ts'],
    rules: { 'no-console': 'error' },
  },
  // One way to call /data: a route of @opengood/contracts/routes, never an address written by hand (issue 16).
  // Tests may name addresses in their assertions.
  {
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'shared-ui/!(contracts)/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/data(\\/|$)/]',
          message: DATA_ADDRESS,
        },
        {
          selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/data(\\/|$)/]',
          message: DATA_ADDRESS,
        },
      ],
    },
  },
);

function apiModuleBoundaries() {
  const frontEnd = {
    group: [
      ...forbid([...REMOTES, 'shell']),
      ...forbidShared(SHARED.filter((p) => !['contracts', 'routes'].includes(p))),
    ],
    message: API_FRONT_END.message,
  };
  const block = (files, ...patterns) => ({
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: [frontEnd, THROUGH_MODULES_FOLDER, ...patterns] }],
    },
  });
  return [
    // The composition root, server, seed and test helpers: a module by its folder only.
    block(['api/src/**/*.ts']),
    ...[0, 1, 2, 3].map((depth) =>
      block([`api/src/platform/${'*/'.repeat(depth)}*.ts`], modulesFromPlatform(depth)),
    ),
    ...API_MODULES.flatMap((module) =>
      [0, 1, 2].map((depth) =>
        block([`api/src/modules/${module}/${'*/'.repeat(depth)}*.ts`], intoOtherModule(module, depth)),
      ),
    ),
  ];
}

// Lint for every package. The boundary rule keeps the dependency direction shared-ui → remotes → shell:
// a remote never imports another remote or the shell, and shared-ui imports neither.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const REMOTES = ['mfe-search', 'mfe-listings', 'mfe-user-dashboard', 'mfe-org-dashboard', 'mfe-salary'];

function forbid(names) {
  return names.flatMap((name) => [`@opengood/${name}`, `@opengood/${name}/*`, `**/${name}/**`, `../${name}`, `../../${name}`]);
}

const boundary = (files, names, why) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: forbid(names), message: why }] }],
  },
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.deploy/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { window: 'readonly', document: 'readonly', console: 'readonly', process: 'readonly' } },
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
  boundary(['shared-ui/**/*.{ts,tsx}'], [...REMOTES, 'shell'], 'shared-ui is the bottom layer: it imports no remote and not the shell.'),
);

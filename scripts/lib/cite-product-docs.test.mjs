// The spec-citation rewrite (scripts/cite-product-docs.mjs) on fixture text: the real code is never read
// or written here. The last test checks that every citation the real table writes names a heading that
// exists in docs/.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parseTable, rewrite, rowsForFile } from '../cite-product-docs.mjs';

const TABLE = `# Spec sections

Prose with a | pipe and a \`spec §4\` that is not a row.

| Spec section | Now |
|---|---|
| §4 States | [chrome.md](chrome.md) |

| Form | Files | Replacement | Uses |
|---|---|---|---|
| \`spec §4\` | \`shell/src/search/\` | \`docs/product/chrome.md#search-submit\` | 3 |
| \`spec §4 "Search submit"\` | \`shell/src/search/submitSearch.ts\` | \`docs/product/chrome.md#search-submit\` | 1 |
| \`spec §4\` | \`shell/src/search/useSearchBar.ts\`, \`shell/src/chrome/CookieBar.tsx\` | \`docs/product/chrome.md#cookie-bar\` | 2 |
| \`spec §1\` | \`*\` | \`docs/product/chrome.md#header\` | 1 |
| \`spec §3’s defaults\` | \`api/src/profile.ts\` | \`the defaults of docs/product/user-dashboard.md#applicant-profile\` | 1 |
| \`architecture.md "Runtime"\` | \`*\` | \`docs/architecture.md#runtime\` | 1 |
`;

const rows = parseTable(TABLE);

test('parseTable reads the rows of the mapping tables and nothing else', () => {
  assert.equal(rows.length, 6);
  assert.deepEqual(rows[0], {
    form: 'spec §4',
    files: ['shell/src/search/'],
    replacement: 'docs/product/chrome.md#search-submit',
  });
  assert.deepEqual(rows[2].files, ['shell/src/search/useSearchBar.ts', 'shell/src/chrome/CookieBar.tsx']);
  assert.equal(rows[4].form, 'spec §3’s defaults');
});

test('the most specific path wins for a form: the file, then its folder, then *', () => {
  const cite = (file, form) => rowsForFile(rows, file).find((row) => row.form === form)?.replacement;
  assert.equal(cite('shell/src/search/useSearchBar.ts', 'spec §4'), 'docs/product/chrome.md#cookie-bar');
  assert.equal(cite('shell/src/search/SearchBar.tsx', 'spec §4'), 'docs/product/chrome.md#search-submit');
  assert.equal(cite('mfe-search/src/pages.ts', 'spec §4'), undefined);
  assert.equal(cite('mfe-search/src/pages.ts', 'spec §1'), 'docs/product/chrome.md#header');
});

test('the longest form is replaced whole, "Spec" at a sentence start too, and each change is listed', () => {
  const text = [
    '/**',
    ' * The URL a submit goes to (spec §4 "Search submit"). On a search page …',
    ' */',
    '// Spec §4: remote keywords are stripped; the header (spec §1) holds the bar.',
  ].join('\n');
  const result = rewrite(text, rows, 'shell/src/search/submitSearch.ts');
  assert.equal(
    result.text,
    [
      '/**',
      ' * The URL a submit goes to (docs/product/chrome.md#search-submit). On a search page …',
      ' */',
      '// docs/product/chrome.md#search-submit: remote keywords are stripped; the header (docs/product/chrome.md#header) holds the bar.',
    ].join('\n'),
  );
  assert.deepEqual(result.changes, [
    { line: 2, from: 'spec §4 "Search submit"', to: 'docs/product/chrome.md#search-submit' },
    { line: 4, from: 'Spec §4', to: 'docs/product/chrome.md#search-submit' },
    { line: 4, from: 'spec §1', to: 'docs/product/chrome.md#header' },
  ]);
  assert.deepEqual(result.unmapped, []);
});

test('a replacement may reword its surroundings (a possessive)', () => {
  const text = "it('answers spec §3’s defaults before anything is saved', async () => {";
  const { text: out } = rewrite(text, rows, 'api/src/profile.ts');
  assert.equal(
    out,
    "it('answers the defaults of docs/product/user-dashboard.md#applicant-profile before anything is saved', async () => {",
  );
});

test('a citation no row covers is left as it is and reported with its line', () => {
  const text = ['// ok (spec §1)', '// Spec §8: the not-found page', '// spec §12 is not spec §1'].join('\n');
  const result = rewrite(text, rows, 'mfe-search/src/pages.ts');
  assert.deepEqual(
    result.changes.map((c) => c.line),
    [1, 3],
  );
  assert.equal(result.text.split('\n')[1], '// Spec §8: the not-found page');
  assert.deepEqual(
    result.unmapped.map((u) => [u.line, u.text]),
    [
      [2, 'Spec §8: the not-found page'],
      [3, 'spec §12 is not docs/product/chrome.md#header'],
    ],
  );
});

test('architecture.md cited by section name becomes a docs/ anchor; a docs/ citation is not reported', () => {
  const text = '/** The one origin (architecture.md "Runtime"), see docs/architecture.md#runtime. */';
  const result = rewrite(text, rows, 'gateway/src/app.ts');
  assert.equal(
    result.text,
    '/** The one origin (docs/architecture.md#runtime), see docs/architecture.md#runtime. */',
  );
  assert.deepEqual(result.unmapped, []);
  const other = rewrite('// architecture.md, Data service', rows, 'gateway/src/app.ts');
  assert.equal(other.unmapped.length, 1);
});

test('text without citations comes back unchanged', () => {
  const text = 'export const A = 1; // RFC 9110 §7.6.1 is not the spec\n';
  assert.deepEqual(rewrite(text, rows, 'gateway/src/data-proxy.ts'), { text, changes: [], unmapped: [] });
});

// GitHub's heading anchors, for the ASCII headings of these docs.
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\w\- ]/g, '')
    .replace(/ /g, '-');

test('every citation in docs/product/spec-sections.md names a docs file and heading that exist', () => {
  const docs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs');
  const headings = new Map();
  const files = [
    'architecture.md',
    ...readdirSync(path.join(docs, 'product'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `product/${f}`),
  ];
  for (const file of files) {
    const text = readFileSync(path.join(docs, file), 'utf8');
    headings.set(`docs/${file}`, new Set([...text.matchAll(/^#+ (.+)$/gm)].map((m) => slug(m[1]))));
  }
  const real = parseTable(readFileSync(path.join(docs, 'product', 'spec-sections.md'), 'utf8'));
  assert.ok(real.length > 100, `the table has ${real.length} rows`);
  const missing = [];
  for (const row of real) {
    for (const [, file, anchor] of row.replacement.matchAll(/(docs\/[\w/-]+\.md)(?:#([\w-]+))?/g)) {
      if (!headings.has(file) || (anchor && !headings.get(file).has(anchor)))
        missing.push(`${row.form} → ${file}#${anchor}`);
    }
  }
  assert.deepEqual(missing, []);
});

#!/usr/bin/env node
// node scripts/cite-product-docs.mjs [--write] [--table FILE]
// Rewrites the code's citations of the old external product spec ("spec §4 'auto'") into citations of the
// project's own docs ("docs/product/search.md#radius"), using the table in docs/product/spec-sections.md.
// Dry run by default: lists every change and every citation the table does not cover; --write applies the
// changes. Exit code 1 when a citation is not covered (add a row to the table, then run again).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_TABLE = 'docs/product/spec-sections.md';
/** The files whose comments cite the spec: source code only (READMEs and migrations are not rewritten). */
export const CODE_FILE = /\.(ts|tsx|mjs|cjs|js)$/;
/** This script and its test quote citations as examples: never rewritten. */
export const SKIPPED = new Set(['scripts/cite-product-docs.mjs', 'scripts/lib/cite-product-docs.test.mjs']);

/**
 * The table rows of spec-sections.md: `| \`form\` | \`path\`, \`path\` | \`replacement\` | uses |`. Any
 * other line (prose, headers, the section overview) is ignored.
 * @returns {{ form: string, files: string[], replacement: string }[]}
 */
export function parseTable(markdown) {
  const rows = [];
  for (const line of markdown.split('\n')) {
    const match = /^\| `([^`]+)` \| ((?:`[^`]+`(?:, )?)+) \| `([^`]+)` \|/.exec(line);
    if (!match) continue;
    const files = [...match[2].matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    rows.push({ form: match[1], files, replacement: match[3] });
  }
  return rows;
}

/** How specific a row's path is for a file: -1 when it does not apply, else longer is more specific. */
function specificity(entry, file) {
  if (entry === '*') return 0;
  if (entry === file) return entry.length + 1;
  if (entry.endsWith('/') && file.startsWith(entry)) return entry.length;
  return -1;
}

/** A form's leading "spec" matches either case ("Spec §4: …" at the start of a sentence). */
const normalise = (form) => (/^spec\b/i.test(form) ? `s${form.slice(1)}` : form);

/** The rows that apply to a file, one per form: the most specific path wins. */
export function rowsForFile(rows, file) {
  const best = new Map();
  for (const row of rows) {
    const score = Math.max(...row.files.map((entry) => specificity(entry, file)));
    if (score < 0) continue;
    const key = normalise(row.form);
    if (!best.has(key) || best.get(key).score < score) best.set(key, { ...row, score });
  }
  return [...best.values()];
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function formPattern(form) {
  const body = /^spec\b/i.test(form) ? `[Ss]${escapeRegExp(form.slice(1))}` : escapeRegExp(form);
  // "spec §1" must not match the start of "spec §12".
  return /\d$/.test(form) ? `${body}(?!\\d)` : body;
}

/** A citation of the old spec, or of architecture.md by name, that is still in a text. */
const LEFTOVER = /\b[Ss]pec(?:'s|’s)? ?§\d|\(§\d|(?<!docs\/)\barchitecture\.md(?!#)/g;

const lineAt = (text, index) => text.slice(0, index).split('\n').length;

/**
 * Rewrites one file's text. Longest form first at each position, so a form that names its topic
 * (`spec §4 "Search submit"`) is replaced whole.
 * @returns {{ text: string, changes: { line: number, from: string, to: string }[],
 *   unmapped: { line: number, text: string }[] }}
 */
export function rewrite(text, rows, file) {
  const applicable = rowsForFile(rows, file).sort((a, b) => b.form.length - a.form.length);
  const changes = [];
  let result = text;
  if (applicable.length > 0) {
    const pattern = new RegExp(applicable.map((row) => `(${formPattern(row.form)})`).join('|'), 'g');
    result = text.replace(pattern, (match, ...groups) => {
      const offset = groups[applicable.length];
      const row = applicable[groups.findIndex((group) => group !== undefined)];
      changes.push({ line: lineAt(text, offset), from: match, to: row.replacement });
      return row.replacement;
    });
  }
  const unmapped = [];
  for (const match of result.matchAll(LEFTOVER)) {
    const end = result.indexOf('\n', match.index);
    unmapped.push({
      line: lineAt(result, match.index),
      text: result.slice(match.index, end === -1 ? undefined : end).slice(0, 60),
    });
  }
  return { text: result, changes, unmapped };
}

/** The repository's code files, tracked or new (not ignored), outside docs/ and node_modules. */
export function codeFiles(root = repoRoot) {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return [...new Set(listed.split('\n'))].filter(
    (file) =>
      CODE_FILE.test(file) &&
      !SKIPPED.has(file) &&
      !file.startsWith('docs/') &&
      !file.includes('node_modules/'),
  );
}

function main() {
  const { values } = parseArgs({
    options: {
      write: { type: 'boolean', default: false },
      table: { type: 'string', default: DEFAULT_TABLE },
    },
  });
  const rows = parseTable(readFileSync(path.resolve(repoRoot, values.table), 'utf8'));
  let changed = 0;
  let uncovered = 0;
  for (const file of codeFiles()) {
    let text;
    try {
      text = readFileSync(path.join(repoRoot, file), 'utf8');
    } catch {
      continue; // listed by git but deleted in the working tree
    }
    const result = rewrite(text, rows, file);
    for (const c of result.changes) console.log(`${file}:${c.line}: ${c.from} → ${c.to}`);
    for (const u of result.unmapped) console.log(`${file}:${u.line}: NOT IN THE TABLE: ${u.text}`);
    changed += result.changes.length;
    uncovered += result.unmapped.length;
    if (values.write && result.changes.length > 0) writeFileSync(path.join(repoRoot, file), result.text);
  }
  const verb = values.write ? 'rewritten' : 'to rewrite (dry run; --write applies them)';
  console.log(`\n${changed} citations ${verb}; ${uncovered} not in ${values.table}`);
  process.exit(uncovered === 0 ? 0 : 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();

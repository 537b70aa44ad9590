// Which TypeScript programs `npm run lint` checks. The browser workspaces (and the browser tests) share
// tsconfig.base.json's options, so one program (tsconfig.web.json) checks the shared-ui sources once
// instead of once per importing package (148 s → 44 s measured, docs/architecture.md#ci); a workspace
// with options of its own (the Node services' `lib` without the DOM) is its own program.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.mjs';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The workspace folders, from the root package.json's globs (`dir` or `dir/*`). */
export function workspaceDirs(root = repoRoot) {
  const globs = readJson(path.join(root, 'package.json')).workspaces;
  return globs.flatMap((glob) => {
    if (!glob.endsWith('/*')) return [glob];
    const parent = glob.slice(0, -2);
    return readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((e) => e.isDirectory() && existsSync(path.join(root, parent, e.name, 'package.json')))
      .map((e) => `${parent}/${e.name}`)
      .sort();
  });
}

/** A workspace joins the browser program when its tsconfig changes no option but `types`. */
export function isBrowserProgram(tsconfig) {
  const options = Object.keys(tsconfig.compilerOptions ?? {});
  return options.every((o) => o === 'types');
}

/**
 * The programs to check: tsconfig.web.json, then every workspace of its own. Throws when
 * tsconfig.web.json's `include` is not exactly the browser workspaces' folders (a new package left out
 * would go unchecked).
 */
export function typecheckPrograms(root = repoRoot) {
  const web = readJson(path.join(root, 'tsconfig.web.json'));
  const own = [];
  const expected = [];
  for (const dir of workspaceDirs(root)) {
    const file = path.join(root, dir, 'tsconfig.json');
    const tsconfig = readJson(file);
    if (isBrowserProgram(tsconfig)) expected.push(...tsconfig.include.map((i) => `${dir}/${i}`));
    else own.push(`${dir}/tsconfig.json`);
  }
  const included = [...web.include].sort();
  const missing = expected.filter((i) => !included.includes(i));
  const extra = included.filter((i) => !expected.includes(i));
  if (missing.length || extra.length) {
    throw new Error(
      `tsconfig.web.json's include must be the browser workspaces' sources: ` +
        [missing.length ? `add ${missing.join(', ')}` : '', extra.length ? `remove ${extra.join(', ')}` : '']
          .filter(Boolean)
          .join('; '),
    );
  }
  return ['tsconfig.web.json', ...own];
}

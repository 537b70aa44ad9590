// Honest manifests: every package declares what its code imports, and declares nothing its code does not
// use. A hoisted node_modules hides both mistakes until a package is installed or deployed on its own.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { importSpecifiers, packageNameOf, typesPackageOf } from './import-specifiers.mjs';
import { satisfies } from './semver.mjs';

const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', 'test-results']);
const TEST_DIRS = new Set(['__tests__', '__mocks__', 'test', 'tests', 'testing', 'fixtures']);

/** Test code and tool configuration: may also import devDependencies (never part of a production install). */
export function isDevFile(relPath) {
  const parts = relPath.split(/[\\/]/);
  const base = parts.at(-1);
  if (/\.(test|spec|e2e)\.[cm]?[jt]sx?$/.test(base)) return true;
  if (/^(test-|test[A-Z]|setupTests)/.test(base)) return true;
  if (parts.slice(0, -1).some((dir) => TEST_DIRS.has(dir))) return true;
  return parts.length === 1 && /\.config\.[cm]?[jt]s$/.test(base); // jest.config.cjs, webpack.config.cjs
}

/** A package nothing imports or runs in production (no entry, no runtime dependencies): all its code is test code. */
const isTestOnlyPackage = (manifest) =>
  !manifest.main &&
  !manifest.exports &&
  !manifest.bin &&
  !Object.keys(manifest.dependencies ?? {}).length &&
  !Object.keys(manifest.peerDependencies ?? {}).length;

/** Source files under dir (paths relative to it), leaving out dependencies, builds and dot-folders. */
export function listSourceFiles(dir, { skip = [] } = {}) {
  const skipped = new Set(skip.map((p) => path.resolve(p)));
  const out = [];
  const walk = (current) => {
    for (const dirent of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, dirent.name);
      if (dirent.isDirectory()) {
        if (!SKIP_DIRS.has(dirent.name) && !dirent.name.startsWith('.') && !skipped.has(full)) walk(full);
      } else if (dirent.isFile() && SOURCE.test(dirent.name)) {
        out.push(path.relative(dir, full).split(path.sep).join('/'));
      }
    }
  };
  walk(dir);
  return out.sort();
}

/** Workspace folders from the root manifest (plain paths and one-level `dir/*` patterns, as this repo uses). */
export function listWorkspaces(root) {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return (manifest.workspaces ?? [])
    .flatMap((pattern) => {
      if (!pattern.endsWith('/*')) return [pattern];
      const parent = pattern.slice(0, -2);
      return readdirSync(path.join(root, parent))
        .map((name) => `${parent}/${name}`)
        .filter((dir) => statSync(path.join(root, dir)).isDirectory());
    })
    .filter((dir) => existsSync(path.join(root, dir, 'package.json')));
}

const usedInScripts = (manifest, name) =>
  Object.values(manifest.scripts ?? {}).some((command) =>
    new RegExp(`(^|[\\s;&|(])${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\s|$)`).test(command),
  );

/**
 * Checks one package's imports against its manifest.
 * @param {object} o
 * @param {string} o.label how problems name the package (its folder)
 * @param {object} o.manifest its package.json
 * @param {{ file: string, text: string }[]} o.sources relative path + contents of each source file
 * @param {'host' | 'remote' | 'library' | 'service' | 'tooling'} [o.role] host: provides the singletons;
 *   remote/library: gets them from the host (peers); tooling: the repo root, dev-only by definition
 * @param {string[]} [o.singletons] the shared Module Federation singletons
 * @param {Record<string,string>} [o.workspaceVersions] name → version of every workspace package
 * @returns {string[]} problems, empty when the manifest is honest
 */
export function checkPackage({
  label,
  manifest,
  sources,
  role = 'library',
  singletons = [],
  workspaceVersions = {},
}) {
  const problems = [];
  const deps = manifest.dependencies ?? {};
  const peers = manifest.peerDependencies ?? {};
  const devs = manifest.devDependencies ?? {};
  const runtime = new Set([
    ...Object.keys(deps),
    ...Object.keys(peers),
    ...Object.keys(manifest.optionalDependencies ?? {}),
  ]);
  const dev = new Set(Object.keys(devs));
  const allDev = role === 'tooling' || isTestOnlyPackage(manifest);
  // Front-end code bundled beside the shell; a Node service's i18next or react is its own business.
  const getsSingletons = role === 'remote' || role === 'library';
  const used = new Set();
  const mustBePeer = new Set();
  /** undeclared package → the files importing it (one problem per package, not per line) */
  const missing = new Map();

  for (const { file, text } of sources) {
    const devFile = allDev || isDevFile(file);
    for (const { specifier, typeOnly } of importSpecifiers(text, file)) {
      const name = packageNameOf(specifier);
      if (!name || name === manifest.name) continue;
      const declared = (pkg) => runtime.has(pkg) || (devFile && dev.has(pkg));
      const satisfiedBy = [name, ...(typeOnly ? [typesPackageOf(name)] : [])].find(declared);
      if (satisfiedBy) {
        used.add(satisfiedBy);
        if (!devFile && singletons.includes(name) && getsSingletons && deps[name]) mustBePeer.add(name);
        continue;
      }
      if (!missing.has(name)) missing.set(name, new Set());
      missing.get(name).add(file);
    }
  }

  for (const [name, files] of missing) {
    const onlyDev = dev.has(name) ? ' (only in devDependencies, which a production install leaves out)' : '';
    problems.push(
      `${label}: imports ${name} but package.json does not declare it${onlyDev}: ${[...files].join(', ')}`,
    );
  }

  for (const name of mustBePeer) {
    problems.push(
      `${label}: ${name} is a shared singleton the shell provides; declare it in peerDependencies, not dependencies`,
    );
  }
  if (role === 'host') {
    for (const name of singletons.filter((s) => !deps[s])) {
      problems.push(
        `${label}: the shell provides the singleton ${name}, so it must declare it in dependencies`,
      );
    }
  }
  if (role === 'tooling') {
    for (const name of Object.keys(deps)) {
      problems.push(
        `${label}: the root holds tooling only; move ${name} to the packages that import it (or to devDependencies if it is a tool)`,
      );
    }
  }
  for (const name of role === 'tooling' ? [] : runtime) {
    const provided = role === 'host' && singletons.includes(name);
    if (used.has(name) || provided || name.startsWith('@types/') || usedInScripts(manifest, name)) continue;
    problems.push(`${label}: declares ${name} but none of its code imports it`);
  }
  for (const [name, range] of Object.entries({ ...deps, ...peers, ...devs })) {
    const version = workspaceVersions[name];
    if (version && !satisfies(version, range)) {
      problems.push(`${label}: asks for ${name} "${range}" but the workspace package is ${version}`);
    }
  }
  return problems;
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const readSources = (dir, files) =>
  files.map((file) => ({ file, text: readFileSync(path.join(dir, file), 'utf8') }));

/**
 * Every workspace and the root (its own tooling files: scripts, bench, configs).
 * @param {string} root
 * @param {{ host?: string, remotes?: string[], singletons?: string[], services?: string[] }} layout
 */
export function checkRepo(root, { host, remotes = [], singletons = [], services = [] } = {}) {
  const workspaces = listWorkspaces(root);
  const manifests = Object.fromEntries(
    workspaces.map((dir) => [dir, readJson(path.join(root, dir, 'package.json'))]),
  );
  const workspaceVersions = Object.fromEntries(Object.values(manifests).map((m) => [m.name, m.version]));
  const roleOf = (dir) =>
    dir === host ? 'host' : remotes.includes(dir) ? 'remote' : services.includes(dir) ? 'service' : 'library';

  const problems = workspaces.flatMap((dir) => {
    const full = path.join(root, dir);
    return checkPackage({
      label: dir,
      manifest: manifests[dir],
      sources: readSources(full, listSourceFiles(full)),
      role: roleOf(dir),
      singletons,
      workspaceVersions,
    });
  });
  const rootFiles = listSourceFiles(root, { skip: workspaces.map((dir) => path.join(root, dir)) });
  problems.push(
    ...checkPackage({
      label: '(root)',
      manifest: readJson(path.join(root, 'package.json')),
      sources: readSources(root, rootFiles),
      role: 'tooling',
      workspaceVersions,
    }),
  );
  return problems;
}

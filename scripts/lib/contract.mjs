// What a remote's build must promise before it may go live next to a shell that was built without it.
// Reads the Module Federation 2 manifest (@module-federation/sdk `Manifest`: name, metaData, exposes[{ name,
// path }], shared[{ name, version, singleton, requiredVersion }]).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { containerName } from './paths.mjs';
import { parseVersion, satisfies } from './semver.mjs';

/** single-spa lifecycles and the pure React root (kept apart for server rendering later). */
export const REQUIRED_EXPOSES = ['./lifecycle', './App'];
/**
 * What a remote may expose besides: `./slots`, its fills of other apps' extension slots (a small module the
 * shell loads on any page whose slot shows; @opengood/platform README "Slots"). Any other expose is never
 * loaded by the shell: a warning, since it is most likely a misspelt one.
 */
export const OPTIONAL_EXPOSES = ['./slots'];
/** Two copies of these break hooks, context or the platform's store and i18n, so every remote must share them. */
export const MUST_SHARE = ['react', 'react-dom', '@opengood/platform'];
/**
 * The platform runtime is ours and versioned by semver: a remote built against 2.3 may call what 2.3 added,
 * so the live shell must provide at least that minor (same major), whatever range the remote declares.
 */
export const PLATFORM_RUNTIME = ['@opengood/platform'];

/** react-dom/client → react-dom, @reduxjs/toolkit/query → @reduxjs/toolkit: a deep import is its package's version. */
export function packageOf(sharedName) {
  const parts = sharedName.split('/');
  return sharedName.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const exposeKey = (expose) => expose.path ?? `./${String(expose.name ?? '').replace(/^\.\//, '')}`;

/** The modules a manifest exposes (`./lifecycle`, `./App`, …): recorded in the registry entry for the shell. */
export function exposesOf(manifest) {
  return [...new Set((manifest?.exposes ?? []).map(exposeKey))];
}

/** 2.3.4 → ^2.3.0 (0.4.1 → ~0.4.0): at least the minor a build was made against, within its major. */
export function builtAgainstRange(version) {
  const parsed = parseVersion(version);
  if (!parsed) return undefined;
  return parsed.major > 0 ? `^${parsed.major}.${parsed.minor}.0` : `~${parsed.major}.${parsed.minor}.0`;
}

/**
 * @param {string} distDir a remote's build output
 * @param {{ remote: string, shellShared: Record<string, string> }} options shellShared: package → the exact
 *   version the live shell provides (read from its deployed build, see shell-shared.mjs)
 * @returns {{ ok: boolean, errors: string[], warnings: string[], manifest?: object }}
 */
export function checkRemoteContract(distDir, { remote, shellShared }) {
  const errors = [];
  const warnings = [];
  const manifestFile = path.join(distDir, 'mf-manifest.json');
  if (!existsSync(manifestFile)) {
    return {
      ok: false,
      errors: [
        `${remote} has no mf-manifest.json in ${distDir} (is it built with @module-federation/enhanced?)`,
      ],
      warnings,
    };
  }
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch (error) {
    return {
      ok: false,
      errors: [`${remote}'s mf-manifest.json is not valid JSON: ${error.message}`],
      warnings,
    };
  }

  const expectedName = containerName(remote);
  if (manifest.name !== expectedName) {
    errors.push(`${remote}'s container is named "${manifest.name}" but must be "${expectedName}"`);
  }

  const exposed = new Set(exposesOf(manifest));
  for (const key of REQUIRED_EXPOSES) {
    if (!exposed.has(key))
      errors.push(`${remote} does not expose ${key} (exposes: ${[...exposed].join(', ') || 'nothing'})`);
  }
  const known = [...REQUIRED_EXPOSES, ...OPTIONAL_EXPOSES];
  for (const key of exposed) {
    if (!known.includes(key))
      warnings.push(`${remote} exposes ${key}, which the shell never loads (it loads ${known.join(', ')})`);
  }

  const entryFile = manifest.metaData?.remoteEntry?.name;
  if (entryFile && !existsSync(path.join(distDir, manifest.metaData.remoteEntry.path ?? '', entryFile))) {
    errors.push(`${remote}'s manifest names ${entryFile} but the build has no such file`);
  }
  // Versions live under /remotes/<remote>/<version>/; a fixed publicPath would load chunks from elsewhere.
  const publicPath = manifest.metaData?.publicPath;
  if (publicPath !== undefined && publicPath !== 'auto') {
    errors.push(
      `${remote} must build with output.publicPath 'auto' so its chunks load from its versioned folder (got "${publicPath}")`,
    );
  }

  const shared = manifest.shared ?? [];
  for (const pkg of MUST_SHARE) {
    if (!shared.some((s) => s.name === pkg && s.singleton)) {
      errors.push(
        `${remote} does not share ${pkg} as a singleton; it would run its own copy beside the shell's`,
      );
    }
  }
  for (const item of shared) {
    if (!item.singleton) continue;
    const pkg = packageOf(item.name);
    const provided = shellShared[pkg];
    if (!provided && PLATFORM_RUNTIME.includes(pkg)) {
      errors.push(`${remote} needs ${item.name} but the shell does not provide it; deploy the shell first`);
      continue;
    }
    if (!provided) {
      warnings.push(
        `${remote} shares ${item.name} as a singleton but the shell does not provide it; ${remote} will load its own copy`,
      );
      continue;
    }
    // requiredVersion false means "any version" in Module Federation.
    const range = item.requiredVersion === false ? '*' : item.requiredVersion;
    if (range !== undefined && range !== null) {
      let ok;
      try {
        ok = satisfies(provided, range);
      } catch (error) {
        errors.push(`${remote} requires ${item.name} "${range}", which cannot be checked: ${error.message}`);
        continue;
      }
      if (!ok) {
        errors.push(`${remote} needs ${item.name} ${range} but the shell provides ${provided}`);
        continue;
      }
    }
    const builtAgainst = PLATFORM_RUNTIME.includes(pkg) ? builtAgainstRange(item.version) : undefined;
    if (builtAgainst && !satisfies(provided, builtAgainst)) {
      errors.push(
        `${remote} needs ${item.name} ${builtAgainst} (built against ${item.version}) but the shell provides ${provided}; deploy the shell first`,
      );
    }
  }

  return { ok: errors.length === 0, errors, warnings, manifest };
}

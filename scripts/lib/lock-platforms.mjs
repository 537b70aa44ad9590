// Native packages (@swc/core, unrs-resolver, @rspack/binding, …) list one optional package per platform.
// npm records them all in package-lock.json so that `npm ci` anywhere installs the right one. When the
// registry at hand only holds this machine's binaries (a partial mirror), `npm install` silently drops the
// others from the lock and `npm ci` then refuses the lock as out of sync ("Missing: …"). This restores
// those entries from the parent's optionalDependencies, with the os/cpu/libc their names state, so every
// machine skips what is not for it without fetching it.

const PLATFORM =
  /-(android|darwin|freebsd|linux|openharmony|sunos|win32|wasm32)(?:-(arm64|x64|ia32|arm|ppc64|riscv64|s390x|loong64|mips64el))?(?:-(gnu|musl|gnueabihf|musleabihf|eabi|msvc|wasi|glibc))?$/;

/** `@swc/core-linux-x64-musl` → { os: ['linux'], cpu: ['x64'], libc: ['musl'] }; undefined for other names. */
export function platformOf(name) {
  const m = PLATFORM.exec(name);
  if (!m) return undefined;
  const [, os, cpu, abi = ''] = m;
  if (os === 'wasm32') return { cpu: ['wasm32'] };
  if (!cpu) return undefined;
  const platform = { os: [os], cpu: [cpu] };
  if (os === 'linux' && /gnu|glibc/.test(abi)) platform.libc = ['glibc'];
  if (os === 'linux' && /musl/.test(abi)) platform.libc = ['musl'];
  return platform;
}

/** Where npm would place a child of the package at `parentKey`: beside it, hoisted to the same node_modules. */
const siblingKey = (parentKey, name) =>
  `${parentKey.replace(/node_modules\/(?:@[^/]+\/)?[^/]+$/, '')}node_modules/${name}`;

/**
 * Adds the missing per-platform optional entries to a parsed package-lock.json (lockfileVersion 3).
 * @returns {{ lock: object, added: string[] }} a new lock object and the keys added
 */
export function fillPlatformEntries(lock) {
  const packages = { ...lock.packages };
  const added = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const target = siblingKey(key, name);
      if (packages[target] || packages[`node_modules/${name}`]) continue;
      const platform = platformOf(name);
      if (!platform) continue; // a real optional dependency (not a platform binary): npm resolves it itself
      packages[target] = {
        version,
        ...(platform.cpu && { cpu: platform.cpu }),
        ...(entry.dev && { dev: true }),
        ...(platform.libc && { libc: platform.libc }),
        optional: true,
        ...(platform.os && { os: platform.os }),
        ...(entry.peer && { peer: true }),
      };
      added.push(target);
    }
  }
  const [rootKey, ...rest] = Object.keys(packages);
  const sorted = [rootKey, ...rest.sort((a, b) => a.localeCompare(b, 'en'))];
  return { lock: { ...lock, packages: Object.fromEntries(sorted.map((k) => [k, packages[k]])) }, added };
}

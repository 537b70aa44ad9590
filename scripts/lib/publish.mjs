// Turning a remote's dist folder into an immutable, versioned folder under DEPLOY_DIR/remotes.
import { createHash } from 'node:crypto';
import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';

async function listFiles(dir, base = dir) {
  const out = [];
  for (const dirent of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, dirent.name);
    if (dirent.isDirectory()) out.push(...(await listFiles(full, base)));
    else if (dirent.isFile()) out.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return out.sort();
}

/** 8 hex of a sha256 over every file's path and bytes: same build → same hash, any change → a new one. */
export async function contentHash(distDir) {
  const hash = createHash('sha256');
  for (const file of await listFiles(distDir)) {
    hash
      .update(file)
      .update('\0')
      .update(await fs.readFile(path.join(distDir, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 8);
}

/** 2026-11-21T23:15:00.123Z → 20261121T231500Z: sorts as it reads, safe in a URL and a folder name. */
export function utcStamp(date = new Date()) {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '');
}

export async function versionOf(distDir, now = new Date()) {
  return `${utcStamp(now)}-${await contentHash(distDir)}`;
}

/**
 * Copies distDir to remotesDir/<remote>/<version>/ through a dot-named staging folder and one rename, so
 * the gateway never serves a half-copied version (it ignores dot-folders). Returns the final folder.
 */
export async function publishDist(distDir, { deployDir, remote, version }) {
  const remoteDir = path.join(deployDir, 'remotes', remote);
  const target = path.join(remoteDir, version);
  if (existsSync(target)) return target; // same second, same bytes: already published
  await fs.mkdir(remoteDir, { recursive: true });
  const staging = path.join(remoteDir, `.staging-${version}-${process.pid}`);
  await fs.rm(staging, { recursive: true, force: true });
  try {
    await fs.cp(distDir, staging, { recursive: true });
    await fs.rename(staging, target);
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    throw error;
  }
  return target;
}

/** builtAt and commit from the build's own version.json when it has them (a dist built elsewhere). */
export async function readVersionJson(distDir) {
  try {
    const parsed = JSON.parse(await fs.readFile(path.join(distDir, 'version.json'), 'utf8'));
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

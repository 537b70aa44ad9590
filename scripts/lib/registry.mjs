// registry.json: which version of each remote is live, and what was live before (newest first).
// Layout (shared with the gateway): { remotes: { <remote>: { current: Entry, history: [Entry, ...] } } }.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { deployDirFrom } from './paths.mjs';

export function registryFile(deployDir = deployDirFrom()) {
  return path.join(deployDir, 'registry.json');
}

/** A missing file is an empty registry: nothing is deployed yet. */
export async function readRegistry(deployDir = deployDirFrom()) {
  let text;
  try {
    text = await fs.readFile(registryFile(deployDir), 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return { remotes: {} };
    throw error;
  }
  const parsed = JSON.parse(text);
  return { remotes: parsed?.remotes ?? {} };
}

/**
 * Temp file in the same directory + rename: rename is atomic within a file system, so the gateway (which
 * reads the file on every request) sees the old registry or the new one, never half of one.
 */
export async function writeRegistry(registry, deployDir = deployDirFrom()) {
  await fs.mkdir(deployDir, { recursive: true });
  const target = registryFile(deployDir);
  const temp = path.join(deployDir, `.registry.json.${process.pid}.${Date.now()}.tmp`);
  await fs.writeFile(temp, `${JSON.stringify(registry, null, 2)}\n`);
  await fs.rename(temp, target);
}

/**
 * Serialises read-modify-write across processes (two teams deploying at once must not lose an entry).
 * An exclusive-create lock file; one older than staleMs is from a crashed run and is taken over.
 */
async function withLock(deployDir, fn, { staleMs = 60_000, waitMs = 30_000 } = {}) {
  await fs.mkdir(deployDir, { recursive: true });
  const lock = path.join(deployDir, '.registry.lock');
  const started = Date.now();
  for (;;) {
    try {
      const handle = await fs.open(lock, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const stat = await fs.stat(lock).catch(() => undefined);
      if (stat && Date.now() - stat.mtimeMs > staleMs) {
        await fs.rm(lock, { force: true });
        continue;
      }
      if (Date.now() - started > waitMs)
        throw new Error(`registry.json is locked by another deploy (${lock})`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return await fn();
  } finally {
    await fs.rm(lock, { force: true });
  }
}

/** Makes `entry` live for `remote` and puts it at the head of its history. Returns { previous, current }. */
export async function switchTo(remote, entry, { deployDir = deployDirFrom(), now = new Date() } = {}) {
  return withLock(deployDir, async () => {
    const registry = await readRegistry(deployDir);
    const slot = registry.remotes[remote] ?? { current: undefined, history: [] };
    const current = { ...entry, remote, switchedAt: now.toISOString() };
    const history = [current, ...slot.history.filter((e) => e.version !== entry.version)];
    registry.remotes[remote] = { current, history };
    await writeRegistry(registry, deployDir);
    return { previous: slot.current, current };
  });
}

/**
 * One step back: current becomes the history entry just older than it. History is kept as is, so a second
 * rollback goes one further back and a deploy can still name any recorded version.
 */
export async function rollback(remote, { deployDir = deployDirFrom(), now = new Date() } = {}) {
  return withLock(deployDir, async () => {
    const registry = await readRegistry(deployDir);
    const slot = registry.remotes[remote];
    if (!slot?.current) throw new Error(`${remote} has never been deployed: nothing to roll back`);
    const index = slot.history.findIndex((e) => e.version === slot.current.version);
    const target = index >= 0 ? slot.history[index + 1] : slot.history[0];
    if (!target) {
      throw new Error(`${remote} has no earlier version to roll back to (live: ${slot.current.version})`);
    }
    const current = { ...target, switchedAt: now.toISOString() };
    registry.remotes[remote] = { current, history: slot.history };
    await writeRegistry(registry, deployDir);
    return { previous: slot.current, current };
  });
}

/** Every recorded version of a remote, newest first, marking the live one. */
export async function listHistory(remote, { deployDir = deployDirFrom() } = {}) {
  const slot = (await readRegistry(deployDir)).remotes[remote];
  if (!slot) return [];
  return slot.history.map((e) => ({ ...e, live: e.version === slot.current?.version }));
}

// DEPLOY_DIR/registry.dev.json: which remotes the developer loop (npm run dev) points at a local watch build.
// Layout (shared with gateway/src/dev-overrides.ts): { remotes: { <remote>: { manifest, pid, since } } }.
// The gateway honours it outside production only; deploys and rollbacks never read or write it.
import { promises as fs } from 'node:fs';
import path from 'node:path';

export const DEV_REGISTRY_FILE = 'registry.dev.json';

export const devRegistryFile = (deployDir) => path.join(deployDir, DEV_REGISTRY_FILE);

const isRunning = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

async function read(deployDir) {
  try {
    const parsed = JSON.parse(await fs.readFile(devRegistryFile(deployDir), 'utf8'));
    return parsed && typeof parsed.remotes === 'object' && parsed.remotes ? parsed.remotes : {};
  } catch {
    return {}; // missing or half-edited by hand: start over
  }
}

/** Writes through a temp file and a rename, or removes the file when no override is left. */
async function write(deployDir, remotes) {
  const file = devRegistryFile(deployDir);
  if (!Object.keys(remotes).length) {
    await fs.rm(file, { force: true });
    return;
  }
  await fs.mkdir(deployDir, { recursive: true });
  const temp = path.join(deployDir, `.${DEV_REGISTRY_FILE}.${process.pid}.${Date.now()}.tmp`);
  await fs.writeFile(temp, `${JSON.stringify({ remotes }, null, 2)}\n`);
  await fs.rename(temp, file);
}

/** Entries of processes that died without cleaning up (kill -9) are dropped on the way. */
const live = (remotes, alive) =>
  Object.fromEntries(Object.entries(remotes).filter(([, o]) => typeof o?.pid !== 'number' || alive(o.pid)));

/** Points `remote` at `manifest` (another remote's dev session in the same file is kept). */
export async function setDevOverride(
  deployDir,
  remote,
  manifest,
  { pid = process.pid, now = new Date(), alive = isRunning } = {},
) {
  const remotes = live(await read(deployDir), alive);
  remotes[remote] = { manifest, pid, since: now.toISOString() };
  await write(deployDir, remotes);
  return remotes[remote];
}

/** Removes this session's entry (only if it is still ours: a newer session for the same remote keeps its own). */
export async function clearDevOverride(deployDir, remote, { pid = process.pid, alive = isRunning } = {}) {
  const remotes = live(await read(deployDir), alive);
  if (remotes[remote]?.pid === pid) delete remotes[remote];
  await write(deployDir, remotes);
}

export async function readDevOverrides(deployDir) {
  return read(deployDir);
}

// Where things live, shared by deploy.mjs, rollback.mjs and their helpers.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Independently deployed remotes (folder = npm workspace = URL segment). */
export const REMOTES = [
  'mfe-search',
  'mfe-listings',
  'mfe-user-dashboard',
  'mfe-org-dashboard',
  'mfe-salary',
];

/** The host: provides the shared singletons every remote uses. */
export const SHELL = 'shell';

/** Node services (no Module Federation): the one origin and the data service. */
export const SERVICES = ['gateway', 'api'];

/** Module Federation container name of a remote: mfe-search → mfe_search. */
export const containerName = (remote) => remote.replace(/-/g, '_');

/** DEPLOY_DIR, as the gateway reads it (default <repo>/.deploy, git-ignored). */
export function deployDirFrom(env = process.env) {
  return path.resolve(env.DEPLOY_DIR?.trim() || path.join(repoRoot, '.deploy'));
}

export function assertKnownRemote(remote) {
  if (!REMOTES.includes(remote)) {
    throw new Error(`Unknown remote "${remote ?? ''}". Known remotes: ${REMOTES.join(', ')}`);
  }
}

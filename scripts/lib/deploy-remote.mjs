// One remote's deploy, step by step: build → contract check → version → publish → switch.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildServer, hasServerBuild, isServerBuilt, SERVER_DIR, serverEntryOf } from './build.mjs';
import { checkRemoteContract, exposesOf } from './contract.mjs';
import { containerName, repoRoot } from './paths.mjs';
import { publishDist, readVersionJson, versionOf } from './publish.mjs';
import { switchTo } from './registry.mjs';
import { ShellNotDeployed, readShellShared } from './shell-shared.mjs';

export class DeployRefused extends Error {
  name = 'DeployRefused';
}

export function gitShortSha(cwd = repoRoot) {
  try {
    return (
      execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || 'unknown'
    );
  } catch {
    return 'unknown';
  }
}

export function buildRemote(remote) {
  const result = spawnSync('npm', ['run', 'build', '-w', `@opengood/${remote}`], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0)
    throw new DeployRefused(`${remote}: build failed (npm run build -w @opengood/${remote})`);
  // The server build goes into dist/server after the browser build (which cleans dist): one version, both.
  try {
    buildServer(remote);
  } catch (error) {
    throw new DeployRefused(`${remote}: ${error.message} (webpack --config ${remote}/webpack.server.cjs)`);
  }
}

const isIsoDate = (value) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/**
 * @param {object} o
 * @param {string} o.remote
 * @param {string} o.deployDir
 * @param {Record<string,string>} [o.shellShared] package → version the live shell provides; default: read
 *   from the live shell's build (o.shellDir, else SHELL_DIR / <repo>/shell/dist), never from node_modules
 * @param {string} [o.shellDir]
 * @param {string} [o.distDir] default <repo>/<remote>/dist
 * @param {boolean} [o.build] run the workspace build first
 * @param {string} [o.publicUrl] REMOTE_PUBLIC_URL: origin (+ path) the remotes are served from, '' = same origin
 * @param {(line: string) => void} [o.log]
 */
export async function deployRemote({
  remote,
  deployDir,
  shellDir,
  shellShared,
  distDir,
  build = true,
  publicUrl = '',
  log = console.log,
  now = new Date(),
}) {
  // What the live shell provides first: no point building a remote that cannot be checked.
  if (!shellShared) {
    try {
      shellShared = readShellShared({ shellDir }).versions;
    } catch (error) {
      if (error instanceof ShellNotDeployed)
        throw new DeployRefused(`${remote} refused, registry unchanged: ${error.message}`);
      throw error;
    }
  }
  if (build) buildRemote(remote);
  const dist = path.resolve(distDir ?? path.join(repoRoot, remote, 'dist'));
  if (!existsSync(dist))
    throw new DeployRefused(`${remote}: no build at ${dist} (run without --skip-build, or pass --dist)`);

  const contract = checkRemoteContract(dist, { remote, shellShared });
  for (const warning of contract.warnings) log(`warning: ${warning}`);
  if (!contract.ok)
    throw new DeployRefused(`${remote} refused, registry unchanged:\n  - ${contract.errors.join('\n  - ')}`);

  // A public remote without its server build would silently lose server rendering: say so.
  const hasServer = isServerBuilt(remote, dist);
  if (!hasServer && hasServerBuild(remote))
    log(`warning: ${remote} has no server build in ${dist}: its pages will be rendered in the browser`);

  const version = await versionOf(dist, now);
  const folder = await publishDist(dist, { deployDir, remote, version });
  const stamp = await readVersionJson(dist);
  const entry = {
    name: containerName(remote),
    remote,
    version,
    manifest: `${publicUrl.replace(/\/+$/, '')}/remotes/${remote}/${version}/mf-manifest.json`,
    // What the shell may load from it (./slots among them): it need not read the manifest to know.
    exposes: exposesOf(contract.manifest),
    // Same origin always: the gateway's renderer loads it from its own deploy folder.
    ...(hasServer
      ? { serverEntry: `/remotes/${remote}/${version}/${SERVER_DIR}/${serverEntryOf(remote)}` }
      : {}),
    builtAt: isIsoDate(stamp.builtAt)
      ? new Date(stamp.builtAt).toISOString()
      : statSync(path.join(dist, 'mf-manifest.json')).mtime.toISOString(),
    commit: typeof stamp.commit === 'string' && stamp.commit ? stamp.commit : gitShortSha(),
  };
  const { previous, current } = await switchTo(remote, entry, { deployDir, now });
  log(`${remote}: published ${folder}`);
  log(
    `${remote}: live ${previous ? `${previous.version} → ` : ''}${current.version} (commit ${current.commit}, manifest ${current.manifest})`,
  );
  return current;
}

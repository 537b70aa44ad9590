#!/usr/bin/env node
// npm run dev -- <remote> [--port N]
// The developer loop: a watch build of one remote (development mode), served from a local port and shown
// by the running platform (`npm start`) through DEPLOY_DIR/registry.dev.json, so a saved change appears
// on the next reload without a deploy. Ctrl-C removes the override: the deployed version is back.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fail, parseCli } from './lib/cli.mjs';
import { checkRemoteContract } from './lib/contract.mjs';
import { clearDevOverride, devRegistryFile, setDevOverride } from './lib/dev-registry.mjs';
import { serveDirectory } from './lib/dev-server.mjs';
import { REMOTES, assertKnownRemote, containerName, deployDirFrom, repoRoot } from './lib/paths.mjs';
import { readShellShared } from './lib/shell-shared.mjs';

const usage = `Usage: npm run dev -- <remote> [--port N]
Remotes: ${REMOTES.join(', ')}
Runs next to \`npm start\` (same DEPLOY_DIR); the gateway honours the override unless NODE_ENV=production.
Env: DEPLOY_DIR (default <repo>/.deploy), GATEWAY_URL (default http://localhost:$PORT or :3000)`;

const { values, positionals } = parseCli(usage, { port: { type: 'string' } });
if (positionals.length !== 1) fail(usage);
const [remote] = positionals;
try {
  assertKnownRemote(remote);
} catch (error) {
  fail(error.message);
}
const port = values.port === undefined ? 0 : Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`--port must be an integer from 0 to 65535\n${usage}`);
if (process.env.NODE_ENV === 'production')
  fail('npm run dev is a development aid: a production gateway ignores it');

const deployDir = deployDirFrom();
const outDir = path.join(deployDir, 'dev', remote);
const gatewayUrl = (process.env.GATEWAY_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(
  /\/+$/,
  '',
);

// A fresh folder: webpack does not rewrite unchanged files, so a previous session's manifest would pass
// for this session's first build.
rmSync(outDir, { recursive: true, force: true });
const server = await serveDirectory(outDir, { port });
const manifestUrl = `${server.url}/mf-manifest.json`;
const webpack = spawn(
  path.join(repoRoot, 'node_modules', '.bin', 'webpack'),
  // --watch-options-stdin: webpack stops when our end of its stdin closes, even if we are killed hard.
  ['--config', 'webpack.config.cjs', '--watch', '--watch-options-stdin'],
  {
    cwd: path.join(repoRoot, remote),
    stdio: ['pipe', 'inherit', 'inherit'],
    // BUILD_LABEL shows as data-build="dev" on the remote's area: the page says which build it runs.
    env: { ...process.env, NODE_ENV: 'development', BUILD_OUT_DIR: outDir, BUILD_LABEL: 'dev' },
  },
);

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  await clearDevOverride(deployDir, remote).catch((error) =>
    console.error(`could not remove the override: ${error.message}`),
  );
  if (webpack.exitCode === null) webpack.kill('SIGTERM');
  await server.close();
  console.log(`\n${remote}: dev override removed; the platform serves the deployed version again.`);
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
webpack.on('exit', (code) => {
  if (!stopping) console.error(`webpack exited (code ${code})`);
  void stop(code ?? 1);
});

/** The first build of this session, before the platform is switched to it. */
async function firstBuild() {
  while (!existsSync(path.join(outDir, 'mf-manifest.json')))
    await new Promise((resolve) => setTimeout(resolve, 250));
}

/** What the gateway now serves for this remote: 'dev' when it honours the override. */
async function gatewayVersion() {
  try {
    const res = await fetch(`${gatewayUrl}/healthz`, { signal: AbortSignal.timeout(2000) });
    return (await res.json()).remotes?.[containerName(remote)];
  } catch {
    return undefined;
  }
}

console.log(`${remote}: watching; the first build takes a few seconds…`);
await firstBuild();
// The same check a deploy makes, as a heads-up: the dev build is shown anyway.
try {
  const contract = checkRemoteContract(outDir, { remote, shellShared: readShellShared().versions });
  if (!contract.ok)
    console.warn(`warning: a deploy of this build would be refused:\n  - ${contract.errors.join('\n  - ')}`);
} catch (error) {
  console.warn(`warning: the deploy contract could not be checked: ${error.message}`);
}
await setDevOverride(deployDir, remote, manifestUrl);
const seen = await gatewayVersion();
console.log(
  `\n${remote}: dev build served at ${server.url}, override written to ${devRegistryFile(deployDir)}`,
);
if (seen === 'dev') {
  console.log(
    `The platform at ${gatewayUrl} now loads it: save a file, wait for "compiled", reload the page.`,
  );
} else if (seen === undefined) {
  console.log(
    `No platform answers at ${gatewayUrl}: run \`npm start\` in another terminal (same DEPLOY_DIR), then reload.`,
  );
} else {
  console.log(
    `warning: the gateway at ${gatewayUrl} still serves ${remote} ${seen}: is it running with NODE_ENV=production or another DEPLOY_DIR?`,
  );
}
console.log('Ctrl-C stops the loop and puts the deployed version back.');

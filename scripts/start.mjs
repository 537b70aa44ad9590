#!/usr/bin/env node
// `npm start`: builds what is missing, deploys every remote not yet in the registry, then runs the data
// service (embedded PGlite with seeded data unless DATABASE_URL is set) and the gateway, and prints the URL.
import { spawnSync } from 'node:child_process';
import { buildWorkspace, isRemoteBuilt, isShellBuilt, remotesToDeploy } from './lib/build.mjs';
import { deployDirFrom, repoRoot } from './lib/paths.mjs';
import platformLib from './lib/platform.cjs';

const { startPlatform } = platformLib;

const deployDir = deployDirFrom();

if (!isShellBuilt()) {
  console.log('Building the shell…');
  buildWorkspace('shell');
}
for (const remote of remotesToDeploy(deployDir)) {
  if (!isRemoteBuilt(remote)) {
    console.log(`Building ${remote}…`);
    buildWorkspace(remote);
  }
  const deployed = spawnSync(process.execPath, ['scripts/deploy.mjs', remote, '--skip-build'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, DEPLOY_DIR: deployDir },
  });
  if (deployed.status !== 0) process.exit(deployed.status ?? 1);
}

const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 4000);
// The local Stripe-compatible test server's port (not started when STRIPE_SECRET_KEY names a real account).
const stripePort = Number(process.env.STRIPE_LOCAL_PORT ?? 12111);
// Child output is held until the platform answers, so the first URL printed is the one to open.
let held = [];
const log = (line) => (held ? held.push(line) : console.log(line));
console.log('Starting the data service (first start seeds the database) and the gateway…');
const platform = await startPlatform({
  port,
  apiPort,
  stripePort,
  deployDir,
  databaseUrl: process.env.DATABASE_URL || undefined,
  pgliteDir: process.env.PGLITE_DIR,
  log,
}).catch((error) => {
  for (const line of held) console.log(line);
  console.error(error.message);
  process.exit(1);
});
console.log(`\nOpenGood is running at ${platform.url}  (try ${platform.url}/en/jobs)\n`);
for (const line of held) console.log(line);
held = null;

const shutdown = async () => {
  await platform.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
for (const child of [platform.api, platform.gateway, ...(platform.stripe ? [platform.stripe] : [])]) {
  child.on('exit', (code) => {
    console.error(`a platform process exited (code ${code}); stopping`);
    void shutdown();
  });
}

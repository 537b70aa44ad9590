#!/usr/bin/env node
// npm run deploy -- <remote> [--skip-build] [--dist DIR]  |  npm run deploy -- --all [--skip-build]
// Builds one remote, checks it against the shell's shared singletons, publishes it under an immutable
// versioned folder and switches the registry; the gateway serves the new version on the next request.
import { fail, parseCli } from './lib/cli.mjs';
import { DeployRefused, deployRemote } from './lib/deploy-remote.mjs';
import { REMOTES, assertKnownRemote, deployDirFrom } from './lib/paths.mjs';
import { readShellShared, SHELL_SINGLETONS, ShellNotDeployed } from './lib/shell-shared.mjs';

const usage = `Usage: npm run deploy -- <remote> [--skip-build] [--dist DIR]
       npm run deploy -- --all [--skip-build]
Remotes: ${REMOTES.join(', ')}
Env: DEPLOY_DIR (default <repo>/.deploy), REMOTE_PUBLIC_URL (origin serving /remotes, default same origin),
     SHELL_DIR (the live shell's build, default <repo>/shell/dist: what it provides is what remotes are checked against)`;

const { values, positionals } = parseCli(usage, {
  all: { type: 'boolean' },
  'skip-build': { type: 'boolean' },
  dist: { type: 'string' },
});
if (values.all && (positionals.length || values.dist)) fail(`--all takes no remote and no --dist\n${usage}`);
if (!values.all && positionals.length !== 1) fail(usage);

const remotes = values.all ? REMOTES : positionals;
try {
  remotes.forEach(assertKnownRemote);
} catch (error) {
  fail(error.message);
}

const deployDir = deployDirFrom();
let shellShared;
try {
  const live = readShellShared();
  shellShared = live.versions;
  console.log(`Checking against the live shell: ${live.manifestFile} (built ${live.builtAt})`);
} catch (error) {
  fail(
    error instanceof ShellNotDeployed ? `deploy refused, registry unchanged: ${error.message}` : error.stack,
  );
}
const missing = SHELL_SINGLETONS.filter((pkg) => !shellShared[pkg]);
if (missing.length) console.warn(`warning: the live shell does not provide: ${missing.join(', ')}`);
console.log(`Deploying ${remotes.join(', ')} into ${deployDir}`);

let failed = 0;
for (const remote of remotes) {
  try {
    await deployRemote({
      remote,
      deployDir,
      shellShared,
      distDir: values.dist,
      build: !values['skip-build'],
      publicUrl: process.env.REMOTE_PUBLIC_URL?.trim() ?? '',
    });
  } catch (error) {
    failed++;
    console.error(
      error instanceof DeployRefused ? error.message : `${remote}: deploy failed: ${error.stack ?? error}`,
    );
  }
}
if (failed) fail(`${failed} of ${remotes.length} deploy(s) failed`);

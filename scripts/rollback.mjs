#!/usr/bin/env node
// npm run rollback -- <remote> [--list]
// Switches a remote one version back. Nothing is rebuilt or copied: every deployed version stays on disk,
// so a rollback is only a registry switch, live on the gateway's next request.
import { fail, parseCli } from './lib/cli.mjs';
import { assertKnownRemote, deployDirFrom, REMOTES } from './lib/paths.mjs';
import { listHistory, rollback } from './lib/registry.mjs';

const usage = `Usage: npm run rollback -- <remote> [--list]
Remotes: ${REMOTES.join(', ')}
Env: DEPLOY_DIR (default <repo>/.deploy)`;

const { values, positionals } = parseCli(usage, { list: { type: 'boolean' } });
if (positionals.length !== 1) fail(usage);
const [remote] = positionals;
try {
  assertKnownRemote(remote);
} catch (error) {
  fail(error.message);
}
const deployDir = deployDirFrom();

if (values.list) {
  const history = await listHistory(remote, { deployDir });
  if (!history.length) console.log(`${remote} has never been deployed`);
  for (const e of history)
    console.log(`${e.live ? '*' : ' '} ${e.version}  commit ${e.commit}  built ${e.builtAt}`);
  process.exit(0);
}

try {
  const { previous, current } = await rollback(remote, { deployDir });
  console.log(
    `${remote}: rolled back ${previous.version} → ${current.version} (commit ${current.commit}, built ${current.builtAt})`,
  );
} catch (error) {
  fail(error.message);
}

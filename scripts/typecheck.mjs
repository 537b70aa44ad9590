#!/usr/bin/env node
// The type check of `npm run lint`: the browser program and each Node service's, two at a time (CI's two
// cores). Programs: scripts/lib/typecheck-programs.mjs.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './lib/paths.mjs';
import { typecheckPrograms } from './lib/typecheck-programs.mjs';

const tsc = path.join(repoRoot, 'node_modules', '.bin', 'tsc');
const queue = typecheckPrograms();
let failed = false;

function check(project) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(tsc, ['-p', project, '--noEmit'], { cwd: repoRoot, stdio: 'inherit' });
    child.on('close', (code) => {
      console.log(
        `tsc -p ${project}: ${code === 0 ? 'ok' : 'errors'} (${Math.round((Date.now() - started) / 1000)} s)`,
      );
      if (code !== 0) failed = true;
      resolve();
    });
  });
}

async function worker() {
  for (let project = queue.shift(); project; project = queue.shift()) await check(project);
}

await Promise.all([worker(), worker()]);
process.exit(failed ? 1 : 0);

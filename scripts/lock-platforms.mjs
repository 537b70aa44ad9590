#!/usr/bin/env node
// node scripts/lock-platforms.mjs — after `npm install` on a registry mirror that holds only this machine's
// native binaries, put the other platforms' optional entries back into package-lock.json (see
// lib/lock-platforms.mjs), then run `npm install` once more so npm writes the file in its own order.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fillPlatformEntries } from './lib/lock-platforms.mjs';
import { repoRoot } from './lib/paths.mjs';

const file = path.join(repoRoot, 'package-lock.json');
const { lock, added } = fillPlatformEntries(JSON.parse(readFileSync(file, 'utf8')));
if (!added.length) {
  console.log('package-lock.json already lists every platform binary');
} else {
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`added ${added.length} platform entries:\n  ${added.join('\n  ')}\nnow run: npm install`);
}

#!/usr/bin/env node
// `npm run migration -- <what_it_does>`: a new, empty migration named by the current UTC time
// (api/migrations/YYYYMMDDHHMMSS_what_it_does.sql), so two developers never pick the same name and the
// file sorts after every migration written before it (api/src/platform/db/migrate.ts).
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/paths.mjs';

const name = (process.argv[2] ?? '').trim();
if (!/^[a-z0-9]+(?:_[a-z0-9]+)*$/.test(name)) {
  console.error('usage: npm run migration -- <what_it_does> (lower case words joined by _)');
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
const file = path.join(repoRoot, 'api', 'migrations', `${stamp}_${name}.sql`);
if (existsSync(file)) {
  console.error(`${file} exists already`);
  process.exit(1);
}
writeFileSync(file, `-- ${name.replace(/_/g, ' ')}\n`);
console.log(path.relative(repoRoot, file));

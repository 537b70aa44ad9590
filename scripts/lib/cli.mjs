// What deploy.mjs and rollback.mjs share on the command line: parse, print usage, fail with exit code 1.
import { parseArgs } from 'node:util';

export function fail(message) {
  console.error(message);
  process.exit(1);
}

/** Parses argv with node:util; --help prints the usage, a bad flag fails with it. */
export function parseCli(usage, options) {
  let args;
  try {
    args = parseArgs({ allowPositionals: true, options: { ...options, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    fail(`${error.message}\n${usage}`);
  }
  if (args.values.help) {
    console.log(usage);
    process.exit(0);
  }
  return args;
}

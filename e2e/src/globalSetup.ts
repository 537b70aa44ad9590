import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deployAll, REPO_ROOT, TEMPLATE_ENV } from './platform';

/**
 * Once per run: every remote deployed and the embedded database migrated and seeded, in a template each
 * test file's platform copies (startTestPlatform). Seeding 5,000 listings and deploying five remotes took
 * about 15 s a file; a copy takes well under one. The api is started and stopped once here so that the
 * database is exactly what a first start leaves (migrations, the seed, the job queue's tables).
 */
export default async function globalSetup() {
  const template = mkdtempSync(path.join(os.tmpdir(), 'og-e2e-template-'));
  deployAll(path.join(template, 'deploy'));
  const { startPlatform } = require(path.join(REPO_ROOT, 'scripts/lib/platform.cjs')) as {
    startPlatform(o: object): Promise<{ stop(): Promise<void> }>;
  };
  const lines: string[] = [];
  const platform = await startPlatform({
    deployDir: path.join(template, 'deploy'),
    pgliteDir: path.join(template, 'pglite'),
    log: (line: string) => lines.push(line),
    gatewayEnv: { NODE_ENV: 'test' },
  }).catch((error: Error) => {
    throw new Error(`the e2e template did not start: ${error.message}\n${lines.join('\n')}`);
  });
  await platform.stop();
  writeFileSync(path.join(template, 'ready'), new Date().toISOString());
  process.env[TEMPLATE_ENV] = template;
}

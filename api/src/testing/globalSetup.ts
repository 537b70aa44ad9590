import { buildTemplates } from './templates';

// Jest globalSetup of the api suite: the run's template databases (testing/templates.ts), dropped again
// by globalTeardown.
export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const teardown = await buildTemplates();
  (globalThis as { __ogTemplatesTeardown?: () => Promise<void> }).__ogTemplatesTeardown = teardown;
  console.log(`\napi test templates ready in ${Math.round((Date.now() - started) / 1000)} s`);
}

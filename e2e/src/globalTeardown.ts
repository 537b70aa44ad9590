import { rmSync } from 'node:fs';
import { TEMPLATE_ENV } from './platform';

/** Removes the run's template (globalSetup.ts). */
export default async function globalTeardown() {
  const template = process.env[TEMPLATE_ENV];
  if (template) rmSync(template, { recursive: true, force: true });
}

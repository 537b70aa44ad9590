// Drops the run's template databases and stops the local Stripe test server (globalSetup.ts).
export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __ogTemplatesTeardown?: () => Promise<void> }).__ogTemplatesTeardown?.();
}

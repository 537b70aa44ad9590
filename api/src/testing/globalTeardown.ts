// Drops the run's template databases (globalSetup.ts).
export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __ogTemplatesTeardown?: () => Promise<void> }).__ogTemplatesTeardown?.();
}

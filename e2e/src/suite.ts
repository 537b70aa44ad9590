import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startTestPlatform, type RunningPlatform, type TestPlatformOptions } from './platform';

/** One browser and one whole platform per test file, stopped after it (even when start-up failed). */
export function useBrowserAndPlatform(options: () => TestPlatformOptions = () => ({})) {
  const suite = {} as { browser: Browser; platform: RunningPlatform };
  beforeAll(async () => {
    suite.browser = await launchBrowser();
    suite.platform = await startTestPlatform(options());
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.platform?.stop();
  });
  return suite;
}

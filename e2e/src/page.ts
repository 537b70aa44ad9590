import type { Page, Response } from 'playwright-core';

/** Console errors and uncaught exceptions seen by a page. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** Every remoteEntry.js fetched, by remote (the path is /remotes/<remote>/<version>/remoteEntry.js). */
export function watchRemoteEntries(page: Page): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  page.on('response', (res: Response) => {
    const m = /\/remotes\/([^/]+)\/([^/]+)\/remoteEntry\.js/.exec(res.url());
    if (m) seen.set(m[1]!, [...(seen.get(m[1]!) ?? []), m[2]!]);
  });
  return seen;
}

/**
 * Counts React DOM renderers through the devtools hook each react-dom copy registers with on load;
 * two copies of React would mean two renderers.
 */
export async function countReactRenderers(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __ogRenderers: number }).__ogRenderers);
}

export const installReactCounter = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.__ogRenderers = 0;
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject(renderer: unknown) {
        (w.__ogRenderers as number)++;
        const id = w.__ogRenderers as number;
        (this as { renderers: Map<number, unknown> }).renderers.set(id, renderer);
        return id;
      },
      checkDCE() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
    };
  });

/**
 * Distinct copies of `react` the Module Federation share scopes actually loaded: every container sees the
 * same scope, so copies are counted by (version, provider), not by container.
 */
export async function loadedReactCopies(page: Page): Promise<number> {
  return page.evaluate(() => {
    const fed = (
      window as unknown as {
        __FEDERATION__?: {
          __SHARE__?: Record<
            string,
            Record<string, Record<string, Record<string, { loaded?: boolean; from?: string }>>>
          >;
        };
      }
    ).__FEDERATION__;
    const copies = new Set<string>();
    for (const scopes of Object.values(fed?.__SHARE__ ?? {})) {
      for (const scope of Object.values(scopes)) {
        for (const [version, info] of Object.entries(scope['react'] ?? {})) {
          if (info.loaded) copies.add(`${version}:${info.from}`);
        }
      }
    }
    return copies.size;
  });
}

/**
 * Waits until a server-rendered page is hydrated (the area's element loses `data-server-rendered`), so a
 * click reaches React instead of the server's inert markup; returns at once for a browser-rendered page.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[data-server-rendered]'));
}

/**
 * A server-rendered page fills in the signed-in parts after hydration: the session is known once the
 * header shows the notifications menu (every viewport). A control clicked before that acts for a visitor.
 */
export async function waitForSignedIn(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.getByTestId('notifications-menu').waitFor();
}

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** Two animation frames: the layout and paint of a resize (or of a state change) are done. */
export const settled = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

/**
 * What a person sees, checked at 1280 and at 390 px: a full-page screenshot of each (`<dir>/<name>-<width>.png`,
 * to look at) and axe's WCAG 2.1 A/AA rules, whose serious or critical findings are collected in `findings`
 * (a test expects none at its end). The page is left at the desktop width. No fixed waits: each width is
 * checked once the window has it and two frames have been painted.
 */
export function auditor(dir: string) {
  mkdirSync(dir, { recursive: true });
  return async function audit(page: Page, name: string, findings: string[]) {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.waitForFunction((width) => window.innerWidth === width, viewport.width);
      await settled(page);
      await page.screenshot({ path: path.join(dir, `${name}-${viewport.width}.png`), fullPage: true });
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      for (const v of violations)
        if (v.impact === 'serious' || v.impact === 'critical')
          findings.push(
            `${name}@${viewport.width} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
    }
    await page.setViewportSize(DESKTOP);
    await page.waitForFunction((width) => window.innerWidth === width, DESKTOP.width);
  };
}

/** The modal sequence of a signed-in user may open a dialog: close each with Escape. */
export async function dismissDialogs(page: Page) {
  for (let i = 0; i < 8; i++) {
    await page.waitForTimeout(300);
    if ((await page.getByRole('dialog').count()) === 0) return;
    await page.keyboard.press('Escape');
  }
}

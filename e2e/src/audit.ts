import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

// What the browser tests of new pages check on every screen: a screenshot at a desktop and a phone width,
// and axe (WCAG 2.1 A and AA) at each, collecting its serious and critical findings.

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** Screenshots go to `dir` (created): `<name>-1280.png` and `<name>-390.png`. */
export function auditor(dir: string, findings: string[]) {
  mkdirSync(dir, { recursive: true });
  return async function audit(page: Page, name: string) {
    for (const [label, viewport] of [
      ['1280', DESKTOP],
      ['390', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.waitForTimeout(150);
      await page.screenshot({ path: path.join(dir, `${name}-${label}.png`), fullPage: true });
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      for (const v of violations)
        if (v.impact === 'serious' || v.impact === 'critical')
          findings.push(`${name}@${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
    await page.setViewportSize(DESKTOP);
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

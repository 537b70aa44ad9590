// What keyboard users can reach inside an overlay. Disabled, hidden and inert elements are skipped; layout
// is not measured (jsdom has none), so a visually hidden control that is still in the tab order counts.
const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

export function tabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[inert], [hidden], [aria-hidden="true"]'),
  );
}

/** Moves focus without scrolling the page (a dropdown opening must not jump the header). */
export function focusWithoutScroll(el: HTMLElement | null | undefined) {
  el?.focus({ preventScroll: true });
}

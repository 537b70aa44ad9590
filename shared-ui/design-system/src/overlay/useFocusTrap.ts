import { useEffect, type RefObject } from 'react';
import { focusWithoutScroll, tabbables } from './focusable';

export interface FocusTrapOptions {
  /** Focused first; else the first tabbable element, else the container (give it tabIndex={-1}). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Give focus back to what had it before the trap started (default true). */
  returnFocus?: boolean;
}

// Only the innermost open trap acts: a dialog opened from a drawer keeps focus, and closing it hands the
// keyboard back to the drawer.
const stack: HTMLElement[] = [];

/** Keeps Tab and Shift+Tab inside `container` while `active`, and restores focus when it ends. */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  { initialFocus, returnFocus = true }: FocusTrapOptions = {},
) {
  useEffect(() => {
    const root = container.current;
    if (!active || !root) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(root);
    const isTop = () => stack[stack.length - 1] === root;
    focusWithoutScroll(initialFocus?.current ?? tabbables(root)[0] ?? root);

    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Tab' || !isTop()) return;
      const items = tabbables(root);
      const first = items[0];
      const last = items[items.length - 1];
      const current = document.activeElement;
      if (!first || !last) {
        e.preventDefault();
        focusWithoutScroll(root);
      } else if (e.shiftKey && (current === first || current === root || !root.contains(current))) {
        e.preventDefault();
        focusWithoutScroll(last);
      } else if (!e.shiftKey && (current === last || !root.contains(current))) {
        e.preventDefault();
        focusWithoutScroll(first);
      }
    };
    // Focus arriving outside (a click on the page behind, a screen reader's virtual cursor) comes back.
    const onFocusIn = (e: FocusEvent) => {
      if (isTop() && e.target instanceof Node && !root.contains(e.target)) {
        focusWithoutScroll(tabbables(root)[0] ?? root);
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      stack.splice(stack.indexOf(root), 1);
      if (returnFocus && previous?.isConnected) focusWithoutScroll(previous);
    };
    // Set up once per activation: initialFocus is read when the trap starts, not followed afterwards.
  }, [active, container]);
}

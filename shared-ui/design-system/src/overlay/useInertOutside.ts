import { useEffect, type RefObject } from 'react';

/**
 * Makes everything beside `layer` (a direct child of <body>) inert while `active`: screen readers and the
 * keyboard cannot reach the page behind a modal. Restores only what it changed, so nested modals unwind.
 */
export function useInertOutside(layer: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const own = layer.current;
    if (!active || !own) return undefined;
    const changed: HTMLElement[] = [];
    for (const child of Array.from(document.body.children)) {
      if (child === own || !(child instanceof HTMLElement) || child.hasAttribute('inert')) continue;
      if (child.tagName === 'SCRIPT' || child.tagName === 'STYLE') continue;
      child.setAttribute('inert', '');
      changed.push(child);
    }
    return () => changed.forEach((el) => el.removeAttribute('inert'));
  }, [active, layer]);
}

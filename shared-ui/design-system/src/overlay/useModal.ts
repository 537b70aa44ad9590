import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useFocusTrap } from './useFocusTrap';
import { useInertOutside } from './useInertOutside';
import { useScrollLock } from './useScrollLock';

export interface ModalBehaviour {
  open: boolean;
  onClose: () => void;
  /** False for a dialog the user must answer (no Escape, no backdrop click). */
  dismissible: boolean;
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * What every modal overlay (dialog, drawer) does: focus trapped and given back on close, the page behind
 * inert and not scrolling, Escape closes. Returns refs for the layer (a child of <body>) and the panel.
 */
export function useModal({ open, onClose, dismissible, initialFocus }: ModalBehaviour) {
  const layer = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useScrollLock(open);
  useInertOutside(layer, open);
  // Without a chosen first control the panel itself takes focus: a screen reader announces the dialog by
  // its heading, and no control shows a focus ring the user did not ask for.
  useFocusTrap(panel, open, { initialFocus: initialFocus ?? panel });

  // Read through a ref so a new onClose each render does not re-run effects that depend on it.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && dismissible) {
      e.stopPropagation();
      close.current();
    }
  };
  const onBackdrop = () => {
    if (dismissible) close.current();
  };
  return { layer, panel, onKeyDown, onBackdrop };
}

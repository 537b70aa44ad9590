export { Dialog, type DialogProps } from './Dialog';
export { Drawer, type DrawerProps } from './Drawer';
export { useFocusTrap, type FocusTrapOptions } from './useFocusTrap';
export { useScrollLock } from './useScrollLock';
export { tabbables } from './focusable';

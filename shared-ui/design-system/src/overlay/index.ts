export { Dialog, type DialogProps } from './Dialog';
export { Drawer, type DrawerProps } from './Drawer';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { useFocusTrap, type FocusTrapOptions } from './useFocusTrap';
export { useScrollLock } from './useScrollLock';
export { tabbables } from './focusable';

export {
  ToastProvider,
  useToast,
  TOAST_DURATION_MS,
  TOAST_ACTION_DURATION_MS,
  type ToastOptions,
  type ToastApi,
} from './Toast';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import styled, { keyframes } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../primitives/Icon';
import { IconButton } from '../primitives/IconButton';

/** How long a toast stays (ms): long enough to read; one with an action (undo) stays longer. */
export const TOAST_DURATION_MS = 6000;
export const TOAST_ACTION_DURATION_MS = 10000;

export interface ToastOptions {
  message: ReactNode;
  tone?: 'neutral' | 'success' | 'error';
  /** Offers "Undo": called when pressed (the toast then closes). */
  onUndo?: () => void;
  /** Another action instead of undo. */
  action?: { label: ReactNode; onAction: () => void };
  /** ms before it goes (paused while the pointer or the focus is on it); 0: stays until dismissed. */
  duration?: number;
}

interface ToastEntry extends ToastOptions {
  id: number;
}

export interface ToastApi {
  /** Shows a toast; returns its id. */
  show: (toast: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** The toasts of the ToastProvider above; throws without one. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it.');
  return api;
}

const rise = keyframes`from { opacity: 0; transform: translateY(8px); }`;

const Region = styled.div`
  position: fixed;
  z-index: ${(p) => p.theme.zIndices.modal + 1};
  bottom: 16px;
  left: 50%;
  transform: translateX(-50%);
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: min(440px, calc(100vw - 24px));
  pointer-events: none;
`;

const Card = styled.div<{ $tone: NonNullable<ToastOptions['tone']> }>`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 8px 8px 8px 14px;
  border-radius: ${(p) => p.theme.radii[2]}px;
  background: ${(p) => p.theme.colors.text};
  color: #fff;
  box-shadow: 0 12px 32px rgba(16, 24, 40, 0.25);
  pointer-events: auto;
  animation: ${rise} 0.18s ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  > svg {
    flex: none;
    color: ${(p) => (p.$tone === 'error' ? '#ffb4ab' : '#a9f0d1')};
  }
`;

const Text = styled.div`
  flex: 1;
  padding: 6px 0;
`;

const Action = styled.button`
  flex: none;
  min-height: 36px;
  padding: 0 10px;
  border: none;
  border-radius: ${(p) => p.theme.radii[1]}px;
  background: none;
  font: inherit;
  font-weight: ${(p) => p.theme.fontWeights.bold};
  color: #a9f0d1;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.1);
  }
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 0;
  }
`;

const Dismiss = styled(IconButton)`
  color: #fff;
  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.12);
    color: #fff;
  }
  &:focus-visible {
    outline-color: #fff;
  }
`;

function ToastCard({ toast, onClose }: { toast: ToastEntry; onClose: () => void }) {
  const { t } = useTranslation('designSystem');
  const tone = toast.tone ?? 'neutral';
  const duration =
    toast.duration ?? (toast.onUndo || toast.action ? TOAST_ACTION_DURATION_MS : TOAST_DURATION_MS);
  const [paused, setPaused] = useState(false);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (duration <= 0 || paused) return undefined;
    const timer = setTimeout(() => close.current(), duration);
    return () => clearTimeout(timer);
  }, [duration, paused]);
  return (
    <Card
      $tone={tone}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
      data-testid="toast"
    >
      <Icon name={tone === 'error' ? 'alert' : tone === 'success' ? 'check' : 'info'} size={18} />
      <Text>{toast.message}</Text>
      {toast.onUndo && (
        <Action
          type="button"
          onClick={() => {
            toast.onUndo?.();
            onClose();
          }}
        >
          {t('toast.undo')}
        </Action>
      )}
      {toast.action && (
        <Action
          type="button"
          onClick={() => {
            toast.action?.onAction();
            onClose();
          }}
        >
          {toast.action.label}
        </Action>
      )}
      <Dismiss label={t('toast.dismiss')} icon="close" size="sm" tone="onTint" onClick={onClose} />
    </Card>
  );
}

/**
 * Short messages about what just happened ("Job saved", "Listing deleted — Undo"), bottom centre, in a
 * polite live region (present before any message, so each is read once, without taking the focus). They
 * go by themselves after a while, not while the pointer or the keyboard is on them; at most three show.
 */
export function ToastProvider({ children, max = 3 }: { children: ReactNode; max?: number }) {
  const { t } = useTranslation('designSystem');
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((x) => x.id !== id)), []);
  const show = useCallback(
    (toast: ToastOptions) => {
      const id = next.current++;
      setToasts((list) => [...list, { ...toast, id }].slice(-max));
      return id;
    },
    [max],
  );
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Region
        role="status"
        aria-live="polite"
        aria-atomic="false"
        aria-label={t('toast.region')}
        data-testid="toast-region"
      >
        {toasts.map((toast) => (
          <ToastCard key={toast.id} toast={toast} onClose={() => dismiss(toast.id)} />
        ))}
      </Region>
    </ToastContext.Provider>
  );
}

import { useId, useRef, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog';

const Message = styled.div`
  margin: 0;
  color: ${(p) => p.theme.colors.text};
  line-height: 1.55;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 10px;
  margin-top: 24px;
  @media (max-width: ${(p) => p.theme.breakpoints[0]}) {
    flex-direction: column-reverse;
    & > button {
      width: 100%;
    }
  }
`;

const ActionButton = styled.button<{ $kind: 'primary' | 'danger' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 42px;
  padding: 0 18px;
  border-radius: ${(p) => p.theme.radii[1]}px;
  font: inherit;
  font-weight: ${(p) => p.theme.fontWeights.semibold};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
  &[aria-disabled='true'] {
    opacity: 0.65;
    cursor: progress;
  }
  ${(p) =>
    p.$kind === 'secondary'
      ? css`
          border: 1px solid ${p.theme.colors.controlBorder};
          background: #fff;
          color: ${p.theme.colors.text};
        `
      : css`
          border: 1px solid ${p.$kind === 'danger' ? p.theme.colors.danger : p.theme.colors.primary};
          background: ${p.$kind === 'danger' ? p.theme.colors.danger : p.theme.colors.primary};
          color: #fff;
        `}
`;

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, as a heading ("Delete this job?"). */
  title: ReactNode;
  /** What will happen, in a sentence or two. */
  children?: ReactNode;
  /** Names the action ("Delete job"); "Confirm" by default. */
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /**
   * It destroys something: the action is red and the focus starts on Cancel, so Enter never destroys by
   * accident.
   */
  destructive?: boolean;
  /** May return a promise: the buttons wait (aria-disabled, focus kept) until it settles. */
  onConfirm: () => unknown;
  /** Cancel, Escape, the close button or the backdrop. */
  onCancel: () => void;
  /** Shown on the action while it runs ("Deleting…"). */
  busyLabel?: ReactNode;
  'data-testid'?: string;
}

/**
 * A yes/no question before an action, on the design system's Dialog (role alertdialog, labelled by its
 * question and described by its text, focus trapped and given back to the opener when it closes).
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  destructive = false,
  onConfirm,
  onCancel,
  busyLabel,
  'data-testid': testId,
}: ConfirmDialogProps) {
  const { t } = useTranslation('designSystem');
  const descriptionId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (busy) return;
    const result = onConfirm();
    if (result instanceof Promise) {
      setBusy(true);
      try {
        await result;
      } finally {
        setBusy(false);
      }
    }
  };
  return (
    <Dialog
      open={open}
      onClose={() => !busy && onCancel()}
      title={title}
      role="alertdialog"
      describedBy={children ? descriptionId : undefined}
      initialFocus={destructive ? cancelRef : confirmRef}
      width={440}
      data-testid={testId}
    >
      {children && <Message id={descriptionId}>{children}</Message>}
      <Actions>
        <ActionButton ref={cancelRef} type="button" $kind="secondary" onClick={() => !busy && onCancel()}>
          {cancelLabel ?? t('confirm.cancel')}
        </ActionButton>
        <ActionButton
          ref={confirmRef}
          type="button"
          $kind={destructive ? 'danger' : 'primary'}
          aria-disabled={busy || undefined}
          onClick={() => void confirm()}
        >
          {busy && busyLabel ? busyLabel : (confirmLabel ?? t('confirm.confirm'))}
        </ActionButton>
      </Actions>
    </Dialog>
  );
}

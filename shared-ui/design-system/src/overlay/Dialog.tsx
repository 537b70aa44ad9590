import { useId, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../primitives/Icon';
import { useModal } from './useModal';

const fadeIn = keyframes`from { opacity: 0; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(12px); }`;

export const Layer = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${(p) => p.theme.zIndices.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  @media (max-width: ${(p) => p.theme.breakpoints[0]}) {
    align-items: flex-end;
    padding: 0;
  }
`;

export const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  background: rgba(16, 24, 40, 0.55);
  animation: ${fadeIn} 0.15s ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Panel = styled.div<{ $width: number }>`
  position: relative;
  width: 100%;
  max-width: ${(p) => p.$width}px;
  max-height: calc(100vh - 32px);
  overflow: auto;
  background: #fff;
  border-radius: ${(p) => p.theme.radii[3]}px;
  box-shadow: 0 24px 48px rgba(16, 24, 40, 0.2);
  animation: ${rise} 0.2s ease-out;
  &:focus {
    outline: none;
  }
  @media (max-width: ${(p) => p.theme.breakpoints[0]}) {
    max-height: calc(100vh - 24px);
    border-radius: ${(p) => p.theme.radii[3]}px ${(p) => p.theme.radii[3]}px 0 0;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 16px;
  padding: 24px 24px 0;
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes[4]}px;
  line-height: ${(p) => p.theme.lineHeights.heading};
  color: ${(p) => p.theme.colors.text};
`;

export const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 40px;
  height: 40px;
  margin: -8px -8px 0 0;
  border: none;
  border-radius: 50%;
  background: none;
  color: ${(p) => p.theme.colors.muted};
  cursor: pointer;
  &:hover {
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
  }
`;

const Body = styled.div`
  padding: 12px 24px 24px;
`;

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The heading that names the dialog (aria-labelledby). */
  title: ReactNode;
  children: ReactNode;
  /** False for a dialog the user must answer: no close button, Escape and the backdrop do nothing. */
  dismissible?: boolean;
  /** Focused when the dialog opens; else its first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  width?: number;
  /** alertdialog for a question that interrupts (ConfirmDialog); dialog by default. */
  role?: 'dialog' | 'alertdialog';
  /** The id of the text that describes the dialog (aria-describedby). */
  describedBy?: string;
  'data-testid'?: string;
}

/**
 * A modal dialog: rendered into <body>, labelled by its heading, focus trapped inside and given back to
 * the opener on close, the page behind inert and still, Escape and the close button close it.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  dismissible = true,
  initialFocus,
  width = 520,
  role = 'dialog',
  describedBy,
  'data-testid': testId,
}: DialogProps) {
  const { t } = useTranslation('designSystem');
  const titleId = useId();
  const { layer, panel, onKeyDown, onBackdrop } = useModal({ open, onClose, dismissible, initialFocus });
  if (!open) return null;
  return createPortal(
    <Layer ref={layer} onKeyDown={onKeyDown}>
      <Backdrop onClick={onBackdrop} data-testid="dialog-backdrop" />
      <Panel
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        $width={width}
        data-testid={testId}
      >
        <Head>
          <Title id={titleId}>{title}</Title>
          {dismissible && (
            <CloseButton type="button" onClick={onClose} aria-label={t('close')}>
              <Icon name="close" />
            </CloseButton>
          )}
        </Head>
        <Body>{children}</Body>
      </Panel>
    </Layer>,
    document.body,
  );
}

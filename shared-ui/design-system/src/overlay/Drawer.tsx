import { useId, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../primitives/Icon';
import { Backdrop, CloseButton } from './Dialog';
import { useModal } from './useModal';

const slideIn = keyframes`from { transform: translateX(100%); }`;

const Layer = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${(p) => p.theme.zIndices.modal};
`;

const Panel = styled.div`
  position: absolute;
  top: 0;
  right: 0;
  bottom: 0;
  display: flex;
  flex-direction: column;
  width: min(360px, 88vw);
  background: #fff;
  box-shadow: -16px 0 40px rgba(16, 24, 40, 0.18);
  animation: ${slideIn} 0.22s ease-out;
  &:focus {
    outline: none;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 64px;
  padding: 0 16px 0 20px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes[3]}px;
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** Names the drawer (aria-labelledby); shown at its top. */
  title: ReactNode;
  children: ReactNode;
  initialFocus?: RefObject<HTMLElement | null>;
  'data-testid'?: string;
}

/** A panel sliding in from the side (the phone menu): modal, focus trapped, Escape closes, page still. */
export function Drawer({ open, onClose, title, children, initialFocus, 'data-testid': testId }: DrawerProps) {
  const { t } = useTranslation('designSystem');
  const titleId = useId();
  const { layer, panel, onKeyDown, onBackdrop } = useModal({
    open,
    onClose,
    dismissible: true,
    initialFocus,
  });
  if (!open) return null;
  return createPortal(
    <Layer ref={layer} onKeyDown={onKeyDown}>
      <Backdrop onClick={onBackdrop} />
      <Panel
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
      >
        <Head>
          <Title id={titleId}>{title}</Title>
          <CloseButton type="button" onClick={onClose} aria-label={t('close')} style={{ margin: 0 }}>
            <Icon name="close" />
          </CloseButton>
        </Head>
        <Body>{children}</Body>
      </Panel>
    </Layer>,
    document.body,
  );
}

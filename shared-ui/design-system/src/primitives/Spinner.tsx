import { useEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { useTranslation } from 'react-i18next';

// docs/product/chrome.md#loading-indicator: the loading indicator appears only after 200 ms, so fast answers never flash a spinner.
export const SPINNER_DELAY_MS = 200;

const spin = keyframes`to { transform: rotate(360deg); }`;

const Circle = styled.span`
  display: inline-block;
  width: 32px;
  height: 32px;
  border: 3px solid ${(p) => p.theme.colors.border};
  border-top-color: ${(p) => p.theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export function Spinner({ delayMs = SPINNER_DELAY_MS }: { delayMs?: number }) {
  const { t } = useTranslation('designSystem');
  const [visible, setVisible] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return undefined;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!visible) return null;
  return <Circle role="status" aria-label={t('loading')} />;
}

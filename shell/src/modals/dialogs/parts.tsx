import styled from 'styled-components';
import { Link } from '@opengood/platform';

// Building blocks shared by the modal sequence's dialogs.

export const Lead = styled.p`
  margin: 0 0 20px;
  color: ${(p) => p.theme.colors.muted};
  line-height: 1.55;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 10px;
  margin-top: 24px;
  @media (max-width: ${(p) => p.theme.breakpoints[0]}) {
    flex-direction: column-reverse;
    & > * {
      width: 100%;
      justify-content: center;
    }
  }
`;

const button = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 42px;
  padding: 0 20px;
  border-radius: 999px;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
`;

export const PrimaryButton = styled.button`
  ${button}
  border: 1px solid ${(p) => p.theme.colors.primary};
  background: ${(p) => p.theme.colors.primary};
  color: #fff;
  &:hover:not(:disabled) {
    background: ${(p) => p.theme.colors.primaryDark};
  }
  &:disabled {
    opacity: 0.65;
    cursor: progress;
  }
`;

export const SecondaryButton = styled.button`
  ${button}
  border: 1px solid ${(p) => p.theme.colors.border};
  background: #fff;
  color: ${(p) => p.theme.colors.text};
  &:hover:not(:disabled) {
    border-color: ${(p) => p.theme.colors.muted};
  }
`;

export const PrimaryLinkButton = styled(Link)`
  ${button}
  border: 1px solid ${(p) => p.theme.colors.primary};
  background: ${(p) => p.theme.colors.primary};
  color: #fff;
  &:hover {
    background: ${(p) => p.theme.colors.primaryDark};
  }
`;

export const SecondaryLinkButton = styled(Link)`
  ${button}
  border: 1px solid ${(p) => p.theme.colors.border};
  background: #fff;
  color: ${(p) => p.theme.colors.text};
`;

export const Status = styled.p<{ $tone?: 'ok' | 'error' }>`
  margin: 12px 0 0;
  font-size: ${(p) => p.theme.fontSizes[1]}px;
  color: ${(p) => (p.$tone === 'error' ? p.theme.colors.danger : p.theme.colors.primaryDark)};
`;

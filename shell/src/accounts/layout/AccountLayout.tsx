import type { ReactNode } from 'react';
import styled from 'styled-components';

const Backdrop = styled.section`
  background: linear-gradient(180deg, ${(p) => p.theme.colors.surface} 0%, #ffffff 420px);
  padding: 40px 16px 64px;
  @media (max-width: ${(p) => p.theme.breakpoints[0]}) {
    padding: 20px 12px 40px;
  }
`;

export const Panel = styled.div`
  max-width: 440px;
  margin: 0 auto;
  background: #fff;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 12px;
  box-shadow:
    0 1px 2px rgba(16, 24, 40, 0.04),
    0 12px 32px rgba(16, 24, 40, 0.08);
  padding: 32px;
  @media (max-width: ${(p) => p.theme.breakpoints[0]}) {
    padding: 24px 20px;
  }
`;

export const PageHeading = styled.h1`
  margin: 0 0 8px;
  font-size: 26px;
  line-height: 1.25;
  letter-spacing: -0.01em;
`;

export const Intro = styled.p`
  margin: 0 0 24px;
  color: ${(p) => p.theme.colors.muted};
`;

export const Below = styled.p`
  max-width: 440px;
  margin: 20px auto 0;
  text-align: center;
  color: ${(p) => p.theme.colors.muted};
  a {
    font-weight: 600;
  }
`;

/** A status icon above a confirmation's heading (sent, verified, broken link). */
export const Badge = styled.div<{ $tone: 'success' | 'info' | 'warning' }>`
  width: 48px;
  height: 48px;
  border-radius: 50%;
  display: flex;
  align-items: center;
  justify-content: center;
  margin-bottom: 16px;
  color: ${(p) => ({ success: p.theme.colors.primary, info: '#1d4ed8', warning: '#a15c00' })[p.$tone]};
  background: ${(p) => ({ success: '#e3f3ec', info: '#e6edfb', warning: '#fdf1dc' })[p.$tone]};
`;

export const TextRow = styled.p`
  margin: 16px 0 0;
  text-align: center;
  a {
    font-weight: 600;
  }
`;

/** An account page: a centred card on a quiet background, with a line of links under it. */
export function AccountLayout({
  children,
  below,
  label,
}: {
  children: ReactNode;
  below?: ReactNode;
  label?: string;
}) {
  return (
    <Backdrop aria-label={label}>
      <Panel>{children}</Panel>
      {below && <Below>{below}</Below>}
    </Backdrop>
  );
}

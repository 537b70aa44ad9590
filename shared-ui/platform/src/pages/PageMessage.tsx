import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '@opengood/design-system';

// The frame the not-found, error and area-failure pages share: a calm, centred message with its ways on.

const Frame = styled.div`
  max-width: 760px;
  margin: 0 auto;
  padding: 56px 16px 72px;
  text-align: center;
  @media (max-width: ${(p) => p.theme.breakpoints[0]}) {
    padding-top: 32px;
    text-align: left;
  }
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  margin-bottom: 20px;
  border-radius: 50%;
  background: #e7f4ee;
  color: ${(p) => p.theme.colors.primaryDark};
`;

const Eyebrow = styled.p`
  margin: 0 0 8px;
  font-size: ${(p) => p.theme.fontSizes[1]}px;
  font-weight: ${(p) => p.theme.fontWeights.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${(p) => p.theme.colors.muted};
`;

const Title = styled.h1`
  margin: 0 0 12px;
  font-size: clamp(26px, 4vw, 34px);
  line-height: ${(p) => p.theme.lineHeights.heading};
  color: ${(p) => p.theme.colors.text};
`;

const Lead = styled.p`
  max-width: 560px;
  margin: 0 auto 32px;
  font-size: ${(p) => p.theme.fontSizes[3]}px;
  color: ${(p) => p.theme.colors.muted};
  @media (max-width: ${(p) => p.theme.breakpoints[0]}) {
    margin-left: 0;
    font-size: ${(p) => p.theme.fontSizes[2]}px;
  }
`;

export interface PageMessageProps {
  icon: IconName;
  eyebrow?: string;
  title: string;
  message: string;
  children?: ReactNode;
  role?: 'alert';
  'data-testid': string;
  /** The area whose page this is (a remote that failed names itself). */
  'data-area'?: string;
}

export function PageMessage({ icon, eyebrow, title, message, children, role, ...rest }: PageMessageProps) {
  return (
    <Frame role={role} data-testid={rest['data-testid']} data-area={rest['data-area']}>
      <Badge aria-hidden="true">
        <Icon name={icon} size={30} />
      </Badge>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <Title>{title}</Title>
      <Lead>{message}</Lead>
      {children}
    </Frame>
  );
}

/** The ways on from a message page: cards on wide screens, a stacked list on phones. */
export const Options = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  text-align: left;
  li > a,
  li > button {
    display: flex;
    align-items: center;
    gap: 12px;
    width: 100%;
    height: 100%;
    padding: 16px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii[2]}px;
    background: #fff;
    font: inherit;
    font-weight: ${(p) => p.theme.fontWeights.semibold};
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
    cursor: pointer;
    transition:
      border-color 0.15s ease,
      box-shadow 0.15s ease;
  }
  li > a:hover,
  li > button:hover {
    border-color: ${(p) => p.theme.colors.primary};
    box-shadow: 0 4px 14px rgba(11, 110, 79, 0.12);
  }
  li svg {
    flex: none;
    color: ${(p) => p.theme.colors.primary};
  }
`;

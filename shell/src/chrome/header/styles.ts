import styled, { css } from 'styled-components';
import { Link } from '@opengood/platform';

// Shared looks of the header. Desktop controls show from the md breakpoint (992 px, docs/product/chrome.md#header); below it
// the phone menu takes over, so rows of links never wrap.

export const onDesktop = css`
  @media (max-width: calc(${(p) => p.theme.breakpoints[2]} - 0.02px)) {
    display: none !important;
  }
`;

export const onMobile = css`
  @media (min-width: ${(p) => p.theme.breakpoints[2]}) {
    display: none !important;
  }
`;

export const DesktopOnly = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  ${onDesktop}
`;

export const MobileOnly = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  ${onMobile}
`;

/** docs/product/chrome.md#header: 60 px on phones, 58 px from the desktop breakpoint, its border included. */
export const Bar = styled.header`
  position: relative;
  /* Above the search band under it, so the menus that open from the header cover the band. */
  z-index: 2;
  height: ${(p) => p.theme.headerHeight.mobile}px;
  background: rgba(255, 255, 255, 0.97);
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  backdrop-filter: saturate(180%) blur(6px);
  @media (min-width: ${(p) => p.theme.breakpoints[2]}) {
    height: ${(p) => p.theme.headerHeight.desktop}px;
  }
`;

export const Inner = styled.nav`
  display: flex;
  align-items: center;
  gap: 8px;
  max-width: ${(p) => p.theme.sizes.container}px;
  height: 100%;
  margin: 0 auto;
  padding: 0 12px 0 16px;
  @media (min-width: ${(p) => p.theme.breakpoints[2]}) {
    gap: 6px;
    padding: 0 16px;
  }
`;

export const Spacer = styled.div`
  flex: 1;
`;

export const SkipLink = styled.a`
  position: absolute;
  left: 12px;
  top: -48px;
  z-index: ${(p) => p.theme.zIndices.header + 2};
  padding: 8px 14px;
  border-radius: ${(p) => p.theme.radii[2]}px;
  background: ${(p) => p.theme.colors.primaryDark};
  color: #fff;
  font-weight: ${(p) => p.theme.fontWeights.semibold};
  &:focus {
    top: 10px;
  }
`;

const pill = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 38px;
  padding: 0 16px;
  border-radius: ${(p) => p.theme.radii[4]}px;
  font-weight: ${(p) => p.theme.fontWeights.semibold};
  text-decoration: none;
  white-space: nowrap;
`;

export const TextLink = styled(Link)`
  ${pill}
  padding: 0 12px;
  color: ${(p) => p.theme.colors.text};
  &:hover {
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.primaryDark};
  }
`;

export const PrimaryLink = styled(Link)`
  ${pill}
  background: ${(p) => p.theme.colors.primary};
  color: #fff;
  &:hover {
    background: ${(p) => p.theme.colors.primaryDark};
  }
`;

export const DonateLink = styled(Link)`
  ${pill}
  color: #8a4b00;
  border: 1.5px solid ${(p) => p.theme.colors.accent};
  &:hover {
    background: #fff5e6;
  }
  svg {
    color: #c76b00;
  }
`;

/** A count on an icon (new notifications). */
export const CountBadge = styled.span`
  position: absolute;
  top: 4px;
  right: 2px;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: 9px;
  background: ${(p) => p.theme.colors.danger};
  color: #fff;
  font-size: 11px;
  font-weight: ${(p) => p.theme.fontWeights.bold};
  line-height: 18px;
  text-align: center;
`;

/** Two-line menu entries: a label and a muted hint. */
export const ItemText = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.3;
  strong {
    font-weight: ${(p) => p.theme.fontWeights.semibold};
  }
  small {
    font-size: ${(p) => p.theme.fontSizes[0]}px;
    color: ${(p) => p.theme.colors.muted};
  }
`;

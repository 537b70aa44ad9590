import styled, { css } from 'styled-components';
import { space, layout, type SpaceProps, type LayoutProps } from 'styled-system';

type Variant = 'primary' | 'secondary' | 'link';
export type ButtonProps = SpaceProps & LayoutProps & { variant?: Variant };

const variants = {
  primary: css`
    background: ${(p) => p.theme.colors.primary};
    color: #fff;
    border: 1px solid ${(p) => p.theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${(p) => p.theme.colors.primaryDark};
    }
  `,
  secondary: css`
    background: #fff;
    color: ${(p) => p.theme.colors.primary};
    border: 1px solid ${(p) => p.theme.colors.border};
  `,
  link: css`
    background: none;
    border: none;
    color: ${(p) => p.theme.colors.primary};
    padding: 0;
    text-decoration: underline;
  `,
};

export const Button = styled.button.attrs<ButtonProps>((p) => ({ type: p.type ?? 'button' }))<ButtonProps>`
  font: inherit;
  font-weight: 600;
  border-radius: ${(p) => p.theme.radii[1]}px;
  padding: 8px 16px;
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  ${(p) => variants[p.variant ?? 'primary']}
  ${space} ${layout}
`;

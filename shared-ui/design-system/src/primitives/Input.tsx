import styled from 'styled-components';
import { flexbox, space, layout, type FlexboxProps, type SpaceProps, type LayoutProps } from 'styled-system';

export const Input = styled.input<SpaceProps & LayoutProps & FlexboxProps>`
  font: inherit;
  padding: 8px 12px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii[1]}px;
  min-width: 0;
  ${space} ${layout} ${flexbox}
`;

import styled from 'styled-components';
import {
  border,
  color,
  flexbox,
  grid,
  layout,
  position,
  space,
  typography,
  type BorderProps,
  type ColorProps,
  type FlexboxProps,
  type GridProps,
  type LayoutProps,
  type PositionProps,
  type SpaceProps,
  type TypographyProps,
} from 'styled-system';

export type BoxProps = SpaceProps &
  LayoutProps &
  ColorProps &
  FlexboxProps &
  GridProps &
  BorderProps &
  PositionProps &
  TypographyProps;

export const Box = styled.div<BoxProps>`
  ${space} ${layout} ${color} ${flexbox} ${grid} ${border} ${position} ${typography}
`;

export const Flex = styled(Box)`
  display: flex;
`;

export const Container = styled(Box)`
  max-width: ${(p) => p.theme.sizes.container}px;
  margin-left: auto;
  margin-right: auto;
  padding-left: 16px;
  padding-right: 16px;
`;

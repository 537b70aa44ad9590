import styled from 'styled-components';
import {
  color,
  space,
  typography,
  type ColorProps,
  type SpaceProps,
  type TypographyProps,
} from 'styled-system';

export type TextProps = SpaceProps & ColorProps & TypographyProps;

export const Text = styled.p<TextProps>`
  margin: 0;
  ${space} ${color} ${typography}
`;

export const Heading = styled.h1<TextProps>`
  margin: 0 0 12px;
  line-height: ${(p) => p.theme.lineHeights.heading};
  font-size: ${(p) => p.theme.fontSizes[5]}px;
  ${space} ${color} ${typography}
`;

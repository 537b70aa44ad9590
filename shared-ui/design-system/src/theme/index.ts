export { theme, breakpoints } from './theme';
export type { Theme } from './theme';
export { shouldForwardProp } from './shouldForwardProp';
export { GlobalStyle } from './GlobalStyle';

// Breakpoints from docs/product/constants.md#layout (xs 576, sm 768, md 992, lg 1280).
export const breakpoints = ['576px', '768px', '992px', '1280px'];

export const theme = {
  breakpoints,
  space: [0, 4, 8, 12, 16, 24, 32, 48, 64, 96],
  fontSizes: [12, 14, 16, 18, 20, 24, 32, 40],
  fontWeights: { normal: 400, semibold: 600, bold: 700 },
  lineHeights: { body: 1.5, heading: 1.2 },
  radii: [0, 4, 8, 16, 9999],
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  colors: {
    text: '#1d2433',
    muted: '#5b6475',
    background: '#ffffff',
    surface: '#f5f6f8',
    border: '#d9dde3',
    /** The edge of a form control: 4:1 on white (WCAG 1.4.11 asks 3:1 of what shows a control's bounds). */
    controlBorder: '#767f8f',
    primary: '#0b6e4f',
    primaryDark: '#085a40',
    accent: '#f2a541',
    danger: '#b3261e',
    dangerSurface: '#fdf3f2',
    successSurface: '#e8f3ef',
    focus: '#1a73e8',
  },
  sizes: { container: 1200 },
  headerHeight: { mobile: 60, desktop: 58 },
  zIndices: { header: 100, modal: 1000, cookieBar: 9999 },
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // Augmented here (not in a .d.ts) so every package that imports shared-ui sees the typed theme.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}

import { css } from 'styled-components';

/**
 * The look every text-like control shares: 16 px text (phones do not zoom into it), a 40 px target, an edge
 * of 4:1 contrast, a focus ring that always shows, a red edge while invalid that does not rely on colour
 * alone (the error text says it too).
 */
export const controlCss = css`
  display: block;
  width: 100%;
  min-width: 0;
  min-height: 40px;
  margin: 0;
  padding: 8px 12px;
  font: inherit;
  font-size: 16px;
  line-height: 1.4;
  color: ${(p) => p.theme.colors.text};
  background: #fff;
  border: 1px solid ${(p) => p.theme.colors.controlBorder};
  border-radius: ${(p) => p.theme.radii[1]}px;
  &::placeholder {
    color: ${(p) => p.theme.colors.muted};
    opacity: 1;
  }
  &:focus {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${(p) => p.theme.colors.danger};
    box-shadow: 0 0 0 1px ${(p) => p.theme.colors.danger};
  }
  &:disabled {
    color: ${(p) => p.theme.colors.muted};
    background: ${(p) => p.theme.colors.surface};
    cursor: not-allowed;
  }
`;

/** Native checkboxes and radios, larger and in the brand colour, with a visible keyboard focus. */
export const choiceCss = css`
  flex: none;
  width: 20px;
  height: 20px;
  margin: 2px 0 0;
  accent-color: ${(p) => p.theme.colors.primary};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

import { css } from 'styled-components';

/** Phones are narrower than the design system's sm breakpoint (768 px). */
export const PHONE_MAX = '767.98px';

/** On phones a control speaks for itself; its label stays for screen readers only. */
export const labelHiddenOnPhones = css`
  @media (max-width: ${PHONE_MAX}) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

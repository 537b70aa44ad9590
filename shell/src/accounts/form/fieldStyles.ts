import styled from 'styled-components';

export const FieldWrap = styled.div`
  margin-bottom: 20px;
`;

export const Label = styled.label`
  display: block;
  font-weight: 600;
  margin-bottom: 6px;
`;

export const Hint = styled.p`
  margin: -2px 0 6px;
  font-size: ${(p) => p.theme.fontSizes[1]}px;
  color: ${(p) => p.theme.colors.muted};
`;

export const TextInput = styled.input<{ $invalid?: boolean }>`
  display: block;
  width: 100%;
  font: inherit;
  font-size: 16px; /* 16 px or more: phones do not zoom into the field */
  padding: 10px 12px;
  min-height: 44px;
  color: ${(p) => p.theme.colors.text};
  background: #fff;
  border: 1px solid ${(p) => (p.$invalid ? p.theme.colors.danger : '#8a93a3')};
  border-radius: ${(p) => p.theme.radii[2]}px;
  box-shadow: ${(p) => (p.$invalid ? `0 0 0 1px ${p.theme.colors.danger}` : 'none')};
  &:focus {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 1px;
  }
`;

export const FieldError = styled.p`
  display: flex;
  gap: 6px;
  align-items: flex-start;
  margin: 6px 0 0;
  color: ${(p) => p.theme.colors.danger};
  font-size: ${(p) => p.theme.fontSizes[1]}px;
  font-weight: 600;
  svg {
    flex: none;
    margin-top: 2px;
  }
`;

import type { SelectHTMLAttributes } from 'react';
import styled from 'styled-components';

const StyledSelect = styled.select`
  font: inherit;
  padding: 8px 12px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii[1]}px;
  background: #fff;
  &:disabled {
    opacity: 0.6;
  }
`;

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: SelectOption[];
}

// Spec §5: a select with one option or fewer is disabled (there is nothing to choose).
export function Select({ options, disabled, ...rest }: SelectProps) {
  return (
    <StyledSelect {...rest} disabled={disabled || options.length <= 1}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </StyledSelect>
  );
}

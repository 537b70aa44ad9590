import type { Ref, SelectHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { chain, fieldAria, mergeRefs, useFieldContext } from '../forms/fieldContext';
import { controlCss } from '../forms/styles';

const StyledSelect = styled.select<{ $inField: boolean }>`
  font: inherit;
  padding: 8px 12px;
  border: 1px solid ${(p) => p.theme.colors.controlBorder};
  border-radius: ${(p) => p.theme.radii[1]}px;
  background: #fff;
  color: ${(p) => p.theme.colors.text};
  &:disabled {
    opacity: 0.6;
  }
  &[aria-invalid='true'] {
    border-color: ${(p) => p.theme.colors.danger};
    box-shadow: 0 0 0 1px ${(p) => p.theme.colors.danger};
  }
  ${(p) =>
    p.$inField &&
    css`
      ${controlCss}
      padding-right: 32px;
    `}
`;

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: SelectOption[];
  /** A first, empty choice ("Choose…", value ''): what a required select shows before the user picks. */
  placeholder?: string;
  /** Invalid without a Field around it. */
  invalid?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A native select. docs/product/chrome.md#search-bar: a select with one option or fewer is disabled (there is nothing to choose),
 * unless it has a placeholder (then picking the one option is a choice). Inside a Field it takes its id
 * and ARIA wiring and spans the field; inside a FormField its value too.
 */
export function Select({
  options,
  placeholder,
  disabled,
  invalid,
  required,
  ref,
  onBlur,
  ...rest
}: SelectProps) {
  const field = useFieldContext();
  const binding = field?.binding;
  const bound = binding && rest.value === undefined;
  const aria = fieldAria(field, { ...rest, invalid, required, disabled });
  return (
    <StyledSelect
      {...rest}
      {...(bound
        ? {
            name: rest.name ?? binding.name,
            value: binding.value === null || binding.value === undefined ? '' : String(binding.value),
            onChange: binding.onChange,
          }
        : {})}
      {...aria}
      $inField={field !== null}
      disabled={aria.disabled || (placeholder === undefined && options.length <= 1)}
      onBlur={chain(onBlur, binding?.onBlur)}
      ref={mergeRefs(ref, binding?.ref)}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </StyledSelect>
  );
}

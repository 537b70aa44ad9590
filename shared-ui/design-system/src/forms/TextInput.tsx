import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { chain, fieldAria, mergeRefs, useFieldContext, type FieldBinding } from './fieldContext';
import { controlCss } from './styles';

const StyledInput = styled.input`
  ${controlCss}
`;

const StyledTextarea = styled.textarea`
  ${controlCss}
  resize: vertical;
  min-height: 96px;
`;

interface OwnControlProps {
  /** Invalid without a Field around it (inside a Field, the field's error decides). */
  invalid?: boolean;
}

type ValueProps = { value?: unknown; onChange?: unknown; onBlur?: unknown; name?: string };

/** A form library's binding as native value props; the caller's own value and onChange win. */
function bindText(binding: FieldBinding | undefined, own: ValueProps) {
  if (!binding || own.value !== undefined) return {};
  const value = binding.value;
  return {
    name: own.name ?? binding.name,
    value: value === null || value === undefined ? '' : String(value),
    onChange: binding.onChange,
  };
}

export type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> &
  OwnControlProps & { ref?: Ref<HTMLInputElement> };

/**
 * A one-line text box (text, email, password, tel, url, search, number). Inside a Field it takes its id and
 * ARIA wiring from it, and inside a FormField its value too. `required` marks it aria-required (forms are
 * `noValidate`: the kit's messages, not the browser's bubbles, say what is wrong).
 */
export function TextInput({ ref, invalid, required, type = 'text', onBlur, ...rest }: TextInputProps) {
  const field = useFieldContext();
  const binding = field?.binding;
  return (
    <StyledInput
      type={type}
      {...rest}
      {...bindText(binding, rest)}
      {...fieldAria(field, { ...rest, invalid, required })}
      onBlur={chain(onBlur, binding?.onBlur)}
      ref={mergeRefs(ref, binding?.ref)}
    />
  );
}

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> &
  OwnControlProps & { ref?: Ref<HTMLTextAreaElement> };

/** A multi-line text box that grows by hand (vertical resize), wired like TextInput. */
export function Textarea({ ref, invalid, required, rows = 4, onBlur, ...rest }: TextareaProps) {
  const field = useFieldContext();
  const binding = field?.binding;
  return (
    <StyledTextarea
      rows={rows}
      {...rest}
      {...bindText(binding, rest)}
      {...fieldAria(field, { ...rest, invalid, required })}
      onBlur={chain(onBlur, binding?.onBlur)}
      ref={mergeRefs(ref, binding?.ref)}
    />
  );
}

export type DateInputProps = Omit<TextInputProps, 'type' | 'value' | 'onChange' | 'min' | 'max'> & {
  /** An ISO date, `YYYY-MM-DD` ('' when empty), as the contracts and the api write dates. */
  value?: string;
  onChange?: (value: string) => void;
  min?: string;
  max?: string;
};

const StyledDate = styled(StyledInput)`
  max-width: 14em;
`;

/**
 * A date as `YYYY-MM-DD`: the browser's own date control (a calendar and keyboard entry in the page's
 * language, the system's picker on phones), so the value is the same whatever the language shows.
 */
export function DateInput({ ref, invalid, required, value, onChange, onBlur, ...rest }: DateInputProps) {
  const field = useFieldContext();
  const binding = field?.binding;
  const bound = value === undefined && binding;
  return (
    <StyledDate
      type="date"
      {...rest}
      name={rest.name ?? (bound ? binding.name : undefined)}
      value={bound ? String(binding.value ?? '') : value}
      onChange={(e) => (bound ? binding.onChange(e.target.value) : onChange?.(e.target.value))}
      {...fieldAria(field, { ...rest, invalid, required })}
      onBlur={chain(onBlur, binding?.onBlur)}
      ref={mergeRefs(ref, binding?.ref)}
    />
  );
}

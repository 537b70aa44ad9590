import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { Field } from './Field';
import { chain, fieldAria, mergeRefs, useFieldContext } from './fieldContext';
import { choiceCss } from './styles';

const Box = styled.input`
  ${choiceCss}
`;

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> & {
  /** Its label, beside it. Without one, the Checkbox is the control of the Field (`inline`) around it. */
  label?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  invalid?: boolean;
  onChange?: (checked: boolean) => void;
  ref?: Ref<HTMLInputElement>;
};

function CheckboxInput({
  ref,
  invalid,
  required,
  checked,
  onChange,
  onBlur,
  ...rest
}: Omit<CheckboxProps, 'label' | 'hint' | 'error'>) {
  const field = useFieldContext();
  const binding = field?.binding;
  const bound = binding && checked === undefined;
  return (
    <Box
      type="checkbox"
      {...rest}
      name={rest.name ?? (bound ? binding.name : undefined)}
      checked={bound ? Boolean(binding.value) : checked}
      onChange={(e) => (bound ? binding.onChange(e.target.checked) : onChange?.(e.target.checked))}
      {...fieldAria(field, { ...rest, invalid, required })}
      onBlur={chain(onBlur, binding?.onBlur)}
      ref={mergeRefs(ref, binding?.ref)}
    />
  );
}

/**
 * A checkbox with its label beside it (the label is its accessible name and a bigger click target), an
 * optional hint and error read with it. `onChange` gets the new checked state.
 */
export function Checkbox({ label, hint, error, id, ...rest }: CheckboxProps) {
  if (label === undefined) return <CheckboxInput id={id} {...rest} />;
  return (
    <Field label={label} hint={hint} error={error} id={id} inline disabled={rest.disabled}>
      <CheckboxInput {...rest} />
    </Field>
  );
}

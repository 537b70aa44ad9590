import { useId, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { Fieldset, Hint, Label } from './Field';
import { mergeRefs, useFieldContext } from './fieldContext';
import { choiceCss } from './styles';

const Options = styled.div<{ $row: boolean }>`
  display: flex;
  flex-direction: ${(p) => (p.$row ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${(p) => (p.$row ? '8px 24px' : '10px')};
`;

const Option = styled.div`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  ${Label} {
    margin: 0;
    font-weight: ${(p) => p.theme.fontWeights.normal};
    cursor: pointer;
  }
  ${Hint} {
    margin: 2px 0 0;
  }
`;

const Radio = styled.input`
  ${choiceCss}
`;

export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  options: RadioOption[];
  /** The question (a fieldset's legend). Without it, the group is the control of the Fieldset around it. */
  legend?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  value?: string | null;
  onChange?: (value: string) => void;
  /** The radios' shared name; generated when absent. */
  name?: string;
  /** The first radio's id (an error summary's link target). */
  id?: string;
  required?: boolean;
  optional?: boolean;
  disabled?: boolean;
  /** Side by side (short answers like Yes / No). */
  row?: boolean;
  ref?: Ref<HTMLInputElement>;
}

function Radios({ options, value, onChange, name, id, row = false, ref }: RadioGroupProps) {
  const field = useFieldContext();
  const binding = field?.binding;
  const bound = binding && value === undefined;
  const generated = useId();
  const groupName = name ?? binding?.name ?? generated;
  const firstId = id ?? field?.id ?? `${generated}radio`;
  const current = bound ? (binding.value as string | null | undefined) : value;
  const choose = (next: string) => (bound ? binding.onChange(next) : onChange?.(next));
  // Arrow keys move and choose, as the browser does for a named group: no roving code is needed. The
  // first radio takes the id (and the form's ref) so "go to this field" lands on the group.
  return (
    <Options $row={row}>
      {options.map((option, index) => {
        const optionId = index === 0 ? firstId : `${firstId}-${index}`;
        const hintId = option.hint ? `${optionId}-hint` : undefined;
        return (
          <Option key={option.value}>
            <Radio
              type="radio"
              id={optionId}
              name={groupName}
              value={option.value}
              checked={current === option.value}
              onChange={() => choose(option.value)}
              onBlur={binding?.onBlur}
              disabled={option.disabled || field?.disabled || undefined}
              aria-describedby={hintId}
              ref={index === 0 ? mergeRefs(ref, binding?.ref) : undefined}
            />
            <div>
              <Label htmlFor={optionId}>{option.label}</Label>
              {option.hint && <Hint id={hintId}>{option.hint}</Hint>}
            </div>
          </Option>
        );
      })}
    </Options>
  );
}

/**
 * One answer out of a few, all visible: native radios in a fieldset whose legend asks the question (the
 * browser gives arrow-key movement and one tab stop). `onChange` gets the chosen value.
 */
export function RadioGroup({ legend, hint, error, required, optional, disabled, ...rest }: RadioGroupProps) {
  if (legend === undefined) return <Radios {...rest} />;
  return (
    <Fieldset
      legend={legend}
      hint={hint}
      error={error}
      id={rest.id}
      required={required}
      optional={optional}
      disabled={disabled}
    >
      <Radios {...rest} />
    </Fieldset>
  );
}

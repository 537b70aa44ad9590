import { useEffect, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import {
  useController,
  useFormContext,
  type FieldError,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { Field, Fieldset, type FieldProps } from '../Field';
import type { FieldBinding } from '../fieldContext';
import { encodeMessage, type MessageFormat } from '../messages';
import { TextInput } from '../TextInput';
import { useContractFormState } from './context';

export interface FormFieldProps<T extends FieldValues = FieldValues> extends Omit<
  FieldProps,
  'children' | 'error' | 'binding' | 'onMessageFormat' | 'inline'
> {
  /** The field's name in the form's values (a contract field: `email`, `salary.min`). */
  name: FieldPath<T>;
  /** The control: any kit control (TextInput when absent). It binds to the form through the field. */
  children?: ReactElement;
  /** A group of choices (RadioGroup): a fieldset whose legend is the label. */
  group?: boolean;
  /** Control first, label beside it (a Checkbox). */
  inline?: boolean;
  /** Names the field in the error summary when `label` is not plain text. */
  summaryLabel?: string;
}

export type FormFieldComponent<T extends FieldValues> = (props: FormFieldProps<T>) => ReactNode;

/** An RHF error's message: a code (`TOO_SHORT?min=3`), a caller's words, or INVALID for a bare type. */
export function errorMessage(error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (typeof error.message === 'string' && error.message !== '') return error.message;
  return 'INVALID';
}

const safeId = (name: string) => name.replace(/[^A-Za-z0-9_-]/g, '-');

/**
 * A Field bound to the contract form by name: its control shows and changes the form's value, its error is
 * the schema's (or the api's) code in words, and it is listed, linked, in the error summary.
 */
export function FormField<T extends FieldValues = FieldValues>({
  name,
  label,
  children,
  group = false,
  inline = false,
  summaryLabel,
  id: givenId,
  ...rest
}: FormFieldProps<T>) {
  const kit = useContractFormState();
  const { setError } = useFormContext<T>();
  const { field, fieldState } = useController<T>({ name });
  const [format, setFormat] = useState<MessageFormat | null>(null);
  const id = givenId ?? `${kit.idPrefix}-${safeId(name)}`;
  const shownLabel = summaryLabel ?? (typeof label === 'string' ? label : undefined);

  useEffect(
    () => kit.registry.register({ name, id, label: shownLabel, format }),
    [kit.registry, name, id, shownLabel, format],
  );

  const binding = useMemo<FieldBinding>(
    () => ({
      name: field.name,
      value: field.value,
      onChange: field.onChange,
      onBlur: field.onBlur,
      ref: field.ref,
      disabled: field.disabled,
      reject: (code, values) => setError(name, { type: 'control', message: encodeMessage(code, values) }),
    }),
    [field.name, field.value, field.onChange, field.onBlur, field.ref, field.disabled, setError, name],
  );
  const error = fieldState.error ? kit.translate(errorMessage(fieldState.error), name, format) : undefined;
  const props = { ...rest, id, error, binding, onMessageFormat: setFormat };
  const control = children ?? <TextInput />;
  return group ? (
    <Fieldset {...props} legend={label}>
      {control}
    </Fieldset>
  ) : (
    <Field {...props} label={label} inline={inline}>
      {control}
    </Field>
  );
}

import { Icon } from '@opengood/design-system';
import type { AccountForm } from './useAccountForm';
import { useErrorMessage } from './useErrorMessage';
import { FieldError, FieldWrap, Hint, Label, TextInput } from './fieldStyles';

export interface TextFieldProps<F extends string> {
  form: AccountForm<F>;
  name: F;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  hint?: string;
  /** Rendered inside the field's box, after the input (the password toggle). */
  trailing?: React.ReactNode;
}

/** A labelled input with its hint and its error, both tied to it for screen readers. */
export function TextField<F extends string>({
  form,
  name,
  label,
  type = 'text',
  autoComplete,
  hint,
  trailing,
}: TextFieldProps<F>) {
  const message = useErrorMessage();
  const id = form.fieldId(name);
  const error = form.errors[name];
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <FieldWrap>
      <Label htmlFor={id}>{label}</Label>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      <div style={{ position: 'relative' }}>
        <TextInput
          id={id}
          name={name}
          type={type}
          value={form.values[name]}
          onChange={(e) => form.setValue(name, e.target.value)}
          autoComplete={autoComplete}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          $invalid={Boolean(error)}
          spellCheck={type === 'text' ? undefined : false}
          autoCapitalize={type === 'text' ? 'words' : 'none'}
          style={trailing ? { paddingRight: 52 } : undefined}
        />
        {trailing}
      </div>
      {error && (
        <FieldError id={`${id}-error`}>
          <Icon name="alert" size={16} />
          {message(error, name)}
        </FieldError>
      )}
    </FieldWrap>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH } from '@opengood/contracts';
import { Field } from './parts';

export interface Names {
  firstName: string;
  lastName: string;
}
export type NameErrors = Partial<Record<keyof Names, string>>;

/** The contracts' limits for names (updateMeRequestSchema): required, at most NAME_MAX_LENGTH. */
export function checkNames(
  names: Names,
  t: (key: 'required-first' | 'required-last' | 'too-long') => string,
) {
  const errors: NameErrors = {};
  if (!names.firstName.trim()) errors.firstName = t('required-first');
  else if (names.firstName.trim().length > NAME_MAX_LENGTH) errors.firstName = t('too-long');
  if (!names.lastName.trim()) errors.lastName = t('required-last');
  else if (names.lastName.trim().length > NAME_MAX_LENGTH) errors.lastName = t('too-long');
  return errors;
}

/** First and last name inputs, labelled, with their errors announced and tied to the inputs. */
export function NameFields({
  names,
  errors,
  onChange,
}: {
  names: Names;
  errors: NameErrors;
  onChange: (names: Names) => void;
}) {
  const { t } = useTranslation('shell');
  const id = useId();
  const field = (name: keyof Names, label: string, autoComplete: string) => (
    <Field>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        value={names[name]}
        autoComplete={autoComplete}
        maxLength={NAME_MAX_LENGTH + 20}
        aria-invalid={errors[name] ? 'true' : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(e) => onChange({ ...names, [name]: e.target.value })}
      />
      {errors[name] && (
        <span className="error" id={`${id}-${name}-error`}>
          {errors[name]}
        </span>
      )}
    </Field>
  );
  return (
    <>
      {field('firstName', t('modals.informationRequired.firstName'), 'given-name')}
      {field('lastName', t('modals.informationRequired.lastName'), 'family-name')}
    </>
  );
}

export function useNameMessages() {
  const { t } = useTranslation('shell');
  return (key: 'required-first' | 'required-last' | 'too-long') =>
    key === 'required-first'
      ? t('modals.informationRequired.firstNameRequired')
      : key === 'required-last'
        ? t('modals.informationRequired.lastNameRequired')
        : t('modals.informationRequired.tooLong', { max: NAME_MAX_LENGTH });
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH } from '@opengood/contracts';
import { TextInput, type FormFieldComponent, type MessageResolver } from '@opengood/design-system';

/** The names the contract's updateMeRequestSchema checks (required, at most NAME_MAX_LENGTH). */
export interface Names {
  firstName?: string;
  lastName?: string;
}

/** First and last name, as FormFields of a contract form (labelled, their errors tied to the inputs). */
export function NameFields({ FormField }: { FormField: FormFieldComponent<Names> }) {
  const { t } = useTranslation('shell');
  return (
    <>
      <FormField name="firstName" label={t('modals.informationRequired.firstName')} required>
        <TextInput autoComplete="given-name" maxLength={NAME_MAX_LENGTH + 20} />
      </FormField>
      <FormField name="lastName" label={t('modals.informationRequired.lastName')} required>
        <TextInput autoComplete="family-name" maxLength={NAME_MAX_LENGTH + 20} />
      </FormField>
    </>
  );
}

/** The dialogs' words for the contract's name codes, by field; the kit words the rest. */
export function useNameMessages(): MessageResolver {
  const { t } = useTranslation('shell');
  return useCallback(
    (code, { field }) => {
      if (code === 'NAME_REQUIRED')
        return field === 'lastName'
          ? t('modals.informationRequired.lastNameRequired')
          : t('modals.informationRequired.firstNameRequired');
      if (code === 'NAME_TOO_LONG') return t('modals.informationRequired.tooLong', { max: NAME_MAX_LENGTH });
      return null;
    },
    [t],
  );
}

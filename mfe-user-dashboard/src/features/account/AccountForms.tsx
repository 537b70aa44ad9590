import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PASSWORD_MIN_LENGTH,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  updateMeRequestSchema,
  type User,
} from '@opengood/contracts';
import {
  Button,
  ContractForm,
  Text,
  TextInput,
  useContractForm,
  type MessageResolver,
} from '@opengood/design-system';
import { useMutation } from '@opengood/platform';
import { knownCode } from '../../i18n';
import { Status } from '../layout/DashboardFrame';
import { useRunMutation } from '../mutations';
import { changeEmail, changePassword, saveNames } from './accountMutations';

// The account forms whose request has a contract schema: they validate with it (the api's own rules and
// codes) through the forms kit. A chunk of their own (zod, react-hook-form), fetched with the page's forms.

/** The accounts' codes (the contract's and the api's) in the page's words; the kit says the rest. */
function useAccountMessages(): MessageResolver {
  const { t, i18n } = useTranslation('userDashboard');
  return useCallback(
    (code) => {
      const known = knownCode(i18n, 'account.errors', code);
      return known ? t(`account.errors.${known}`) : null;
    },
    [t],
  );
}

/** "Saving…" while the write runs, then what it did. */
function SavedStatus({ status, text }: { status: string; text: string }) {
  const { t } = useTranslation('userDashboard');
  return <Status>{status === 'pending' ? t('common.saving') : status === 'succeeded' ? text : ''}</Status>;
}

export function NamesForm({ user }: { user: User }) {
  const { t } = useTranslation('userDashboard');
  const run = useRunMutation();
  const { status } = useMutation(saveNames);
  const form = useContractForm(updateMeRequestSchema, {
    defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
    messages: useAccountMessages(),
  });
  const { FormField } = form;
  return (
    <ContractForm form={form} onSubmit={(names) => run(saveNames, names)} data-testid="names-form">
      <FormField name="firstName" label={t('account.names.firstName')}>
        <TextInput autoComplete="given-name" />
      </FormField>
      <FormField name="lastName" label={t('account.names.lastName')}>
        <TextInput autoComplete="family-name" />
      </FormField>
      <Button type="submit" disabled={status === 'pending'}>
        {t('common.save')}
      </Button>
      <SavedStatus status={status} text={t('account.names.saved')} />
    </ContractForm>
  );
}

export function EmailForm({ user }: { user: User }) {
  const { t } = useTranslation('userDashboard');
  const run = useRunMutation();
  const { status } = useMutation(changeEmail);
  const form = useContractForm(changeEmailRequestSchema, {
    defaultValues: { email: '', password: '' },
    messages: useAccountMessages(),
  });
  const { FormField } = form;
  return (
    <>
      <Text>
        {t('account.email.current', { email: user.email })}{' '}
        <Text as="span" color="muted">
          {user.emailVerified ? t('account.email.verified') : t('account.email.unverified')}
        </Text>
      </Text>
      <ContractForm form={form} onSubmit={(change) => run(changeEmail, change)} data-testid="email-form">
        <FormField name="email" label={t('account.email.newEmail')} hint={t('account.email.hint')}>
          <TextInput type="email" autoComplete="email" />
        </FormField>
        <FormField name="password" label={t('account.currentPassword')}>
          <TextInput type="password" autoComplete="current-password" />
        </FormField>
        <Button type="submit" disabled={status === 'pending'}>
          {t('account.email.submit')}
        </Button>
        <SavedStatus status={status} text={t('account.email.sent')} />
      </ContractForm>
    </>
  );
}

export function PasswordForm() {
  const { t } = useTranslation('userDashboard');
  const run = useRunMutation();
  const { status } = useMutation(changePassword);
  const form = useContractForm(changePasswordRequestSchema, {
    defaultValues: { currentPassword: '', newPassword: '' },
    messages: useAccountMessages(),
  });
  const { FormField } = form;
  return (
    <ContractForm form={form} onSubmit={(change) => run(changePassword, change)} data-testid="password-form">
      <FormField name="currentPassword" label={t('account.currentPassword')}>
        <TextInput type="password" autoComplete="current-password" />
      </FormField>
      <FormField
        name="newPassword"
        label={t('account.password.newPassword')}
        hint={t('account.password.hint', { min: PASSWORD_MIN_LENGTH })}
      >
        <TextInput type="password" autoComplete="new-password" />
      </FormField>
      <Button type="submit" disabled={status === 'pending'}>
        {t('account.password.submit')}
      </Button>
      <SavedStatus status={status} text={t('account.password.saved')} />
    </ContractForm>
  );
}

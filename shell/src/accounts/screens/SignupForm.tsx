import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PASSWORD_MIN_LENGTH, signupRequestSchema, type Lang, type User } from '@opengood/contracts';
import { userSignedIn } from '@opengood/platform';
import { ErrorSummary, PasswordField, schemaErrors, SubmitButton, TextField, useAccountForm } from '../form';
import { useAccountServices } from './useAccountServices';

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;
type Field = (typeof FIELDS)[number];

const Names = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0 12px;
  @media (max-width: ${(p) => p.theme.breakpoints[0]}) {
    grid-template-columns: 1fr;
  }
`;

export const checkSignup = (lang: Lang) => (values: Record<Field, string>) =>
  schemaErrors(signupRequestSchema, { ...values, lang }, FIELDS);

export interface SignupFormProps {
  invite?: string | null;
  /** After the account exists (signed in, not verified yet): the page shows "check your email". */
  onSignedUp: (user: User) => Promise<void> | void;
}

/** The sign-up form of /signup and of the sign-up-to-post pages; the account is in the page's language. */
export function SignupForm({ invite, onSignedUp }: SignupFormProps) {
  const { t } = useTranslation('shell');
  const { api, dispatch, lang } = useAccountServices();
  const form = useAccountForm({
    fields: FIELDS,
    check: checkSignup(lang),
    submit: async (values) => {
      const user = await api.signUp({ ...values, lang, ...(invite ? { invite } : {}) });
      dispatch(userSignedIn(user));
      await onSignedUp(user);
    },
  });
  const labels: Record<Field, string> = {
    firstName: t('accounts.fields.firstName'),
    lastName: t('accounts.fields.lastName'),
    email: t('accounts.fields.email'),
    password: t('accounts.fields.password'),
  };
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate>
      <ErrorSummary form={form} labels={labels} />
      <Names>
        <TextField form={form} name="firstName" label={labels.firstName} autoComplete="given-name" />
        <TextField form={form} name="lastName" label={labels.lastName} autoComplete="family-name" />
      </Names>
      <TextField form={form} name="email" type="email" label={labels.email} autoComplete="email" />
      <PasswordField
        form={form}
        name="password"
        label={labels.password}
        autoComplete="new-password"
        hint={t('accounts.fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
      />
      <SubmitButton
        pending={form.pending}
        label={t('accounts.signup.submit')}
        pendingLabel={t('accounts.signup.submitting')}
      />
    </form>
  );
}

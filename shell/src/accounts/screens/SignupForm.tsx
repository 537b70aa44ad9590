import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PASSWORD_MIN_LENGTH, signupRequestSchema, type User } from '@opengood/contracts';
import { ContractForm, FormErrorSummary, TextInput, useContractForm } from '@opengood/design-system';
import { useLang, useMutation } from '@opengood/platform';
import { signUp } from '../accountMutations';
import { PasswordInput, SubmitButton, useAccountMessages } from '../form';

const Names = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0 12px;
  @media (max-width: ${(p) => p.theme.breakpoints[0]}) {
    grid-template-columns: 1fr;
  }
`;

export interface SignupFormProps {
  invite?: string | null;
  /** After the account exists (signed in, not verified yet): the page shows "check your email". */
  onSignedUp: (user: User) => Promise<void> | void;
}

/**
 * The sign-up form of /signup and of the sign-up-to-post pages, checked with the contract's schema; the
 * account is in the page's language.
 */
export function SignupForm({ invite, onSignedUp }: SignupFormProps) {
  const { t } = useTranslation('shell');
  const lang = useLang();
  const signup = useMutation(signUp);
  const form = useContractForm(signupRequestSchema, {
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
    messages: useAccountMessages(),
  });
  const { FormField } = form;
  return (
    <ContractForm
      form={form}
      summary="none"
      onSubmit={async (values) => {
        const { user } = await signup.mutateAsync({ ...values, lang, ...(invite ? { invite } : {}) });
        await onSignedUp(user);
      }}
    >
      <FormErrorSummary title={t('accounts.errors.summary')} />
      <Names>
        <FormField name="firstName" label={t('accounts.fields.firstName')} required>
          <TextInput autoComplete="given-name" autoCapitalize="words" />
        </FormField>
        <FormField name="lastName" label={t('accounts.fields.lastName')} required>
          <TextInput autoComplete="family-name" autoCapitalize="words" />
        </FormField>
      </Names>
      <FormField name="email" label={t('accounts.fields.email')} required>
        <TextInput type="email" autoComplete="email" spellCheck={false} autoCapitalize="none" />
      </FormField>
      <FormField
        name="password"
        label={t('accounts.fields.password')}
        hint={t('accounts.fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        required
      >
        <PasswordInput autoComplete="new-password" />
      </FormField>
      <SubmitButton
        pending={signup.status === 'pending'}
        label={t('accounts.signup.submit')}
        pendingLabel={t('accounts.signup.submitting')}
      />
    </ContractForm>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forgotPasswordRequestSchema } from '@opengood/contracts';
import { ContractForm, FormErrorSummary, Icon, TextInput, useContractForm } from '@opengood/design-system';
import { loginPath } from '@opengood/routes';
import { Link, useDocumentTitle, useMutation } from '@opengood/platform';
import { requestPasswordReset } from '../accountMutations';
import { SubmitButton, useAccountMessages } from '../form';
import { AccountLayout, Badge, Intro, PageHeading } from '../layout/AccountLayout';
import { useFocusOnMount } from '../layout/useFocusOnMount';

function Sent({ email }: { email: string }) {
  const { t } = useTranslation('shell');
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div data-testid="reset-link-sent">
      <Badge $tone="info">
        <Icon name="mail" size={24} />
      </Badge>
      <PageHeading tabIndex={-1} ref={heading}>
        {t('accounts.forgot.sentHeading')}
      </PageHeading>
      <Intro>{t('accounts.forgot.sent', { email })}</Intro>
    </div>
  );
}

/**
 * /forgot-password: asks for a reset link. The confirmation is the same whether an account uses the
 * address or not, so the page cannot be used to find out who has an account.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('shell');
  const request = useMutation(requestPasswordReset);
  // The address the link went to (the page then says so instead of the form).
  const [sentTo, setSentTo] = useState<string | null>(null);
  useDocumentTitle(t('accounts.titles.forgotPassword'));
  const form = useContractForm(forgotPasswordRequestSchema, {
    defaultValues: { email: '' },
    messages: useAccountMessages(),
  });
  const { FormField } = form;
  return (
    <AccountLayout below={<Link href={loginPath()}>{t('accounts.forgot.backToLogin')}</Link>}>
      {sentTo !== null ? (
        <Sent email={sentTo} />
      ) : (
        <>
          <PageHeading>{t('accounts.forgot.heading')}</PageHeading>
          <Intro>{t('accounts.forgot.intro')}</Intro>
          <ContractForm
            form={form}
            summary="none"
            onSubmit={async ({ email }) => {
              await request.mutateAsync(email);
              // Said as the visitor typed it.
              setSentTo(form.getValues('email').trim());
            }}
          >
            <FormErrorSummary title={t('accounts.errors.summary')} />
            <FormField name="email" label={t('accounts.fields.email')} required>
              <TextInput type="email" autoComplete="email" spellCheck={false} autoCapitalize="none" />
            </FormField>
            <SubmitButton
              pending={request.status === 'pending'}
              label={t('accounts.forgot.submit')}
              pendingLabel={t('accounts.forgot.submitting')}
            />
          </ContractForm>
        </>
      )}
    </AccountLayout>
  );
}

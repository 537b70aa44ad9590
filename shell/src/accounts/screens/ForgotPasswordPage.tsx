import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@opengood/design-system';
import { forgotPasswordRequestSchema } from '@opengood/contracts';
import { loginPath } from '@opengood/routes';
import { Link, useDocumentTitle } from '@opengood/platform';
import { ErrorSummary, schemaErrors, SubmitButton, TextField, useAccountForm } from '../form';
import { AccountLayout, Badge, Intro, PageHeading } from '../layout/AccountLayout';
import { useFocusOnMount } from '../layout/useFocusOnMount';
import { useAccountServices } from './useAccountServices';

const FIELDS = ['email'] as const;

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
  const { api } = useAccountServices();
  const [sentTo, setSentTo] = useState<string | null>(null);
  useDocumentTitle(t('accounts.titles.forgotPassword'));
  const form = useAccountForm({
    fields: FIELDS,
    check: (values) => schemaErrors(forgotPasswordRequestSchema, values, FIELDS),
    submit: async ({ email }) => {
      await api.forgotPassword(email);
      setSentTo(email.trim());
    },
  });
  const labels = { email: t('accounts.fields.email') };
  return (
    <AccountLayout below={<Link href={loginPath()}>{t('accounts.forgot.backToLogin')}</Link>}>
      {sentTo !== null ? (
        <Sent email={sentTo} />
      ) : (
        <>
          <PageHeading>{t('accounts.forgot.heading')}</PageHeading>
          <Intro>{t('accounts.forgot.intro')}</Intro>
          <form ref={form.formRef} onSubmit={form.onSubmit} noValidate>
            <ErrorSummary form={form} labels={labels} />
            <TextField form={form} name="email" type="email" label={labels.email} autoComplete="email" />
            <SubmitButton
              pending={form.pending}
              label={t('accounts.forgot.submit')}
              pendingLabel={t('accounts.forgot.submitting')}
            />
          </form>
        </>
      )}
    </AccountLayout>
  );
}

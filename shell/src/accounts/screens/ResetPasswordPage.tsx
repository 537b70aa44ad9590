import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@opengood/design-system';
import { PASSWORD_MIN_LENGTH, resetPasswordRequestSchema, tokenParamsSchema } from '@opengood/contracts';
import { INVALID_OR_EXPIRED_LINK_PATH, loginPath } from '@opengood/routes';
import { isHttpError, Link, useDocumentTitle } from '@opengood/platform';
import {
  ErrorSummary,
  PasswordField,
  schemaErrors,
  SubmitButton,
  useAccountForm,
  type FieldErrors,
} from '../form';
import { AccountLayout, Badge, Intro, PageHeading, TextRow } from '../layout/AccountLayout';
import { useFocusOnMount } from '../layout/useFocusOnMount';
import { useAccountServices } from './useAccountServices';

const FIELDS = ['password', 'confirm'] as const;
type Field = (typeof FIELDS)[number];

export function checkReset(values: Record<Field, string>): FieldErrors<Field> {
  const errors = schemaErrors(resetPasswordRequestSchema, values, FIELDS);
  if (errors.password === undefined && values.confirm !== values.password)
    errors.confirm = 'PASSWORD_MISMATCH';
  return errors;
}

/** The api's answer to a token it does not know (spent, expired, never issued). */
export function isInvalidToken(error: unknown): boolean {
  return isHttpError(error) && error.errors.token !== undefined;
}

function Done() {
  const { t } = useTranslation('shell');
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div data-testid="password-changed">
      <Badge $tone="success">
        <Icon name="check" size={24} />
      </Badge>
      <PageHeading tabIndex={-1} ref={heading}>
        {t('accounts.reset.doneHeading')}
      </PageHeading>
      <Intro>{t('accounts.reset.done')}</Intro>
      <TextRow>
        <Link href={loginPath()}>{t('accounts.reset.logIn')}</Link>
      </TextRow>
    </div>
  );
}

/** /reset-password/{token}: a new password, typed twice. A link the api does not accept is a dead end page. */
export function ResetPasswordPage({ token }: { token: string }) {
  const { t } = useTranslation('shell');
  const { api, navigate } = useAccountServices();
  const [done, setDone] = useState(false);
  const malformed = !tokenParamsSchema.safeParse({ token }).success;
  useDocumentTitle(t('accounts.titles.resetPassword'));
  useEffect(() => {
    if (malformed) navigate(INVALID_OR_EXPIRED_LINK_PATH, { replace: true });
  }, [malformed, navigate]);

  const form = useAccountForm({
    fields: FIELDS,
    check: checkReset,
    submit: async ({ password }) => {
      try {
        await api.resetPassword(token, password);
        setDone(true);
      } catch (error) {
        if (!isInvalidToken(error)) throw error;
        navigate(INVALID_OR_EXPIRED_LINK_PATH, { replace: true });
      }
    },
  });
  const labels: Record<Field, string> = {
    password: t('accounts.fields.newPassword'),
    confirm: t('accounts.fields.confirmPassword'),
  };
  if (malformed) return null;
  return (
    <AccountLayout>
      {done ? (
        <Done />
      ) : (
        <>
          <PageHeading>{t('accounts.reset.heading')}</PageHeading>
          <Intro>{t('accounts.reset.intro')}</Intro>
          <form ref={form.formRef} onSubmit={form.onSubmit} noValidate>
            <ErrorSummary form={form} labels={labels} />
            <PasswordField
              form={form}
              name="password"
              label={labels.password}
              autoComplete="new-password"
              hint={t('accounts.fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            />
            <PasswordField form={form} name="confirm" label={labels.confirm} autoComplete="new-password" />
            <SubmitButton
              pending={form.pending}
              label={t('accounts.reset.submit')}
              pendingLabel={t('accounts.reset.submitting')}
            />
          </form>
        </>
      )}
    </AccountLayout>
  );
}

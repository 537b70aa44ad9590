import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ContractForm,
  FormErrorSummary,
  Icon,
  useContractForm,
  type ContractFormApi,
  type FormFieldComponent,
} from '@opengood/design-system';
import { PASSWORD_MIN_LENGTH, resetPasswordRequestSchema, tokenParamsSchema } from '@opengood/contracts';
import { INVALID_OR_EXPIRED_LINK_PATH, loginPath } from '@opengood/routes';
import { isHttpError, Link, useDocumentTitle, useMutation, useNavigate } from '@opengood/platform';
import { resetPassword } from '../accountMutations';
import { PasswordInput, SubmitButton, useAccountMessages } from '../form';
import { AccountLayout, Badge, Intro, PageHeading, TextRow } from '../layout/AccountLayout';
import { useFocusOnMount } from '../layout/useFocusOnMount';

/** The api's answer to a token it does not know (spent, expired, never issued). */
export function isInvalidToken(error: unknown): boolean {
  return isHttpError(error) && error.errors.token !== undefined;
}

/** The form's values: the contract's (the new password) and its confirmation, which stays on the page. */
type ResetForm = ContractFormApi<{ password: string }, { password: string }>;

/**
 * The confirmation, checked once the contract is satisfied with the password: put beside it as a refusal
 * of the form's own (the summary takes the focus). True when the two match.
 */
function confirmed(form: ResetForm, confirm: string, password: string): boolean {
  if (confirm === password) return true;
  form.setError('confirm' as never, { type: 'validate', message: 'PASSWORD_MISMATCH' });
  form.contract.failed();
  return false;
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
  const navigate = useNavigate();
  const reset = useMutation(resetPassword, token);
  const [done, setDone] = useState(false);
  const malformed = !tokenParamsSchema.safeParse({ token }).success;
  useDocumentTitle(t('accounts.titles.resetPassword'));
  useEffect(() => {
    if (malformed) navigate(INVALID_OR_EXPIRED_LINK_PATH, { replace: true });
  }, [malformed, navigate]);

  const form = useContractForm(resetPasswordRequestSchema, {
    defaultValues: { password: '', confirm: '' } as { password: string },
    messages: useAccountMessages(),
  });
  // `confirm` is the page's own field: the contract knows only the password.
  const FormField = form.FormField as unknown as FormFieldComponent<{ password: string; confirm: string }>;
  if (malformed) return null;
  return (
    <AccountLayout>
      {done ? (
        <Done />
      ) : (
        <>
          <PageHeading>{t('accounts.reset.heading')}</PageHeading>
          <Intro>{t('accounts.reset.intro')}</Intro>
          <ContractForm
            form={form}
            summary="none"
            onSubmit={async ({ password }) => {
              const { confirm } = form.getValues() as { confirm?: string };
              if (!confirmed(form, confirm ?? '', password)) return;
              try {
                await reset.mutateAsync({ token, password });
                setDone(true);
              } catch (error) {
                if (!isInvalidToken(error)) throw error;
                navigate(INVALID_OR_EXPIRED_LINK_PATH, { replace: true });
              }
            }}
          >
            <FormErrorSummary title={t('accounts.errors.summary')} />
            <FormField
              name="password"
              label={t('accounts.fields.newPassword')}
              hint={t('accounts.fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
              required
            >
              <PasswordInput autoComplete="new-password" />
            </FormField>
            <FormField name="confirm" label={t('accounts.fields.confirmPassword')} required>
              <PasswordInput autoComplete="new-password" />
            </FormField>
            <SubmitButton
              pending={reset.status === 'pending'}
              label={t('accounts.reset.submit')}
              pendingLabel={t('accounts.reset.submitting')}
            />
          </ContractForm>
        </>
      )}
    </AccountLayout>
  );
}

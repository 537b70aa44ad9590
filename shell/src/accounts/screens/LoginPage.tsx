import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { loginRequestSchema } from '@opengood/contracts';
import { ContractForm, FormErrorSummary, TextInput, useContractForm } from '@opengood/design-system';
import { forgotPasswordPath, homePath, safeReturnPath, signupPath } from '@opengood/routes';
import {
  Link,
  selectEnvironment,
  useAppSelector,
  useCurrentUrl,
  useDocumentTitle,
  useLang,
  useMutation,
  useNavigate,
} from '@opengood/platform';
import { logIn } from '../accountMutations';
import { PasswordInput, SubmitButton, useAccountMessages } from '../form';
import { AccountLayout, Intro, PageHeading } from '../layout/AccountLayout';
import { oidcAvailable, oidcFailed, oidcStartHref } from '../oidc';

const Forgot = styled.p`
  margin: -8px 0 20px;
  text-align: right;
  font-size: ${(p) => p.theme.fontSizes[1]}px;
`;

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 20px 0;
  color: ${(p) => p.theme.colors.muted};
  font-size: ${(p) => p.theme.fontSizes[1]}px;
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${(p) => p.theme.colors.border};
  }
`;

const ProviderButton = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: 10px 16px;
  border: 1px solid #8a93a3;
  border-radius: ${(p) => p.theme.radii[2]}px;
  color: ${(p) => p.theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${(p) => p.theme.colors.surface};
  }
`;

/** /login and /fair/login: email and password, back to `to` (a path of this site) once signed in. */
export function LoginPage({ fair }: { fair: boolean }) {
  const { t } = useTranslation('shell');
  const lang = useLang();
  const navigate = useNavigate();
  const url = useCurrentUrl();
  const environment = useAppSelector(selectEnvironment);
  const to = safeReturnPath(url.searchParams.get('to')) ?? (fair ? '/fair' : homePath(lang));
  useDocumentTitle(t('accounts.titles.login'));
  const login = useMutation(logIn);

  // The contract refuses an empty password as INVALID_CREDENTIALS (what the api says to a wrong one); the
  // page asks for it instead.
  const passwordEmpty = useRef<() => boolean>(() => false);
  const emptyPassword = useCallback(
    (code: string, field: string | undefined) =>
      field === 'password' && code === 'INVALID_CREDENTIALS' && passwordEmpty.current()
        ? 'PASSWORD_REQUIRED'
        : null,
    [],
  );
  const form = useContractForm(loginRequestSchema, {
    defaultValues: { email: '', password: '' },
    messages: useAccountMessages(emptyPassword),
  });
  passwordEmpty.current = () => form.getValues('password') === '';
  const { FormField } = form;
  const refused = form.formState.errors.root !== undefined;

  return (
    <AccountLayout
      below={
        <>
          {t('accounts.login.newHere')} <Link href={signupPath()}>{t('accounts.login.signUp')}</Link>
        </>
      }
    >
      <PageHeading>{t('accounts.login.heading')}</PageHeading>
      <Intro>{t('accounts.login.intro')}</Intro>
      {oidcFailed(url.searchParams) && !refused && (
        <p role="alert" data-testid="oidc-error">
          {t('accounts.errors.OIDC_FAILED')}
        </p>
      )}
      <ContractForm
        form={form}
        summary="none"
        onSubmit={async (values) => {
          await login.mutateAsync(values);
          navigate(to);
        }}
      >
        <FormErrorSummary title={t('accounts.errors.summary')} />
        <FormField name="email" label={t('accounts.fields.email')} required>
          <TextInput type="email" autoComplete="username" spellCheck={false} autoCapitalize="none" />
        </FormField>
        <FormField name="password" label={t('accounts.fields.password')} required>
          <PasswordInput autoComplete="current-password" />
        </FormField>
        <Forgot>
          <Link href={forgotPasswordPath()}>{t('accounts.login.forgot')}</Link>
        </Forgot>
        <SubmitButton
          pending={login.status === 'pending'}
          label={t('accounts.login.submit')}
          pendingLabel={t('accounts.login.submitting')}
        />
      </ContractForm>
      {oidcAvailable(environment) && (
        <>
          <Divider>{t('accounts.login.or')}</Divider>
          <ProviderButton href={oidcStartHref(to)}>{t('accounts.login.oidc')}</ProviderButton>
        </>
      )}
    </AccountLayout>
  );
}

import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { loginRequestSchema } from '@opengood/contracts';
import { forgotPasswordPath, homePath, safeReturnPath, signupPath } from '@opengood/routes';
import {
  Link,
  selectEnvironment,
  useAppSelector,
  useCurrentUrl,
  useDocumentTitle,
  userSignedIn,
} from '@opengood/platform';
import {
  ErrorSummary,
  PasswordField,
  schemaErrors,
  SubmitButton,
  TextField,
  useAccountForm,
  type FieldErrors,
} from '../form';
import { AccountLayout, Intro, PageHeading } from '../layout/AccountLayout';
import { oidcAvailable, oidcFailed } from '../oidc';
import { useAccountServices } from './useAccountServices';

const FIELDS = ['email', 'password'] as const;
type Field = (typeof FIELDS)[number];

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

export function checkLogin(values: Record<Field, string>): FieldErrors<Field> {
  const errors = schemaErrors(loginRequestSchema, values, FIELDS);
  if (values.password === '') errors.password = 'PASSWORD_REQUIRED';
  return errors;
}

/** /login and /fair/login: email and password, back to `to` (a path of this site) once signed in. */
export function LoginPage({ fair }: { fair: boolean }) {
  const { t } = useTranslation('shell');
  const { api, dispatch, navigate, lang } = useAccountServices();
  const url = useCurrentUrl();
  const environment = useAppSelector(selectEnvironment);
  const to = safeReturnPath(url.searchParams.get('to')) ?? (fair ? '/fair' : homePath(lang));
  useDocumentTitle(t('accounts.titles.login'));

  const form = useAccountForm({
    fields: FIELDS,
    check: checkLogin,
    submit: async (values) => {
      const user = await api.logIn(values);
      dispatch(userSignedIn(user));
      navigate(to);
    },
  });
  const labels = { email: t('accounts.fields.email'), password: t('accounts.fields.password') };

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
      {oidcFailed(url.searchParams) && form.formError === null && (
        <p role="alert" data-testid="oidc-error">
          {t('accounts.errors.OIDC_FAILED')}
        </p>
      )}
      <form ref={form.formRef} onSubmit={form.onSubmit} noValidate>
        <ErrorSummary form={form} labels={labels} />
        <TextField form={form} name="email" type="email" label={labels.email} autoComplete="username" />
        <PasswordField form={form} name="password" label={labels.password} autoComplete="current-password" />
        <Forgot>
          <Link href={forgotPasswordPath()}>{t('accounts.login.forgot')}</Link>
        </Forgot>
        <SubmitButton
          pending={form.pending}
          label={t('accounts.login.submit')}
          pendingLabel={t('accounts.login.submitting')}
        />
      </form>
      {oidcAvailable(environment) && (
        <>
          <Divider>{t('accounts.login.or')}</Divider>
          <ProviderButton href={api.oidcStartUrl(to)}>{t('accounts.login.oidc')}</ProviderButton>
        </>
      )}
    </AccountLayout>
  );
}

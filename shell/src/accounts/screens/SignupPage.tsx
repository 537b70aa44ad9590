import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginPath } from '@opengood/routes';
import { Link, useCurrentUrl, useDocumentTitle } from '@opengood/platform';
import { AccountLayout, Intro, PageHeading } from '../layout/AccountLayout';
import { CheckEmail } from './CheckEmail';
import { SignupForm } from './SignupForm';

/** /signup (optional `invite`): the account, then "check your email". */
export function SignupPage() {
  const { t } = useTranslation('shell');
  const invite = useCurrentUrl().searchParams.get('invite');
  const [signedUpAs, setSignedUpAs] = useState<string | null>(null);
  useDocumentTitle(t('accounts.titles.signup'));
  if (signedUpAs !== null)
    return (
      <AccountLayout>
        <CheckEmail email={signedUpAs} />
      </AccountLayout>
    );
  return (
    <AccountLayout
      below={
        <>
          {t('accounts.signup.haveAccount')} <Link href={loginPath()}>{t('accounts.signup.logIn')}</Link>
        </>
      }
    >
      <PageHeading>{t('accounts.signup.heading')}</PageHeading>
      <Intro>{invite ? t('accounts.signup.invited') : t('accounts.signup.intro')}</Intro>
      <SignupForm invite={invite} onSignedUp={(user) => setSignedUpAs(user.email)} />
    </AccountLayout>
  );
}

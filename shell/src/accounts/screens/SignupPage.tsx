import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginPath, userInvitePath } from '@opengood/routes';
import {
  keepTmpRecords,
  Link,
  rememberPendingTmp,
  useCurrentUrl,
  useDocumentTitle,
  useMutation,
  useNavigate,
} from '@opengood/platform';
import { withTmpId } from '../../session/tmpUrl';
import { AccountLayout, Intro, PageHeading } from '../layout/AccountLayout';
import { CheckEmail } from './CheckEmail';
import { SignupForm } from './SignupForm';

/** An invitation's id (the contracts' inviteIdSchema): 22 characters of base64url. */
const INVITE_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * /signup (optional `invite`): the account, then "check your email". Signing up through an invitation
 * keeps "go back to the invitation" for after verification (as sign-up-to-post keeps posting), so the new
 * admin accepts it with the address just confirmed; the log-in link comes back to it too.
 */
export function SignupPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const invite = useCurrentUrl().searchParams.get('invite');
  const invitePage = invite !== null && INVITE_ID.test(invite) ? userInvitePath(invite) : null;
  const keep = useMutation(keepTmpRecords);
  const [signedUpAs, setSignedUpAs] = useState<string | null>(null);
  useDocumentTitle(t('accounts.titles.signup'));

  const onSignedUp = async (email: string) => {
    if (invitePage) {
      const kept = await keep.mutate([{ kind: 'SIGNUP_BLOCK_REDIRECT', data: { url: invitePage } }]);
      if (kept) {
        rememberPendingTmp(kept.data.id);
        navigate(withTmpId(window.location.pathname + window.location.search, kept.data.id), {
          replace: true,
        });
      }
    }
    setSignedUpAs(email);
  };

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
          {t('accounts.signup.haveAccount')}{' '}
          <Link href={loginPath(invitePage)}>{t('accounts.signup.logIn')}</Link>
        </>
      }
    >
      <PageHeading>{t('accounts.signup.heading')}</PageHeading>
      <Intro>{invite ? t('accounts.signup.invited') : t('accounts.signup.intro')}</Intro>
      <SignupForm invite={invite} onSignedUp={(user) => void onSignedUp(user.email)} />
    </AccountLayout>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '@opengood/design-system';
import { homePath, loginPath, postListingPath } from '@opengood/routes';
import {
  keepTmpRecords,
  Link,
  rememberPendingTmp,
  selectUser,
  useAppSelector,
  useDocumentTitle,
  useLang,
  useMutation,
  useNavigate,
} from '@opengood/platform';
import { Intro, PageHeading, Panel } from '../layout/AccountLayout';
import { withTmpId } from '../../session/tmpUrl';
import { CheckEmail } from './CheckEmail';
import { SignupForm } from './SignupForm';

const Split = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1.1fr) minmax(0, 440px);
  gap: 48px;
  align-items: start;
  max-width: 1100px;
  margin: 0 auto;
  padding: 56px 24px 72px;
  @media (max-width: ${(p) => p.theme.breakpoints[2]}) {
    grid-template-columns: minmax(0, 1fr);
    gap: 24px;
    padding: 24px 12px 48px;
  }
`;

const Pitch = styled.div`
  h1 {
    font-size: 36px;
    line-height: 1.15;
    letter-spacing: -0.02em;
    margin: 0 0 16px;
    @media (max-width: ${(p) => p.theme.breakpoints[0]}) {
      font-size: 28px;
    }
  }
  > p {
    font-size: 18px;
    color: ${(p) => p.theme.colors.muted};
    margin: 0 0 24px;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
  }
  li {
    display: flex;
    gap: 12px;
    align-items: flex-start;
    margin-bottom: 14px;
  }
  li svg {
    flex: none;
    color: ${(p) => p.theme.colors.primary};
    background: #e3f3ec;
    border-radius: 50%;
    padding: 3px;
    margin-top: 1px;
  }
`;

const StartLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  border-radius: ${(p) => p.theme.radii[2]}px;
  background: ${(p) => p.theme.colors.primary};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
`;

/** The page has no header (the base layout of a focused flow): the brand leads back home. */
const Brand = styled(Link)`
  display: inline-block;
  margin-bottom: 28px;
  font-size: 22px;
  font-weight: 700;
  color: ${(p) => p.theme.colors.primary};
  text-decoration: none;
`;

const FormHeading = styled.h2`
  margin: 0 0 6px;
  font-size: 20px;
`;

const Backdrop = styled.div`
  background: linear-gradient(180deg, ${(p) => p.theme.colors.surface} 0%, #ffffff 480px);
`;

const Below = styled.p`
  margin: 16px 0 0;
  text-align: center;
  color: ${(p) => p.theme.colors.muted};
  a {
    font-weight: 600;
  }
`;

/**
 * /sign-up-to-post, /es/orgs/registrate, /pt/orgs/inscreva-se: what posting on OpenGood offers an
 * organisation, and the sign-up form that continues to /post-a-listing once the email is verified.
 */
export function SignUpToPostPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const lang = useLang();
  const user = useAppSelector(selectUser);
  const keep = useMutation(keepTmpRecords);
  const [signedUpAs, setSignedUpAs] = useState<string | null>(null);
  useDocumentTitle(t('accounts.titles.signUpToPost'));

  /** "Go on to post a listing" for after verification, kept server-side under an id this browser remembers. */
  const onSignedUp = async (email: string) => {
    const kept = await keep.mutate([{ kind: 'SIGNUP_BLOCK_REDIRECT', data: { url: postListingPath() } }]);
    // Without it the user verifies and lands home; posting is one click from the header.
    if (kept) {
      rememberPendingTmp(kept.data.id);
      // The restore runs here as soon as this tab learns the address is verified.
      navigate(withTmpId(window.location.pathname, kept.data.id), { replace: true });
    }
    setSignedUpAs(email);
  };

  let side: React.ReactNode;
  if (signedUpAs !== null) {
    side = <CheckEmail email={signedUpAs} note={t('accounts.signUpToPost.afterVerify')} />;
  } else if (user) {
    side = (
      <>
        <FormHeading>{t('accounts.titles.signUpToPost')}</FormHeading>
        <Intro>{t('accounts.signUpToPost.signedIn')}</Intro>
        <StartLink href={postListingPath()}>{t('accounts.signUpToPost.start')}</StartLink>
      </>
    );
  } else {
    side = (
      <>
        <FormHeading>{t('accounts.signUpToPost.formHeading')}</FormHeading>
        <Intro>{t('accounts.signUpToPost.afterVerify')}</Intro>
        <SignupForm onSignedUp={(u) => onSignedUp(u.email)} />
        <Below>
          {t('accounts.signUpToPost.haveAccount')}{' '}
          <Link href={loginPath(postListingPath())}>{t('accounts.signUpToPost.logIn')}</Link>
        </Below>
      </>
    );
  }

  return (
    <Backdrop>
      <Split>
        <Pitch>
          <Brand href={homePath(lang)}>OpenGood</Brand>
          <PageHeading as="h1">{t('accounts.signUpToPost.heading')}</PageHeading>
          <p>{t('accounts.signUpToPost.intro')}</p>
          <ul>
            {(['point1', 'point2', 'point3'] as const).map((point) => (
              <li key={point}>
                <Icon name="check" size={22} />
                <span>{t(`accounts.signUpToPost.${point}`)}</span>
              </li>
            ))}
          </ul>
        </Pitch>
        <Panel>{side}</Panel>
      </Split>
    </Backdrop>
  );
}

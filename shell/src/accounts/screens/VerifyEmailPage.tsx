import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon, Spinner } from '@opengood/design-system';
import { homePath, INVALID_OR_EXPIRED_LINK_PATH, loginPath } from '@opengood/routes';
import type { Lang, User } from '@opengood/contracts';
import {
  Link,
  pendingTmp,
  selectUser,
  useAppSelector,
  useDocumentTitle,
  useLang,
  useMutation,
  useNavigate,
} from '@opengood/platform';
import { verifyEmail } from '../accountMutations';
import { AccountLayout, Badge, Intro, PageHeading, TextRow } from '../layout/AccountLayout';
import { useFocusOnMount } from '../layout/useFocusOnMount';
import { withTmpId } from '../../session/tmpUrl';

/**
 * Where the user goes on from a verified address: home in their language, carrying the id of what a
 * sign-up flow kept for later (the sign-up-to-post page keeps "go on to post a listing"), so the
 * restore runs there.
 */
export function continueHref(user: User, pending: string | null): string {
  return withPending(homePath(user.lang), pending);
}

const withPending = (home: string, pending: string | null) => (pending ? withTmpId(home, pending) : home);

function Verified({ user, lang }: { user: User | null; lang: Lang }) {
  const { t } = useTranslation('shell');
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const current = useAppSelector(selectUser);
  const signedInHere = user !== null && current?.id === user.id;
  // Without the user (another browser, or signed out), home in the page's language once logged in.
  const next = user ? continueHref(user, pendingTmp()) : withPending(homePath(lang), pendingTmp());
  return (
    <div data-testid="email-verified">
      <Badge $tone="success">
        <Icon name="check" size={24} />
      </Badge>
      <PageHeading tabIndex={-1} ref={heading}>
        {t('accounts.verify.doneHeading')}
      </PageHeading>
      <Intro>{t('accounts.verify.done')}</Intro>
      <TextRow>
        {signedInHere ? (
          <Link href={next}>{t('accounts.verify.continue')}</Link>
        ) : (
          <Link href={loginPath(next)}>{t('accounts.verify.logInToContinue')}</Link>
        )}
      </TextRow>
    </div>
  );
}

/**
 * /verify-email/{token}: the link of the verification mail. The page sends the token back once (it is
 * single-use), then shows the verified state with the way on, or the invalid-link page.
 */
export function VerifyEmailPage({ token }: { token: string }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const lang = useLang();
  // One state per link: the verification of this token (its `then` updates the signed-in user).
  const verification = useMutation(verifyEmail, token);
  const { mutate, reset } = verification;
  useEffect(() => reset, [reset]);
  /** Verified: who, when this browser is signed in as them (`user` null: the api does not say). */
  const [verified, setVerified] = useState<{ user: User | null } | null>(null);
  const sent = useRef<string | null>(null);
  useDocumentTitle(t('accounts.titles.verifyEmail'));

  const verify = useCallback(async () => {
    const answer = await mutate(token);
    if (answer) setVerified({ user: 'user' in answer ? answer.user : null });
  }, [mutate, token]);

  useEffect(() => {
    if (sent.current === token) return; // a re-render or a strict-mode rerun must not spend it twice
    sent.current = token;
    void verify();
  }, [token, verify]);

  // A spent or expired link: the invalid-link page.
  const invalid = verification.status === 'failed' && verification.errors.token !== undefined;
  useEffect(() => {
    if (invalid) navigate(INVALID_OR_EXPIRED_LINK_PATH, { replace: true });
  }, [invalid, navigate]);

  const status = verification.status;
  return (
    <AccountLayout>
      {verified && <Verified user={verified.user} lang={lang} />}
      {!verified && status !== 'failed' && (
        <div role="status" aria-live="polite">
          <PageHeading>{t('accounts.verify.verifying')}</PageHeading>
          <Spinner />
        </div>
      )}
      {status === 'failed' && !invalid && (
        <div role="alert">
          <PageHeading>{t('accounts.titles.verifyEmail')}</PageHeading>
          <Intro>{t('accounts.errors.generic')}</Intro>
          <Button onClick={() => void verify()}>{t('accounts.verify.continue')}</Button>
        </div>
      )}
    </AccountLayout>
  );
}

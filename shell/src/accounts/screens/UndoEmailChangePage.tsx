import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon, Spinner } from '@opengood/design-system';
import { INVALID_OR_EXPIRED_LINK_PATH, loginPath } from '@opengood/routes';
import { Link, useDocumentTitle, useMutation, useNavigate } from '@opengood/platform';
import { undoEmailChange } from '../accountMutations';
import { AccountLayout, Badge, Intro, PageHeading, TextRow } from '../layout/AccountLayout';
import { useFocusOnMount } from '../layout/useFocusOnMount';

function Undone({ email }: { email: string }) {
  const { t } = useTranslation('shell');
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div data-testid="email-change-undone">
      <Badge $tone="success">
        <Icon name="check" size={24} />
      </Badge>
      <PageHeading tabIndex={-1} ref={heading}>
        {t('accounts.undoEmailChange.doneHeading')}
      </PageHeading>
      <Intro>{t('accounts.undoEmailChange.done', { email })}</Intro>
      <Intro>{t('accounts.undoEmailChange.resetSent', { email })}</Intro>
      <TextRow>
        <Link href={loginPath()}>{t('accounts.undoEmailChange.logIn')}</Link>
      </TextRow>
    </div>
  );
}

/**
 * /undo-email-change/{token}: the "this wasn't me" link mailed to the old address when the email
 * changes. The token is sent once (single-use); the api signs every session out, this browser's too, and
 * mails a reset link, so the page says where to go on. A spent or expired link goes to the invalid-link page.
 */
export function UndoEmailChangePage({ token }: { token: string }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  // One state per link: the undo of this token (its `then` signs this browser out).
  const undoing = useMutation(undoEmailChange, token);
  const { mutate, reset, status, errors } = undoing;
  useEffect(() => reset, [reset]);
  /** The address the account is back on, once undone. */
  const [restored, setRestored] = useState<string | null>(null);
  const sent = useRef<string | null>(null);
  useDocumentTitle(t('accounts.titles.undoEmailChange'));

  const undo = useCallback(async () => {
    const answer = await mutate(token);
    if (answer) setRestored(answer.email);
  }, [mutate, token]);

  useEffect(() => {
    if (sent.current === token) return; // a re-render or a strict-mode rerun must not spend it twice
    sent.current = token;
    void undo();
  }, [token, undo]);

  // A spent, tampered or expired link: the invalid-link page.
  const invalid = status === 'failed' && errors.token !== undefined;
  useEffect(() => {
    if (invalid) navigate(INVALID_OR_EXPIRED_LINK_PATH, { replace: true });
  }, [invalid, navigate]);
  // Another account took the old address meanwhile.
  const taken = status === 'failed' && !invalid && errors.email !== undefined;

  return (
    <AccountLayout>
      {restored !== null && <Undone email={restored} />}
      {restored === null && status !== 'failed' && (
        <div role="status" aria-live="polite">
          <PageHeading>{t('accounts.undoEmailChange.undoing')}</PageHeading>
          <Spinner />
        </div>
      )}
      {taken && (
        <div role="alert">
          <PageHeading>{t('accounts.titles.undoEmailChange')}</PageHeading>
          <Intro>{t('accounts.undoEmailChange.emailTaken')}</Intro>
        </div>
      )}
      {status === 'failed' && !invalid && !taken && (
        <div role="alert">
          <PageHeading>{t('accounts.titles.undoEmailChange')}</PageHeading>
          <Intro>{t('accounts.errors.generic')}</Intro>
          <Button onClick={() => void undo()}>{t('accounts.undoEmailChange.retry')}</Button>
        </div>
      )}
    </AccountLayout>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon, Spinner } from '@opengood/design-system';
import { INVALID_OR_EXPIRED_LINK_PATH, loginPath } from '@opengood/routes';
import { isHttpError, Link, useDocumentTitle, userSignedOut } from '@opengood/platform';
import { AccountLayout, Badge, Intro, PageHeading, TextRow } from '../layout/AccountLayout';
import { useFocusOnMount } from '../layout/useFocusOnMount';
import { isInvalidToken } from './ResetPasswordPage';
import { useAccountServices } from './useAccountServices';

type Undo =
  | { status: 'undoing' }
  | { status: 'undone'; email: string }
  | { status: 'taken' }
  | { status: 'failed' };

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
  const { api, dispatch, navigate } = useAccountServices();
  const [state, setState] = useState<Undo>({ status: 'undoing' });
  const sent = useRef<string | null>(null);
  useDocumentTitle(t('accounts.titles.undoEmailChange'));

  const undo = useCallback(() => {
    setState({ status: 'undoing' });
    api.undoEmailChange(token).then(
      (email) => {
        dispatch(userSignedOut());
        setState({ status: 'undone', email });
      },
      (error: unknown) => {
        if (isInvalidToken(error)) navigate(INVALID_OR_EXPIRED_LINK_PATH, { replace: true });
        else if (isHttpError(error) && error.errors.email !== undefined) setState({ status: 'taken' });
        else setState({ status: 'failed' });
      },
    );
  }, [api, dispatch, navigate, token]);

  useEffect(() => {
    if (sent.current === token) return; // a re-render or a strict-mode rerun must not spend it twice
    sent.current = token;
    undo();
  }, [token, undo]);

  return (
    <AccountLayout>
      {state.status === 'undone' && <Undone email={state.email} />}
      {state.status === 'undoing' && (
        <div role="status" aria-live="polite">
          <PageHeading>{t('accounts.undoEmailChange.undoing')}</PageHeading>
          <Spinner />
        </div>
      )}
      {state.status === 'taken' && (
        <div role="alert">
          <PageHeading>{t('accounts.titles.undoEmailChange')}</PageHeading>
          <Intro>{t('accounts.undoEmailChange.emailTaken')}</Intro>
        </div>
      )}
      {state.status === 'failed' && (
        <div role="alert">
          <PageHeading>{t('accounts.titles.undoEmailChange')}</PageHeading>
          <Intro>{t('accounts.errors.generic')}</Intro>
          <Button onClick={undo}>{t('accounts.undoEmailChange.retry')}</Button>
        </div>
      )}
    </AccountLayout>
  );
}

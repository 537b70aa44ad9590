import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon } from '@opengood/design-system';
import { Link, useLang, useMutation } from '@opengood/platform';
import { homePath } from '@opengood/routes';
import { resendVerification } from '../accountMutations';
import { Badge, Intro, PageHeading, TextRow } from '../layout/AccountLayout';
import { useFocusOnMount } from '../layout/useFocusOnMount';

/** After sign-up: where the verification link went, and a way to have it sent again. */
export function CheckEmail({ email, note }: { email: string; note?: string }) {
  const { t } = useTranslation('shell');
  const lang = useLang();
  // This step's own resend (the VERIFY_EMAIL dialog has its own), forgotten when the step goes.
  const resend = useMutation(resendVerification, 'check-email');
  const { reset } = resend;
  useEffect(() => reset, [reset]);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div data-testid="check-email">
      <Badge $tone="info">
        <Icon name="mail" size={24} />
      </Badge>
      <PageHeading tabIndex={-1} ref={heading}>
        {t('accounts.checkEmail.heading')}
      </PageHeading>
      <Intro>{t('accounts.checkEmail.body', { email })}</Intro>
      {note && <p>{note}</p>}
      <p>{t('accounts.checkEmail.spam')}</p>
      <Button variant="secondary" onClick={() => void resend.mutate()} disabled={resend.status === 'pending'}>
        {resend.status === 'pending' ? t('accounts.checkEmail.resending') : t('accounts.checkEmail.resend')}
      </Button>
      <p role="status" aria-live="polite">
        {resend.status === 'succeeded' && t('accounts.checkEmail.resent')}
        {resend.status === 'failed' && t('accounts.errors.generic')}
      </p>
      <TextRow>
        <Link href={homePath(lang)}>{t('accounts.checkEmail.continue')}</Link>
      </TextRow>
    </div>
  );
}

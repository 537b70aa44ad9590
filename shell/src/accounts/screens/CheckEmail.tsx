import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon } from '@opengood/design-system';
import { Link, useLang } from '@opengood/platform';
import { homePath } from '@opengood/routes';
import { useAccountServices } from './useAccountServices';
import { Badge, Intro, PageHeading, TextRow } from '../layout/AccountLayout';
import { useFocusOnMount } from '../layout/useFocusOnMount';

type Resend = 'idle' | 'sending' | 'sent' | 'failed';

/** After sign-up: where the verification link went, and a way to have it sent again. */
export function CheckEmail({ email, note }: { email: string; note?: string }) {
  const { t } = useTranslation('shell');
  const { api } = useAccountServices();
  const lang = useLang();
  const [resend, setResend] = useState<Resend>('idle');
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const send = () => {
    setResend('sending');
    api.resendVerification().then(
      () => setResend('sent'),
      () => setResend('failed'),
    );
  };
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
      <Button variant="secondary" onClick={send} disabled={resend === 'sending'}>
        {resend === 'sending' ? t('accounts.checkEmail.resending') : t('accounts.checkEmail.resend')}
      </Button>
      <p role="status" aria-live="polite">
        {resend === 'sent' && t('accounts.checkEmail.resent')}
        {resend === 'failed' && t('accounts.errors.generic')}
      </p>
      <TextRow>
        <Link href={homePath(lang)}>{t('accounts.checkEmail.continue')}</Link>
      </TextRow>
    </div>
  );
}

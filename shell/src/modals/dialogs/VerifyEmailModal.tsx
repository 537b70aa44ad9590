import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@opengood/design-system';
import { ACCOUNT_ERROR_CODES, type User } from '@opengood/contracts';
import { isHttpError, userUpdated, useAppDispatch, usePlatform } from '@opengood/platform';
import { modalApi } from '../modalApi';
import { Actions, Lead, PrimaryButton, SecondaryButton, Status } from './parts';

/** While the dialog is open the user's record is checked this often (and whenever the tab regains focus). */
export const VERIFY_POLL_MS = 15_000;

type SendState = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * VERIFY_EMAIL (spec §4): says where the link went, resends it, and closes by itself once the address is
 * verified (in another tab, or on the phone): the user is re-read on focus and every 15 s.
 */
export function VerifyEmailModal({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const { http } = usePlatform();
  const [send, setSend] = useState<SendState>('idle');

  useEffect(() => {
    const api = modalApi(http);
    let stopped = false;
    const check = async () => {
      try {
        const fresh = await api.me();
        if (!stopped && fresh) dispatch(userUpdated(fresh));
      } catch {
        // Reported by the client; the next check tries again.
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    const timer = setInterval(() => void check(), VERIFY_POLL_MS);
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [http, dispatch]);

  const resend = async () => {
    setSend('sending');
    try {
      await modalApi(http).resendVerification();
      setSend('sent');
    } catch (error) {
      // Verified meanwhile: re-read the user, which closes the dialog.
      if (isHttpError(error) && error.errors?.email === ACCOUNT_ERROR_CODES.EMAIL_ALREADY_VERIFIED) {
        const fresh = await modalApi(http)
          .me()
          .catch(() => null);
        if (fresh) dispatch(userUpdated(fresh));
        return;
      }
      setSend('failed');
    }
  };

  return (
    <Dialog open onClose={onClose} title={t('modals.verifyEmail.title')} data-testid="modal-VERIFY_EMAIL">
      <Lead>{t('modals.verifyEmail.text', { email: user.email })}</Lead>
      <Lead>{t('modals.verifyEmail.hint')}</Lead>
      <div aria-live="polite">
        {send === 'sent' && <Status>{t('modals.verifyEmail.sent')}</Status>}
        {send === 'failed' && <Status $tone="error">{t('modals.verifyEmail.failed')}</Status>}
      </div>
      <Actions>
        <SecondaryButton type="button" onClick={onClose}>
          {t('modals.later')}
        </SecondaryButton>
        <PrimaryButton type="button" onClick={() => void resend()} disabled={send === 'sending'}>
          {send === 'sending' ? t('modals.verifyEmail.sending') : t('modals.verifyEmail.resend')}
        </PrimaryButton>
      </Actions>
    </Dialog>
  );
}

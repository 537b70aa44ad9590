import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@opengood/design-system';
import { ACCOUNT_ERROR_CODES, type User } from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import { userUpdated, useAppDispatch, useMutation, usePlatform } from '@opengood/platform';
import { resendVerification } from '../../accounts/accountMutations';
import { Actions, Lead, PrimaryButton, SecondaryButton, Status } from './parts';

/** While the dialog is open the user's record is checked this often (and whenever the tab regains focus). */
export const VERIFY_POLL_MS = 15_000;

/**
 * VERIFY_EMAIL (docs/product/chrome.md#modal-sequence): says where the link went, resends it, and closes by itself once the address is
 * verified (in another tab, or on the phone): the user is re-read on focus and every 15 s.
 */
export function VerifyEmailModal({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const { http } = usePlatform();
  // The dialog's own resend (the check-email step has its own), forgotten when the dialog goes.
  const send = useMutation(resendVerification, 'verify-email-modal');
  const { reset } = send;
  useEffect(() => reset, [reset]);
  /** GET /users/me: the user as the api knows them now; verified, the dialog closes. */
  const reread = useCallback(async () => {
    const { user: fresh } = await http.call(routes.me);
    return fresh;
  }, [http]);

  useEffect(() => {
    let stopped = false;
    const check = async () => {
      try {
        const fresh = await reread();
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
  }, [reread, dispatch]);

  // Verified meanwhile (the api refuses to resend): the user is read again, which closes the dialog.
  const verifiedMeanwhile =
    send.status === 'failed' && send.errors.email === ACCOUNT_ERROR_CODES.EMAIL_ALREADY_VERIFIED;
  useEffect(() => {
    if (!verifiedMeanwhile) return;
    reread()
      .then((fresh) => fresh && dispatch(userUpdated(fresh)))
      .catch(() => undefined);
  }, [verifiedMeanwhile, reread, dispatch]);

  return (
    <Dialog open onClose={onClose} title={t('modals.verifyEmail.title')} data-testid="modal-VERIFY_EMAIL">
      <Lead>{t('modals.verifyEmail.text', { email: user.email })}</Lead>
      <Lead>{t('modals.verifyEmail.hint')}</Lead>
      <div aria-live="polite">
        {send.status === 'succeeded' && <Status>{t('modals.verifyEmail.sent')}</Status>}
        {send.status === 'failed' && !verifiedMeanwhile && (
          <Status $tone="error">{t('modals.verifyEmail.failed')}</Status>
        )}
      </div>
      <Actions>
        <SecondaryButton type="button" onClick={onClose}>
          {t('modals.later')}
        </SecondaryButton>
        <PrimaryButton
          type="button"
          onClick={() => void send.mutate()}
          disabled={send.status === 'pending' || verifiedMeanwhile}
        >
          {send.status === 'pending' ? t('modals.verifyEmail.sending') : t('modals.verifyEmail.resend')}
        </PrimaryButton>
      </Actions>
    </Dialog>
  );
}

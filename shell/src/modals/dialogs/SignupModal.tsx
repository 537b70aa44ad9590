import { useTranslation } from 'react-i18next';
import { Dialog } from '@opengood/design-system';
import { loginPath, signupPath } from '@opengood/routes';
import { Actions, Lead, PrimaryLinkButton, SecondaryLinkButton } from './parts';

/**
 * SIGNUP (docs/product/chrome.md#modal-sequence): in the mobile app a visitor must sign up or log in; the dialog cannot be closed,
 * its two links are the way on.
 */
export function SignupModal({ pathname }: { pathname: string }) {
  const { t } = useTranslation('shell');
  return (
    <Dialog
      open
      dismissible={false}
      onClose={() => undefined}
      title={t('modals.signup.title')}
      data-testid="modal-SIGNUP"
    >
      <Lead>{t('modals.signup.text')}</Lead>
      <Actions>
        <SecondaryLinkButton href={loginPath(pathname)}>{t('modals.signup.logIn')}</SecondaryLinkButton>
        <PrimaryLinkButton href={signupPath()}>{t('modals.signup.signUp')}</PrimaryLinkButton>
      </Actions>
    </Dialog>
  );
}

import { useTranslation } from 'react-i18next';
import { Dialog } from '@opengood/design-system';
import { userDashboardPath } from '@opengood/routes';
import { Actions, Lead, PrimaryLinkButton, SecondaryButton } from './parts';

/** CREATE_USER_PROFILE (docs/product/chrome.md#modal-sequence): an application started before signing up needs a profile to finish. */
export function CreateUserProfileModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('modals.createUserProfile.title')}
      data-testid="modal-CREATE_USER_PROFILE"
    >
      <Lead>{t('modals.createUserProfile.text')}</Lead>
      <Actions>
        <SecondaryButton type="button" onClick={onClose}>
          {t('modals.later')}
        </SecondaryButton>
        <PrimaryLinkButton href={userDashboardPath('profile')} onClick={onClose}>
          {t('modals.createUserProfile.cta')}
        </PrimaryLinkButton>
      </Actions>
    </Dialog>
  );
}

import { useTranslation } from 'react-i18next';
import { Dialog } from '@opengood/design-system';
import { userDashboardPath } from '@opengood/routes';
import { Actions, Lead, PrimaryLinkButton, SecondaryButton } from './parts';

/**
 * NOTIFICATION_PREFERENCES (docs/product/chrome.md#modal-sequence): invites the user to choose their emails. The preferences are set
 * on their dashboard page (there is no preferences call to save from here); either answer dismisses it.
 */
export function NotificationPreferencesModal({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Dialog
      open
      onClose={onDismiss}
      title={t('modals.notificationPreferences.title')}
      data-testid="modal-NOTIFICATION_PREFERENCES"
    >
      <Lead>{t('modals.notificationPreferences.text')}</Lead>
      <Actions>
        <SecondaryButton type="button" onClick={onDismiss}>
          {t('modals.later')}
        </SecondaryButton>
        <PrimaryLinkButton href={userDashboardPath('notification-preferences')} onClick={onDismiss}>
          {t('modals.notificationPreferences.cta')}
        </PrimaryLinkButton>
      </Actions>
    </Dialog>
  );
}

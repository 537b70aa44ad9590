import type { User } from '@opengood/contracts';
import type { ModalType } from '../modalRules';
import { SignupModal } from './SignupModal';
import { VerifyEmailModal } from './VerifyEmailModal';
import { CreateUserProfileModal } from './CreateUserProfileModal';
import { InformationRequiredModal } from './InformationRequiredModal';
import { FinishOauthSignupModal } from './FinishOauthSignupModal';
import { NotificationPreferencesModal } from './NotificationPreferencesModal';
import { IntakeIntentsModal } from './IntakeIntentsModal';
import { ProfileWizardModal } from './ProfileWizardModal';

export interface ModalViewProps {
  type: ModalType;
  user: User | null;
  pathname: string;
  /** Closed for this page load. */
  onClose: () => void;
  onOauthSignupFinished: () => void;
  onNotificationPreferencesDismissed: () => void;
}

/** The dialog of each modal of the sequence (docs/product/chrome.md#modal-sequence). */
export default function ModalView(props: ModalViewProps) {
  const { type, user, onClose } = props;
  if (type === 'SIGNUP') return <SignupModal pathname={props.pathname} />;
  if (type === 'CREATE_USER_PROFILE') return <CreateUserProfileModal onClose={onClose} />;
  if (type === 'PROFILE_WIZARD') return <ProfileWizardModal onClose={onClose} />;
  if (!user) return null;
  switch (type) {
    case 'VERIFY_EMAIL':
      return <VerifyEmailModal user={user} onClose={onClose} />;
    case 'INFORMATION_REQUIRED':
      return <InformationRequiredModal user={user} />;
    case 'FINISH_OAUTH_SIGNUP':
      return <FinishOauthSignupModal user={user} onFinished={props.onOauthSignupFinished} />;
    case 'NOTIFICATION_PREFERENCES':
      return <NotificationPreferencesModal onDismiss={props.onNotificationPreferencesDismissed} />;
    case 'INTAKE_INTENTS':
      return <IntakeIntentsModal user={user} onClose={onClose} />;
  }
}

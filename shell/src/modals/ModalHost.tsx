import { useEffect, useMemo, useState } from 'react';
import { selectIsSessionKnown, selectUser, useAppSelector } from '@opengood/platform';
import { nextModal, type ModalContext, type ModalType } from './modalRules';
import {
  justSignedUp,
  notificationPreferencesDismissed,
  oauthSignupFinished,
  rememberNotificationPreferencesDismissed,
  rememberOauthSignupFinished,
} from './modalMemory';
import { selectHasProfileLinkedPreSignupAction } from './modalsSlice';
import { SignupModal } from './dialogs/SignupModal';
import { VerifyEmailModal } from './dialogs/VerifyEmailModal';
import { CreateUserProfileModal } from './dialogs/CreateUserProfileModal';
import { InformationRequiredModal } from './dialogs/InformationRequiredModal';
import { FinishOauthSignupModal } from './dialogs/FinishOauthSignupModal';
import { NotificationPreferencesModal } from './dialogs/NotificationPreferencesModal';
import { IntakeIntentsModal } from './dialogs/IntakeIntentsModal';
import { ProfileWizardModal } from './dialogs/ProfileWizardModal';

interface Memory {
  userId: number;
  justSignedUp: boolean;
  notificationPreferencesDismissed: boolean;
  oauthSignupFinished: boolean;
}

/**
 * Spec §4: the modal sequence. Shows the first modal whose condition holds, one at a time; a modal closed
 * during this page load stays closed (the next one may then show). What is remembered beyond the page
 * load (dismissals, a finished provider sign-up) is read from storage after render, never during it.
 */
export function ModalHost({ pathname, inMobileApp }: { pathname: string; inMobileApp: boolean }) {
  const user = useAppSelector(selectUser);
  const sessionKnown = useAppSelector(selectIsSessionKnown);
  const profileLinked = useAppSelector(selectHasProfileLinkedPreSignupAction);
  const [closed, setClosed] = useState<ReadonlySet<ModalType>>(new Set());
  const [memory, setMemory] = useState<Memory | null>(null);
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null || !user) return;
    setMemory({
      userId,
      justSignedUp: justSignedUp(user),
      notificationPreferencesDismissed: notificationPreferencesDismissed(userId),
      oauthSignupFinished: oauthSignupFinished(userId),
    });
    // Read once per user: `user` changing its other fields does not change what storage says.
  }, [userId]);

  const ready = user === null || memory?.userId === user.id;
  const current = useMemo(() => {
    if (!ready) return null;
    const ctx: ModalContext = {
      sessionKnown,
      user,
      pathname: pathname.split('?')[0] ?? pathname,
      inMobileApp,
      justSignedUp: memory?.justSignedUp ?? false,
      hasProfileLinkedPreSignupAction: profileLinked,
      notificationPreferencesDismissed: memory?.notificationPreferencesDismissed ?? false,
      oauthSignupFinished: memory?.oauthSignupFinished ?? false,
    };
    return nextModal(ctx, closed);
  }, [ready, sessionKnown, user, pathname, inMobileApp, memory, profileLinked, closed]);

  const close = (type: ModalType) => setClosed((now) => new Set(now).add(type));

  switch (current) {
    case null:
      return null;
    case 'SIGNUP':
      return <SignupModal pathname={pathname} />;
    case 'VERIFY_EMAIL':
      return user && <VerifyEmailModal user={user} onClose={() => close(current)} />;
    case 'CREATE_USER_PROFILE':
      return <CreateUserProfileModal onClose={() => close(current)} />;
    case 'INFORMATION_REQUIRED':
      return user && <InformationRequiredModal user={user} />;
    case 'FINISH_OAUTH_SIGNUP':
      return (
        user && (
          <FinishOauthSignupModal
            user={user}
            onFinished={() => {
              rememberOauthSignupFinished(user.id);
              setMemory((m) => m && { ...m, oauthSignupFinished: true });
            }}
          />
        )
      );
    case 'NOTIFICATION_PREFERENCES':
      return (
        user && (
          <NotificationPreferencesModal
            onDismiss={() => {
              rememberNotificationPreferencesDismissed(user.id);
              setMemory((m) => m && { ...m, notificationPreferencesDismissed: true });
            }}
          />
        )
      );
    case 'INTAKE_INTENTS':
      return user && <IntakeIntentsModal user={user} onClose={() => close(current)} />;
    case 'PROFILE_WIZARD':
      return <ProfileWizardModal onClose={() => close(current)} />;
  }
}

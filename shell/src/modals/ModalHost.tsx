import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
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
import { selectTmpRestoreOffer } from '../session/tmpRestoreSlice';

// The dialogs are their own chunk: most page loads show none, so their code is fetched only when one is due.
const ModalView = lazy(() => import('./dialogs/ModalView'));

interface Memory {
  userId: number;
  justSignedUp: boolean;
  notificationPreferencesDismissed: boolean;
  oauthSignupFinished: boolean;
}

/**
 * docs/product/chrome.md#modal-sequence: the modal sequence. Shows the first modal whose condition holds, one at a time; a modal closed
 * during this page load stays closed (the next one may then show). What is remembered beyond the page
 * load (dismissals, a finished provider sign-up) is read from storage after render, never during it.
 */
export function ModalHost({ pathname, inMobileApp }: { pathname: string; inMobileApp: boolean }) {
  const user = useAppSelector(selectUser);
  const sessionKnown = useAppSelector(selectIsSessionKnown);
  const profileLinked = useAppSelector(selectHasProfileLinkedPreSignupAction);
  // One dialog at a time: the restore's question (TmpRestorePrompt) goes first.
  const restoreAsking = useAppSelector(selectTmpRestoreOffer) !== null;
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

  if (!current || restoreAsking) return null;
  return (
    <Suspense fallback={null}>
      <ModalView
        type={current}
        user={user}
        pathname={pathname}
        onClose={() => close(current)}
        onOauthSignupFinished={() => {
          if (!user) return;
          rememberOauthSignupFinished(user.id);
          setMemory((m) => m && { ...m, oauthSignupFinished: true });
        }}
        onNotificationPreferencesDismissed={() => {
          if (!user) return;
          rememberNotificationPreferencesDismissed(user.id);
          setMemory((m) => m && { ...m, notificationPreferencesDismissed: true });
        }}
      />
    </Suspense>
  );
}

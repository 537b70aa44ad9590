import { lazy, Suspense } from 'react';
import { useAppSelector } from '@opengood/platform';
import { selectTmpRestoreOffer } from './tmpRestoreSlice';

// The dialog is its own chunk: almost no page load restores anything.
const TmpRestoreDialog = lazy(() => import('./TmpRestoreDialog'));

/** The restore's confirmation, while the restore is waiting for the user's answer (restoreTmp). */
export function TmpRestorePrompt() {
  const offer = useAppSelector(selectTmpRestoreOffer);
  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <TmpRestoreDialog key={offer.tmpId} offer={offer} />
    </Suspense>
  );
}

import { Suspense, lazy, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneralSettings } from '@opengood/contracts';
import { Button, FieldError, Spinner, Text } from '@opengood/design-system';
import { useMutation } from '@opengood/platform';
import { Panel, Status } from '../layout/DashboardFrame';
import { enablePublicProfile, savePublicProfile } from './settingsMutations';

// The form validates with the contract's schema (zod, react-hook-form): a chunk of its own, fetched when
// the form is shown, so the dashboard's first load carries neither.
const PublicProfileForm = lazy(() => import('./PublicProfileForm'));

/**
 * The public profile at /i/{username} (docs/product/user-dashboard.md "Public profile"): set up on
 * request, private until published, under a unique username.
 */
export function PublicProfilePanel({ settings }: { settings: GeneralSettings }) {
  const { t } = useTranslation('userDashboard');
  const enable = useMutation(enablePublicProfile);
  const save = useMutation(savePublicProfile);
  const { profile } = settings;
  const id = useId();
  return (
    <Panel aria-labelledby={`${id}-h`} data-testid="public-profile-settings">
      <h2 id={`${id}-h`}>{t('publicProfile.heading')}</h2>
      {!profile.enabled ? (
        <>
          <Text color="muted">{t('publicProfile.intro')}</Text>
          <Button onClick={() => void enable.mutate()} disabled={enable.status === 'pending'}>
            {t('publicProfile.enable')}
          </Button>
          {enable.status === 'failed' && <FieldError live>{t('publicProfile.errors.FAILED')}</FieldError>}
        </>
      ) : (
        <Suspense fallback={<Spinner />}>
          <PublicProfileForm profile={profile} />
        </Suspense>
      )}
      <Status>
        {save.status === 'succeeded' || enable.status === 'succeeded' ? t('publicProfile.saved') : ''}
      </Status>
    </Panel>
  );
}

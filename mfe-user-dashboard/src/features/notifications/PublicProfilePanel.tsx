import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneralSettings } from '@opengood/contracts';
import { publicProfilePath } from '@opengood/routes';
import { Button, Flex, Text } from '@opengood/design-system';
import { Link, useAppDispatch, useAppSelector } from '@opengood/platform';
import { knownCode, stringsEn } from '../../i18n';
import { Field, Panel, Status, describedBy } from '../layout/DashboardFrame';
import { profileFeatureEnableRequested, publicProfileSubmitted, selectSettingsState } from './settingsSlice';

const USERNAME = /^[a-z0-9][a-z0-9-]{2,29}$/;

/** The public profile at /i/{username} (spec §7 profile enable): private until published, a unique username. */
export function PublicProfilePanel({ loaded }: { loaded: GeneralSettings }) {
  const { t } = useTranslation('userDashboard');
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectSettingsState);
  const { profile } = state.settings ?? loaded;
  const id = useId();
  const [username, setUsername] = useState(profile.username ?? '');
  const [published, setPublished] = useState(profile.published);
  const [error, setError] = useState<string | null>(null);
  const code = error ?? state.profile.errors.username ?? (state.profile.errors.request ? 'FAILED' : null);
  const known = knownCode(stringsEn.publicProfile.errors, code);
  const message = code ? (known ? t(`publicProfile.errors.${known}`) : t('common.failed')) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const name = username.trim().toLowerCase();
    if (name && !USERNAME.test(name)) return setError('USERNAME_INVALID');
    if (published && !name) return setError('USERNAME_REQUIRED');
    setError(null);
    dispatch(publicProfileSubmitted({ username: name || null, published }));
  };

  const fieldId = `${id}-username`;
  return (
    <Panel aria-labelledby={`${id}-h`} data-testid="public-profile-settings">
      <h2 id={`${id}-h`}>{t('publicProfile.heading')}</h2>
      {!profile.enabled ? (
        <>
          <Text color="muted">{t('publicProfile.intro')}</Text>
          <Button onClick={() => dispatch(profileFeatureEnableRequested())}>{t('publicProfile.enable')}</Button>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <Text color="muted">{t('publicProfile.private')}</Text>
          <Field id={fieldId} label={t('publicProfile.username')} hint={t('publicProfile.usernameHint')} error={message}>
            <input
              id={fieldId}
              value={username}
              autoComplete="username"
              onChange={(e) => setUsername(e.target.value)}
              {...describedBy(fieldId, message, 'hint')}
            />
          </Field>
          <label style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 16 }}>
            <input type="checkbox" checked={published} onChange={(e) => setPublished(e.target.checked)} />
            {t('publicProfile.publish')}
          </label>
          <Flex style={{ gap: 16 }} alignItems="center" flexWrap="wrap">
            <Button type="submit" disabled={state.profile.status === 'saving'}>
              {t('common.save')}
            </Button>
            {profile.published && profile.username && (
              <Link href={publicProfilePath(profile.username)}>{t('publicProfile.view')}</Link>
            )}
          </Flex>
        </form>
      )}
      <Status>{state.profile.status === 'saved' ? t('publicProfile.saved') : ''}</Status>
    </Panel>
  );
}

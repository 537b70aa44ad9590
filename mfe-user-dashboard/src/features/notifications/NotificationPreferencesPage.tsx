import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GeneralSettings, Notification } from '@opengood/contracts';
import { Button, Flex, Text } from '@opengood/design-system';
import { useAppDispatch, useAppSelector, useLang, type PageViewProps } from '@opengood/platform';
import { FieldError, Panel, Status } from '../layout/DashboardFrame';
import { formatDate } from '../format';
import { PublicProfilePanel } from './PublicProfilePanel';
import { emailPreferenceToggled, notificationChangeRequested, selectSettingsState } from './settingsSlice';

export interface NotificationPreferencesData {
  settings: GeneralSettings;
  notifications: Notification[];
}

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    gap: 16px;
    justify-content: space-between;
    align-items: flex-start;
    padding: 14px 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  li:last-child {
    border-bottom: none;
  }
`;

/** A switch: a checkbox with role switch, named by the row's label. */
const SwitchInput = styled.input.attrs({ type: 'checkbox', role: 'switch' })`
  appearance: none;
  flex: none;
  width: 44px;
  height: 24px;
  border-radius: 999px;
  background: ${(p) => p.theme.colors.border};
  position: relative;
  cursor: pointer;
  margin-top: 2px;
  transition: background 0.15s;
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: #fff;
    transition: transform 0.15s;
  }
  &:checked {
    background: ${(p) => p.theme.colors.primary};
  }
  &:checked::after {
    transform: translateX(20px);
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

function EmailPreferences({ loaded }: { loaded: GeneralSettings }) {
  const { t } = useTranslation('userDashboard');
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectSettingsState);
  const current = state.settings ?? loaded;
  return (
    <Panel aria-labelledby="email-preferences-h" data-testid="email-preferences">
      <h2 id="email-preferences-h">{t('preferences.emailHeading')}</h2>
      <Text color="muted">{t('preferences.emailIntro')}</Text>
      <Rows>
        {current.emailPreferences.map(({ kind, enabled }) => (
          <li key={kind}>
            <div>
              <label htmlFor={`pref-${kind}`} style={{ fontWeight: 600 }}>
                {t(`preferences.kinds.${kind}.label`)}
              </label>
              <Text color="muted" fontSize={1} m={0} id={`pref-${kind}-desc`}>
                {t(`preferences.kinds.${kind}.description`)}
              </Text>
            </div>
            <SwitchInput
              id={`pref-${kind}`}
              checked={enabled}
              aria-describedby={`pref-${kind}-desc`}
              onChange={(e) => dispatch(emailPreferenceToggled({ current, kind, enabled: e.target.checked }))}
            />
          </li>
        ))}
      </Rows>
      {state.preferencesError && (
        <FieldError role="alert">
          {t('preferences.failed', { kind: t(`preferences.kinds.${state.preferencesError}.label`) })}
        </FieldError>
      )}
      <Status>{state.pendingKinds.length > 0 ? t('common.saving') : ''}</Status>
    </Panel>
  );
}

function Notifications({ loaded }: { loaded: Notification[] }) {
  const { t } = useTranslation('userDashboard');
  const lang = useLang();
  const dispatch = useAppDispatch();
  const changed = useAppSelector(selectSettingsState).notifications;
  const items = loaded.map((n) => changed[n.id] ?? n).filter((n) => n.status === 'NEW');
  return (
    <Panel aria-labelledby="notifications-h" data-testid="notifications">
      <h2 id="notifications-h">{t('preferences.notificationsHeading')}</h2>
      {items.length === 0 ? (
        <Text color="muted">{t('preferences.noNotifications')}</Text>
      ) : (
        <Rows>
          {items.map((n) => (
            <li key={n.id} data-testid="notification" data-read={n.read}>
              <div>
                <Text m={0} style={{ fontWeight: n.read ? 400 : 600 }}>
                  {t(`notificationKinds.${n.kind}`)}
                </Text>
                <Text color="muted" fontSize={1} m={0}>
                  {formatDate(lang, n.created)}
                  {!n.read && ` · ${t('preferences.unread')}`}
                </Text>
              </div>
              <Flex style={{ gap: 12 }} flexWrap="wrap" justifyContent="flex-end">
                {!n.read && (
                  <Button variant="link" onClick={() => dispatch(notificationChangeRequested({ notification: n, change: { read: true } }))}>
                    {t('preferences.markRead')}
                  </Button>
                )}
                <Button
                  variant="link"
                  aria-label={t('preferences.dismissNamed', { name: t(`notificationKinds.${n.kind}`) })}
                  onClick={() => dispatch(notificationChangeRequested({ notification: n, change: { status: 'DISMISSED' } }))}
                >
                  {t('preferences.dismiss')}
                </Button>
              </Flex>
            </li>
          ))}
        </Rows>
      )}
    </Panel>
  );
}

/** /dashboard/notification-preferences: every kind of mail on or off, the public profile, the notifications. */
export function NotificationPreferencesPage({
  data,
}: PageViewProps<{ section: 'notification-preferences' }, NotificationPreferencesData>) {
  return (
    <div data-testid="notification-preferences">
      <EmailPreferences loaded={data.settings} />
      <Notifications loaded={data.notifications} />
      <PublicProfilePanel loaded={data.settings} />
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type {
  EmailPreferenceKind,
  GeneralSettings,
  Notification,
  NotificationUpdateRequest,
} from '@opengood/contracts';
import { Button, FieldError, Flex, Text } from '@opengood/design-system';
import { useLang, type PageViewProps } from '@opengood/platform';
import { Panel, Status } from '../layout/DashboardFrame';
import { formatDate } from '../format';
import { useRunMutation, useShownChanges } from '../mutations';
import { PublicProfilePanel } from './PublicProfilePanel';
import { changeNotification, switchEmailPreference } from './settingsMutations';

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

/** Every kind of mail, each a switch that moves at once and goes back if the api refuses it. */
function EmailPreferences({ loaded }: { loaded: GeneralSettings }) {
  const { t } = useTranslation('userDashboard');
  const run = useRunMutation();
  const shown = useShownChanges<EmailPreferenceKind, boolean>(loaded);
  const [failed, setFailed] = useState<EmailPreferenceKind | null>(null);
  const toggle = async (kind: EmailPreferenceKind, enabled: boolean) => {
    setFailed(null);
    const took = await shown.change(kind, enabled, () =>
      run(switchEmailPreference, { kind, enabled }, kind).catch(() => undefined),
    );
    if (!took) setFailed(kind);
  };
  return (
    <Panel aria-labelledby="email-preferences-h" data-testid="email-preferences">
      <h2 id="email-preferences-h">{t('preferences.emailHeading')}</h2>
      <Text color="muted">{t('preferences.emailIntro')}</Text>
      <Rows>
        {loaded.emailPreferences.map(({ kind, enabled }) => (
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
              checked={shown.valueOf(kind) ?? enabled}
              aria-describedby={`pref-${kind}-desc`}
              onChange={(e) => void toggle(kind, e.target.checked)}
            />
          </li>
        ))}
      </Rows>
      {failed && (
        <FieldError live>
          {t('preferences.failed', { kind: t(`preferences.kinds.${failed}.label`) })}
        </FieldError>
      )}
      <Status>{shown.pending.length > 0 ? t('common.saving') : ''}</Status>
    </Panel>
  );
}

/** The notifications still NEW: read or dismissed at once (back as they were if the api refuses). */
function Notifications({ loaded }: { loaded: Notification[] }) {
  const { t } = useTranslation('userDashboard');
  const lang = useLang();
  const run = useRunMutation();
  const shown = useShownChanges<number, NotificationUpdateRequest>(loaded);
  const change = (notification: Notification, update: NotificationUpdateRequest) => {
    const { id } = notification;
    void shown.change(id, { ...shown.valueOf(id), ...update }, () =>
      run(changeNotification, { id, change: update }, id).catch(() => undefined),
    );
  };
  const items = loaded.map((n) => ({ ...n, ...shown.valueOf(n.id) })).filter((n) => n.status === 'NEW');
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
                  <Button variant="link" onClick={() => change(n, { read: true })}>
                    {t('preferences.markRead')}
                  </Button>
                )}
                <Button
                  variant="link"
                  aria-label={t('preferences.dismissNamed', { name: t(`notificationKinds.${n.kind}`) })}
                  onClick={() => change(n, { status: 'DISMISSED' })}
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
      <PublicProfilePanel settings={data.settings} />
    </div>
  );
}

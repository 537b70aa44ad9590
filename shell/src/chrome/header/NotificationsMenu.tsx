import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Dropdown, Icon, IconButton } from '@opengood/design-system';
import { Link, selectUser, useAppDispatch, useAppSelector, useLang, usePlatform } from '@opengood/platform';
import type { Notification } from '@opengood/contracts';
import {
  notificationDismissed,
  notificationOpened,
  notificationsMenuOpened,
  selectNotificationsStatus,
  selectUnseenCount,
  selectVisibleNotifications,
} from '../notifications/notificationsSlice';
import { NOTIFICATION_ICONS, notificationTarget } from '../notifications/notificationContent';
import { CountBadge } from './styles';

const Head = styled.h2`
  margin: 0;
  padding: 14px 16px 10px;
  font-size: ${(p) => p.theme.fontSizes[2]}px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const List = styled.ul`
  max-height: min(420px, 70vh);
  margin: 0;
  padding: 4px 0;
  overflow-y: auto;
  list-style: none;
`;

const Row = styled.li<{ $unread: boolean }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  background: ${(p) => (p.$unread ? '#f3faf6' : '#fff')};
  & + & {
    border-top: 1px solid ${(p) => p.theme.colors.surface};
  }
  > a {
    flex: 1;
    display: flex;
    gap: 12px;
    padding: 12px 8px 12px 16px;
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
  }
  > a:hover strong {
    color: ${(p) => p.theme.colors.primaryDark};
    text-decoration: underline;
  }
  .kind {
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 34px;
    height: 34px;
    border-radius: 50%;
    background: #e7f4ee;
    color: ${(p) => p.theme.colors.primaryDark};
  }
  strong {
    display: block;
    font-size: ${(p) => p.theme.fontSizes[1]}px;
  }
  small {
    display: block;
    color: ${(p) => p.theme.colors.muted};
    font-size: ${(p) => p.theme.fontSizes[0] + 1}px;
  }
`;

/** The design system's round dismiss button, at the top of its row. */
const Dismiss = styled(IconButton)`
  margin: 8px 8px 0 0;
`;

const Note = styled.p`
  margin: 0;
  padding: 20px 16px;
  color: ${(p) => p.theme.colors.muted};
  text-align: center;
`;

function NotificationRow({ item }: { item: Notification }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const lang = useLang();
  const user = useAppSelector(selectUser);
  const { supportUrl } = usePlatform();
  const target = notificationTarget(item.kind, { lang, user, supportUrl });
  const onOpen = () => {
    if (!item.read) dispatch(notificationOpened(item.id));
  };
  const body = (
    <>
      <span className="kind" aria-hidden="true">
        <Icon name={NOTIFICATION_ICONS[item.kind]} size={18} />
      </span>
      <span>
        <strong>{t(`notifications.kinds.${item.kind}.title`)}</strong>
        <small>{t(`notifications.kinds.${item.kind}.text`)}</small>
      </span>
    </>
  );
  return (
    <Row $unread={!item.read} data-testid="notification" data-kind={item.kind}>
      {target.external ? (
        <a href={target.href} target="_blank" rel="noopener noreferrer" onClick={onOpen}>
          {body}
        </a>
      ) : (
        <Link href={target.href} onClick={onOpen}>
          {body}
        </Link>
      )}
      <Dismiss
        label={`${t('notifications.dismiss')}: ${t(`notifications.kinds.${item.kind}.title`)}`}
        icon="close"
        size="sm"
        onClick={() => dispatch(notificationDismissed(item.id))}
      />
    </Row>
  );
}

/** docs/product/chrome.md#signed-in-header, docs/product/user-dashboard.md#notifications: the bell with the count of new notifications and the list, marked viewed when opened. */
export function NotificationsMenu() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectVisibleNotifications);
  const unseen = useAppSelector(selectUnseenCount);
  const status = useAppSelector(selectNotificationsStatus);
  return (
    <Dropdown
      kind="panel"
      look="icon"
      align="end"
      width={360}
      label={<Icon name="bell" size={22} />}
      triggerLabel={
        unseen > 0 ? t('notifications.labelWithCount', { count: unseen }) : t('notifications.label')
      }
      badge={unseen > 0 ? <CountBadge aria-hidden="true">{unseen > 9 ? '9+' : unseen}</CountBadge> : null}
      onOpenChange={(open) => {
        if (open) dispatch(notificationsMenuOpened({ unseen }));
      }}
      data-testid="notifications-menu"
    >
      {(close) => (
        <section aria-labelledby="notifications-heading">
          <Head id="notifications-heading">{t('notifications.heading')}</Head>
          {status === 'failed' ? (
            <Note role="alert">{t('notifications.loadFailed')}</Note>
          ) : items.length === 0 ? (
            <Note>{t('notifications.empty')}</Note>
          ) : (
            <List
              onClick={(e) => {
                if ((e.target as HTMLElement).closest('a')) close();
              }}
            >
              {items.map((item) => (
                <NotificationRow key={item.id} item={item} />
              ))}
            </List>
          )}
        </section>
      )}
    </Dropdown>
  );
}

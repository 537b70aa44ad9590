import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Dropdown, Icon, MenuItem, MenuList, MenuSeparator } from '@opengood/design-system';
import { Link, selectDisplayName, selectUser, useAppSelector } from '@opengood/platform';
import { useLogOut } from '../../session/useLogOut';
import { accountMenu, organizationLinks } from '../menus';

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 30px;
  height: 30px;
  border-radius: 50%;
  background: #e7f4ee;
  color: ${(p) => p.theme.colors.primaryDark};
  font-size: 13px;
  font-weight: ${(p) => p.theme.fontWeights.bold};
`;

const Name = styled.span`
  max-width: 150px;
  margin-left: 6px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const GroupLabel = styled.li`
  padding: 8px 12px 4px;
  font-size: ${(p) => p.theme.fontSizes[0]}px;
  font-weight: ${(p) => p.theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${(p) => p.theme.colors.muted};
`;

const Failure = styled.li`
  padding: 6px 12px;
  color: ${(p) => p.theme.colors.danger};
  font-size: ${(p) => p.theme.fontSizes[1]}px;
`;

/** Initials of a display name (or the first letter of an email). */
export function initialsOf(name: string): string {
  const words = name.split(/[\s@.]+/).filter(Boolean);
  const letters = words.length > 1 && !name.includes('@') ? [words[0]![0], words.at(-1)![0]] : [name[0]];
  return letters.join('').toUpperCase();
}

/** docs/product/chrome.md#signed-in-header: the signed-in user's menu, named by their display name (the name, else the email). */
export function AccountMenu() {
  const { t } = useTranslation('shell');
  const user = useAppSelector(selectUser);
  const name = useAppSelector(selectDisplayName);
  const { logOut, failed, reset } = useLogOut();
  if (!user || !name) return null;
  const orgs = organizationLinks(user);
  return (
    <Dropdown
      label={
        <>
          <Avatar aria-hidden="true">{initialsOf(name)}</Avatar>
          <Name>{name}</Name>
        </>
      }
      triggerLabel={t('account.menuLabel', { name })}
      align="end"
      width={280}
      data-testid="account-menu"
      onOpenChange={reset}
    >
      <MenuList aria-label={t('account.menuLabel', { name })}>
        {accountMenu().map((item) => (
          <MenuItem key={item.id}>
            <Link role="menuitem" href={item.href}>
              <Icon name={item.icon} />
              {t(item.label)}
            </Link>
          </MenuItem>
        ))}
        {orgs.length > 0 && (
          <>
            <MenuSeparator />
            <GroupLabel aria-hidden="true">{t('account.organizations')}</GroupLabel>
            {orgs.map((org) => (
              <MenuItem key={org.id}>
                <Link role="menuitem" href={org.href}>
                  <Icon name="briefcase" />
                  {t('account.orgDashboard', { name: org.name })}
                </Link>
              </MenuItem>
            ))}
          </>
        )}
        <MenuSeparator />
        <MenuItem>
          <button
            type="button"
            role="menuitem"
            onClick={(e) => {
              // Kept open until the api answers, so a failure can be said here.
              e.stopPropagation();
              void logOut();
            }}
          >
            <Icon name="logout" />
            {t('account.logOut')}
          </button>
        </MenuItem>
        {failed && (
          <Failure role="alert" aria-live="assertive">
            {t('account.logOutFailed')}
          </Failure>
        )}
      </MenuList>
    </Dropdown>
  );
}

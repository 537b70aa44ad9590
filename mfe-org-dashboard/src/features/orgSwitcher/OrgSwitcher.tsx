import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UserOrg } from '@opengood/contracts';
import { orgDashboardPath, pathSegments, SELECT_ORG_PATH } from '@opengood/routes';
import { Dropdown, Icon, MenuItem, MenuList, MenuSeparator } from '@opengood/design-system';
import { Link, selectUser, useAppSelector, useLang, useNavigate, type Slots } from '@opengood/platform';
import { NAV_SECTIONS } from '../dashboard/sections';
import { useChooseOrganization } from '../selectOrg/chooseOrganization';

/**
 * The header's row has no width to spare (at 390 px it is full, at 1280 px in Spanish too): the switcher
 * takes the cart pill's place, at its size (40 px, 32 on phones), and carries the cart in its menu.
 */
const Fit = styled.div`
  display: inline-flex;
  @media (max-width: ${(p) => p.theme.breakpoints[0]}) {
    button[aria-haspopup='menu'] {
      width: 32px;
    }
  }
`;

const Check = styled.span`
  margin-left: auto;
  display: inline-flex;
  color: ${(p) => p.theme.colors.primary};
`;

const OrgName = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Tag = styled.span`
  flex: none;
  font-size: ${(p) => p.theme.fontSizes[0]}px;
  color: ${(p) => p.theme.colors.muted};
`;

const Failure = styled.p`
  margin: 0;
  padding: 0 18px 12px;
  color: ${(p) => p.theme.colors.danger};
  font-size: ${(p) => p.theme.fontSizes[1]}px;
`;

/** Sections every organisation has: switching on one of them stays on it, anywhere else goes to the overview. */
const KEPT_SECTIONS: ReadonlySet<string> = new Set([...NAV_SECTIONS, 'edit', 'cart']);

/** The organisation whose dashboard is on screen, else the one the user chose to work in, else none. */
export function currentOrganization(orgs: readonly UserOrg[], pathname: string): UserOrg | null {
  const [first, id] = pathSegments(pathname);
  const shown = first === 'admin' ? orgs.find((org) => String(org.id) === id) : undefined;
  return shown ?? orgs.find((org) => org.selected) ?? null;
}

/** Where switching to `orgId` leads from `pathname`: the same section of its dashboard, else its overview. */
export function switchPath(pathname: string, orgId: number): string {
  const [first, , sub, ...rest] = pathSegments(pathname);
  const keep = first === 'admin' && sub !== undefined && rest.length === 0 && KEPT_SECTIONS.has(sub);
  return orgDashboardPath(orgId, keep ? sub : null);
}

/**
 * docs/product/organisations.md#admins: the header's organisation switcher (this area's fill of the slot
 * `header.actions`), for people who administer several organisations, in the cart pill's place. A menu of
 * their organisations (keyboard: the design system's Dropdown), the current one's cart and the list of all;
 * choosing an organisation remembers it for them (as /select-org does) and opens its dashboard, on the same
 * section when on one. Someone with one organisation or none sees the cart pill instead.
 */
export function OrgSwitcher({ pathname }: Slots['header.actions']) {
  const { t } = useTranslation('orgDashboard');
  const lang = useLang();
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const choose = useChooseOrganization();
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState<number | null>(null);
  const orgs = user?.orgs ?? [];
  if (orgs.length < 2) return null;
  const current = currentOrganization(orgs, pathname);
  const label = current?.name ?? t('orgSwitcher.none');
  // The cart pill's organisation: the current one, else the first.
  const cartOf = current ?? orgs[0]!;
  const collator = new Intl.Collator(lang, { sensitivity: 'base' });
  const sorted = [...orgs].sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);

  const pick = (org: UserOrg, href: string, close: () => void) => async (e: MouseEvent<HTMLElement>) => {
    // A new tab or window opens the link as it is, without remembering the choice.
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    // Kept open until the api answers, so that a failure can be said here.
    e.stopPropagation();
    if (pending !== null) return;
    setFailed(false);
    if (!org.selected) {
      setPending(org.id);
      try {
        await choose(org.id);
      } catch {
        setFailed(true);
        return;
      } finally {
        setPending(null);
      }
    }
    close();
    navigate(href);
  };

  return (
    <Fit>
      <Dropdown
        label={<Icon name="briefcase" size={18} />}
        look="icon"
        triggerLabel={t('orgSwitcher.trigger', { name: label })}
        align="end"
        width={280}
        onOpenChange={() => setFailed(false)}
        data-testid="org-switcher"
      >
        {(close) => (
          <>
            <MenuList aria-label={t('orgSwitcher.menuLabel')} aria-busy={pending !== null || undefined}>
              {sorted.map((org) => {
                const href = switchPath(pathname, org.id);
                const isCurrent = org.id === current?.id;
                return (
                  <MenuItem key={org.id}>
                    <a
                      role="menuitem"
                      href={href}
                      aria-current={isCurrent ? 'true' : undefined}
                      onClick={(e) => void pick(org, href, close)(e)}
                    >
                      <OrgName>{org.name}</OrgName>
                      {org.isOwner && <Tag>{t('orgSwitcher.owner')}</Tag>}
                      {isCurrent && (
                        <Check>
                          <Icon name="check" size={16} />
                        </Check>
                      )}
                    </a>
                  </MenuItem>
                );
              })}
              <MenuSeparator />
              <MenuItem>
                <Link role="menuitem" href={orgDashboardPath(cartOf.id, 'cart')}>
                  <Icon name="cart" size={16} />
                  {t('orgSwitcher.cart', { name: cartOf.name })}
                </Link>
              </MenuItem>
              <MenuItem>
                <Link role="menuitem" href={SELECT_ORG_PATH}>
                  <Icon name="briefcase" size={16} />
                  {t('orgSwitcher.all')}
                </Link>
              </MenuItem>
            </MenuList>
            {failed && (
              <Failure role="alert" data-testid="org-switcher-failed">
                {t('orgSwitcher.failed')}
              </Failure>
            )}
          </>
        )}
      </Dropdown>
    </Fit>
  );
}

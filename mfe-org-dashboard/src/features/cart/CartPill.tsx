import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { User } from '@opengood/contracts';
import { Icon } from '@opengood/design-system';
import { orgDashboardPath } from '@opengood/routes';
import { Link, selectIsOrgMember, selectUser, useAppSelector } from '@opengood/platform';

const Pill = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 36px;
  padding: 0 12px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii[4]}px;
  color: ${(p) => p.theme.colors.text};
  font-weight: ${(p) => p.theme.fontWeights.semibold};
  text-decoration: none;
  &:hover {
    border-color: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.primaryDark};
  }
  /* The header's row is full at 1280 px with a long name in Spanish or Portuguese: the icon alone (the
     link keeps its name) below 1366 px, and a narrower one on phones. */
  @media (max-width: 1365px) {
    span {
      display: none;
    }
    padding: 0 10px;
  }
  @media (max-width: ${(p) => p.theme.breakpoints[0]}) {
    padding: 0 6px;
  }
`;

/**
 * docs/product/chrome.md#signed-in-header: the cart of the organisation the user chose to work in (the
 * header's switcher, /select-org), else of their first one; null for someone in none.
 */
export function cartPath(user: User): string | null {
  const org = user.orgs.find((o) => o.selected) ?? user.orgs[0];
  return org ? orgDashboardPath(org.id, 'cart') : null;
}

/**
 * docs/product/chrome.md#signed-in-header: organisation members get a cart pill in the header (this area's
 * fill of the slot `header.actions`; for someone in several organisations, the organisation switcher takes
 * its place). Billing owns the count: until it reports one the pill shows no number rather than a made-up
 * one.
 */
export function CartPill() {
  const { t } = useTranslation('orgDashboard');
  const member = useAppSelector(selectIsOrgMember);
  const user = useAppSelector(selectUser);
  const href = user ? cartPath(user) : null;
  // Someone in several organisations has the organisation switcher in its place, the cart in its menu.
  if (!member || !href || (user?.orgs.length ?? 0) > 1) return null;
  return (
    <Pill href={href} aria-label={t('cartPill.open')} data-testid="cart-pill">
      <Icon name="cart" size={18} />
      <span>{t('cartPill.label')}</span>
    </Pill>
  );
}

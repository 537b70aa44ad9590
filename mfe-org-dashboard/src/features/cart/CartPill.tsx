import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { User } from '@opengood/contracts';
import { Icon } from '@opengood/design-system';
import { orgDashboardPath } from '@opengood/routes';
import { Link, selectIsOrgMember, selectUser, useAppSelector } from '@opengood/platform';
import { useCartCount } from './useCartCount';

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
    span.label {
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
  const org = cartOrg(user);
  return org ? orgDashboardPath(org.id, 'cart') : null;
}

const cartOrg = (user: User) => user.orgs.find((o) => o.selected) ?? user.orgs[0] ?? null;

const Count = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: 10px;
  background: ${(p) => p.theme.colors.primary};
  color: #fff;
  font-size: 12px;
  font-weight: 700;
  line-height: 1;
`;

/**
 * docs/product/chrome.md#signed-in-header: organisation members get a cart pill in the header (this area's
 * fill of the slot `header.actions`; for someone in several organisations, the organisation switcher takes
 * its place). It shows the cart's count (GET cart, loaded again when a write changes the cart:
 * useCartCount), named for assistive technology ("Cart, 2 items"); until the count is known it shows none
 * rather than a made-up one.
 */
export function CartPill() {
  const { t } = useTranslation('orgDashboard');
  const member = useAppSelector(selectIsOrgMember);
  const user = useAppSelector(selectUser);
  const href = user ? cartPath(user) : null;
  // Someone in several organisations has the organisation switcher in its place, the cart in its menu.
  const shown = member && href !== null && (user?.orgs.length ?? 0) <= 1;
  const count = useCartCount(shown && user ? (cartOrg(user)?.id ?? null) : null);
  if (!shown || !href) return null;
  return (
    <Pill
      href={href}
      aria-label={count === null ? t('cartPill.open') : t('cartPill.withCount', { count })}
      data-testid="cart-pill"
      data-count={count ?? undefined}
    >
      <Icon name="cart" size={18} />
      <span className="label">{t('cartPill.label')}</span>
      {count !== null && count > 0 && (
        <Count className="count" aria-hidden="true" data-testid="cart-pill-count">
          {count}
        </Count>
      )}
    </Pill>
  );
}

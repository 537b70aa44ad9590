import { defineSlots } from '@opengood/platform';
import { CartPill } from './features/cart/CartPill';
import { OrgSwitcher } from './features/orgSwitcher/OrgSwitcher';
import { ORG_DASHBOARD_NS, translations } from './i18n';

/**
 * What the organisation dashboard and billing area shows on other apps' screens, exposed as `./slots`: a
 * small module apart from the area's pages, loaded on any page whose slot shows (platform README "Slots").
 * It imports nothing of the area's page table.
 */
export const slots = defineSlots({
  strings: { ns: ORG_DASHBOARD_NS, translations },
  fills: {
    // The switcher after the cart pill: next to the notifications, near the row's end on phones, where
    // its menu (aligned to its end) has room.
    'header.actions': [
      { id: 'cart-pill', order: 10, Component: CartPill },
      { id: 'org-switcher', order: 20, Component: OrgSwitcher },
    ],
  },
});

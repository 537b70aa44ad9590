import type { Lang, ListingType, User } from '@opengood/contracts';
import type { IconName } from '@opengood/design-system';
import {
  donatePath,
  orgDashboardPath,
  postListingPath,
  salaryPath,
  searchPath,
  signUpToPostPath,
  userDashboardPath,
} from '@opengood/routes';
import type { en } from '../i18n/en';

// The header's menus as data (docs/product/chrome.md#menus): what each holds and where each item goes, from the route table.
// The header (desktop dropdowns) and the phone menu render the same lists.

type Strings = typeof en;
type Key<G extends keyof Strings> = `${G & string}.${keyof Strings[G] & string}`;
export type MenuLabelKey = Key<'nav'> | Key<'menus'> | Key<'account'>;

export interface MenuLink {
  id: string;
  label: MenuLabelKey;
  hint?: Key<'menus'>;
  href: string;
  icon: IconName;
}

/** Find a Job: the locale's job, internship, volunteer, event and organisation searches. */
export function findAJobMenu(lang: Lang): MenuLink[] {
  return [
    {
      id: 'jobs',
      label: 'nav.jobs',
      hint: 'menus.jobsHint',
      href: searchPath(lang, 'JOB'),
      icon: 'briefcase',
    },
    {
      id: 'internships',
      label: 'nav.internships',
      hint: 'menus.internshipsHint',
      href: searchPath(lang, 'INTERNSHIP'),
      icon: 'file',
    },
    {
      id: 'volunteer',
      label: 'nav.volunteer',
      hint: 'menus.volunteerHint',
      href: searchPath(lang, 'VOLOP'),
      icon: 'heart',
    },
    {
      id: 'events',
      label: 'nav.events',
      hint: 'menus.eventsHint',
      href: searchPath(lang, 'EVENT'),
      icon: 'calendar',
    },
    {
      id: 'organizations',
      label: 'nav.organizations',
      hint: 'menus.organizationsHint',
      href: searchPath(lang, 'ORG'),
      icon: 'globe',
    },
  ];
}

/** Take Action: give time (volunteering, events), find causes, see what the sector pays, support us. */
export function takeActionMenu(lang: Lang): MenuLink[] {
  return [
    {
      id: 'volunteer',
      label: 'nav.volunteer',
      hint: 'menus.volunteerHint',
      href: searchPath(lang, 'VOLOP'),
      icon: 'heart',
    },
    {
      id: 'events',
      label: 'nav.events',
      hint: 'menus.eventsHint',
      href: searchPath(lang, 'EVENT'),
      icon: 'calendar',
    },
    {
      id: 'organizations',
      label: 'nav.organizations',
      hint: 'menus.organizationsHint',
      href: searchPath(lang, 'ORG'),
      icon: 'globe',
    },
    {
      id: 'salary',
      label: 'nav.salaryExplorer',
      hint: 'menus.salaryHint',
      href: salaryPath(),
      icon: 'chart',
    },
    { id: 'donate', label: 'nav.donate', hint: 'menus.supportHint', href: donatePath(lang), icon: 'heart' },
  ];
}

const POSTABLE: readonly [ListingType, Key<'menus'>, IconName][] = [
  ['JOB', 'menus.postJob', 'briefcase'],
  ['INTERNSHIP', 'menus.postInternship', 'file'],
  ['VOLOP', 'menus.postVolunteer', 'heart'],
  ['EVENT', 'menus.postEvent', 'calendar'],
];

/**
 * Post: a signed-in user posts each listing type directly; a visitor is sent to sign up to post first
 * (docs/product/accounts.md#account-pages), with the organisation sign-up offered on its own.
 */
export function postMenu(lang: Lang, signedIn: boolean): MenuLink[] {
  const items: MenuLink[] = POSTABLE.map(([type, label, icon]) => ({
    id: `post-${type}`,
    label,
    href: signedIn ? postListingPath(type) : signUpToPostPath(lang),
    icon,
  }));
  if (!signedIn) {
    items.push({
      id: 'sign-up-to-post',
      label: 'menus.signUpToPost',
      hint: 'menus.signUpToPostHint',
      href: signUpToPostPath(lang),
      icon: 'user',
    });
  }
  return items;
}

/** The account menu's own pages (docs/product/user-dashboard.md#routes). */
export function accountMenu(): MenuLink[] {
  return [
    { id: 'dashboard', label: 'account.dashboard', href: userDashboardPath(), icon: 'home' },
    { id: 'saved', label: 'account.savedItems', href: userDashboardPath('saved-items'), icon: 'heart' },
    { id: 'profile', label: 'account.profile', href: userDashboardPath('profile'), icon: 'user' },
    {
      id: 'applications',
      label: 'account.applications',
      href: userDashboardPath('application-history'),
      icon: 'file',
    },
    {
      id: 'notification-preferences',
      label: 'account.notificationPreferences',
      href: userDashboardPath('notification-preferences'),
      icon: 'mail',
    },
    {
      id: 'account-settings',
      label: 'account.accountSettings',
      href: userDashboardPath('account-settings'),
      icon: 'settings',
    },
  ];
}

/** The dashboards of the user's organisations (docs/product/organisations.md#dashboard-routes). */
export function organizationLinks(user: User): { id: number; name: string; href: string }[] {
  return user.orgs.map((org) => ({ id: org.id, name: org.name, href: orgDashboardPath(org.id) }));
}

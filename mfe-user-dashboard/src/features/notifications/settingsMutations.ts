import type {
  EmailPreferenceKind,
  NotificationUpdateRequest,
  PublicProfileRequest,
} from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import { defineMutation } from '@opengood/platform';
import { USER_DASHBOARD_AREA } from '../../area';

// The general settings' writes (mail preferences, the public profile) and the notifications'. The pages
// that show them are loaded again after each one.

const preferencesPage = () => [{ area: USER_DASHBOARD_AREA, pages: ['notification-preferences'] }];
/** The public profile's panel is on both pages. */
const publicProfilePages = () => [
  { area: USER_DASHBOARD_AREA, pages: ['profile', 'notification-preferences'] },
];

/** One kind of mail on or off (run per kind; the page shows the switch moved at once, back if refused). */
export const switchEmailPreference = defineMutation({
  name: 'mfe-user-dashboard/switchEmailPreference',
  route: routes.updateEmailPreferences,
  input: ({ kind, enabled }: { kind: EmailPreferenceKind; enabled: boolean }) => ({
    body: { emailPreferences: [{ kind, enabled }] },
  }),
  refreshes: preferencesPage,
});

/** Turns the public profile feature on, still private (a POST: it changes state). */
export const enablePublicProfile = defineMutation({
  name: 'mfe-user-dashboard/enablePublicProfile',
  route: routes.enableProfile,
  input: (_: void) => ({}),
  refreshes: publicProfilePages,
});

export const savePublicProfile = defineMutation({
  name: 'mfe-user-dashboard/savePublicProfile',
  route: routes.updatePublicProfile,
  input: (profile: PublicProfileRequest) => ({ body: profile }),
  refreshes: publicProfilePages,
});

/** Read, or dismissed (NEW → DISMISSED, never back): run per notification, shown at once by the page. */
export const changeNotification = defineMutation({
  name: 'mfe-user-dashboard/changeNotification',
  route: routes.updateNotification,
  input: ({ id, change }: { id: number; change: NotificationUpdateRequest }) => ({
    params: { id },
    body: change,
  }),
  refreshes: preferencesPage,
});

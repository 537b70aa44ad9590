// The orgnotifications module's public face: each admin's preferences for the mails of each organisation
// they administer (its routes: /orgdashboard/:orgId/notification-preferences), and the one function every
// sender of such a mail asks whom to send it to (recipientsFor). It owns the writes of org_email_opt_outs
// (the page and the org unsubscribe links set the same preference). It sits low in the module graph
// (accounts, organizations, usersettings) so that every module that mails an organisation's admins —
// applications, orgs, unsubscribe, and billing when it comes — can import it without a cycle
// (api/README.md "Organisation notification preferences").
import type { Db } from '../../platform/db/db';
import { defineModule } from '../../platform/modules';
import { orgNotificationsRoutes } from './orgNotificationsRoutes';

export const orgNotificationsModule = defineModule<{ db: Db }>({
  name: 'orgnotifications',
  routes: ({ db }) => orgNotificationsRoutes(db),
});

export {
  isOrgNotificationOn,
  recipientsFor,
  setOrgNotification,
  type OrgMailRecipient,
  type RecipientsOptions,
} from './orgNotifications';

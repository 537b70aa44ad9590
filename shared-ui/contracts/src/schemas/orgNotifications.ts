import { z } from 'zod';
import { dataAnswer } from './answer';

// An organisation's notification preferences (docs/product/organisations.md#notification-preferences):
// which mails EACH admin gets from THIS organisation, every kind on until they turn it off. The page at
// /admin/{orgId}/notification-preferences and the org variant of the signed unsubscribe links
// (/unsubscribe/org/{orgId}/{preferenceName}/…) read and write the same preference.

/** The kinds of mail an organisation sends its admins, in the page's order. */
export const ORG_NOTIFICATION_KINDS = [
  /** A mail per new application, interest or attendance to one of the organisation's listings. */
  'APPLICATIONS_RECEIVED',
  /** One mail a day listing the applications of the last 24 hours (none when there were none). */
  'APPLICATIONS_DIGEST',
  /** Invoices and receipts (sent by the billing module). */
  'BILLING',
  /** The team changing: an admin added or removed, an invite sent or accepted, a request to join. */
  'TEAM_CHANGES',
] as const;
export type OrgNotificationKind = (typeof ORG_NOTIFICATION_KINDS)[number];

/** The form's and the PUT body's field of each kind (errors are keyed by these). */
export const ORG_NOTIFICATION_FIELDS = {
  applicationsReceived: 'APPLICATIONS_RECEIVED',
  applicationsDigest: 'APPLICATIONS_DIGEST',
  billing: 'BILLING',
  teamChanges: 'TEAM_CHANGES',
} as const satisfies Record<string, OrgNotificationKind>;
export type OrgNotificationField = keyof typeof ORG_NOTIFICATION_FIELDS;
/** The fields in the page's order (ORG_NOTIFICATION_KINDS'). */
export const ORG_NOTIFICATION_FIELD_NAMES = [
  'applicationsReceived',
  'applicationsDigest',
  'billing',
  'teamChanges',
] as const satisfies readonly OrgNotificationField[];

/** The field of a kind (the inverse of ORG_NOTIFICATION_FIELDS). */
export const orgNotificationFieldOf = (kind: OrgNotificationKind): OrgNotificationField =>
  ORG_NOTIFICATION_FIELD_NAMES.find((field) => ORG_NOTIFICATION_FIELDS[field] === kind)!;

/** The `preferenceName` of the org unsubscribe link of each kind. */
export const ORG_UNSUBSCRIBE_PREFERENCES = {
  'applications-received': 'APPLICATIONS_RECEIVED',
  'applications-digest': 'APPLICATIONS_DIGEST',
  billing: 'BILLING',
  'team-changes': 'TEAM_CHANGES',
} as const satisfies Record<string, OrgNotificationKind>;

/** The link's preference name of a kind. */
export const orgUnsubscribePreferenceOf = (kind: OrgNotificationKind): string =>
  Object.entries(ORG_UNSUBSCRIBE_PREFERENCES).find(([, k]) => k === kind)![0];

export const ORG_NOTIFICATION_ERROR_CODES = {
  /** <field> (400): not true or false. */
  PREFERENCE_INVALID: 'PREFERENCE_INVALID',
  /** orgId (409, PUT): the caller (staff) does not administer the organisation, so it mails them nothing. */
  NOT_A_RECIPIENT: 'NOT_A_RECIPIENT',
} as const;

const onOrOff = z.boolean({ error: ORG_NOTIFICATION_ERROR_CODES.PREFERENCE_INVALID });

/** PUT /orgdashboard/:orgId/notification-preferences: every kind, on or off (the whole set, as the page shows it). */
export const orgNotificationPreferencesSchema = z.strictObject({
  applicationsReceived: onOrOff,
  applicationsDigest: onOrOff,
  billing: onOrOff,
  teamChanges: onOrOff,
});
export type OrgNotificationPreferences = z.infer<typeof orgNotificationPreferencesSchema>;

export const orgNotificationPreferencesAnswerSchema = dataAnswer(
  z.object({
    preferences: orgNotificationPreferencesSchema,
    /**
     * Whether this organisation mails the caller at all: false for staff who do not administer it (they
     * may look, there is nothing of theirs to set).
     */
    recipient: z.boolean(),
    /**
     * Kinds the caller turned off for every organisation in their own notification preferences
     * (/dashboard/notification-preferences: new-applicant notices): off whatever this page says.
     */
    offForAllOrganizations: z.array(z.enum(ORG_NOTIFICATION_FIELD_NAMES)),
  }),
);
export type OrgNotificationPreferencesAnswer = z.infer<typeof orgNotificationPreferencesAnswerSchema>;

import {
  ORG_NOTIFICATION_FIELD_NAMES,
  ORG_NOTIFICATION_FIELDS,
  type OrgNotificationKind,
  type OrgNotificationPreferences,
  type OrgNotificationPreferencesAnswer,
} from '@opengood/contracts';

/** The stored opt-outs as the page's fields: every kind on unless turned off. */
export function presentPreferences({
  off,
  offForAll,
  recipient,
}: {
  off: ReadonlySet<OrgNotificationKind>;
  offForAll: ReadonlySet<OrgNotificationKind>;
  recipient: boolean;
}): OrgNotificationPreferencesAnswer['data'] {
  const preferences = Object.fromEntries(
    ORG_NOTIFICATION_FIELD_NAMES.map((field) => [field, !off.has(ORG_NOTIFICATION_FIELDS[field])]),
  ) as OrgNotificationPreferences;
  return {
    preferences,
    recipient,
    offForAllOrganizations: ORG_NOTIFICATION_FIELD_NAMES.filter((field) =>
      offForAll.has(ORG_NOTIFICATION_FIELDS[field]),
    ),
  };
}

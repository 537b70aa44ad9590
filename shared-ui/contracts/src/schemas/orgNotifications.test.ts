import {
  ORG_NOTIFICATION_FIELD_NAMES,
  ORG_NOTIFICATION_FIELDS,
  ORG_NOTIFICATION_KINDS,
  ORG_UNSUBSCRIBE_PREFERENCES,
  orgNotificationFieldOf,
  orgNotificationPreferencesSchema,
  orgUnsubscribePreferenceOf,
} from './orgNotifications';

describe('an organisation’s notification preferences', () => {
  it('name every kind once: as a field of the page, and as a preference of the org unsubscribe link', () => {
    expect(ORG_NOTIFICATION_FIELD_NAMES.map((f) => ORG_NOTIFICATION_FIELDS[f])).toEqual([
      ...ORG_NOTIFICATION_KINDS,
    ]);
    expect(Object.values(ORG_UNSUBSCRIBE_PREFERENCES).sort()).toEqual([...ORG_NOTIFICATION_KINDS].sort());
    for (const kind of ORG_NOTIFICATION_KINDS) {
      expect(ORG_NOTIFICATION_FIELDS[orgNotificationFieldOf(kind)]).toBe(kind);
      expect(
        ORG_UNSUBSCRIBE_PREFERENCES[
          orgUnsubscribePreferenceOf(kind) as keyof typeof ORG_UNSUBSCRIBE_PREFERENCES
        ],
      ).toBe(kind);
    }
  });

  it('take every kind, true or false, and nothing else', () => {
    const all = { applicationsReceived: true, applicationsDigest: false, billing: true, teamChanges: false };
    expect(orgNotificationPreferencesSchema.parse(all)).toEqual(all);
    const wrong = orgNotificationPreferencesSchema.safeParse({
      ...all,
      billing: 'yes',
      teamChanges: undefined,
    });
    expect(wrong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['billing', 'PREFERENCE_INVALID'],
      ['teamChanges', 'PREFERENCE_INVALID'],
    ]);
    expect(orgNotificationPreferencesSchema.safeParse({ ...all, newsletter: true }).success).toBe(false);
  });
});

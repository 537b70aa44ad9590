import {
  canChangeNotificationStatus,
  NOTIFICATION_KINDS,
  notificationsAnswerSchema,
  notificationUpdateRequestSchema,
} from './notifications';

describe('notifications', () => {
  it('has the ten kinds of docs/product/user-dashboard.md#notifications', () => {
    expect(NOTIFICATION_KINDS).toHaveLength(10);
  });

  it('moves NEW to DISMISSED, never back', () => {
    expect(canChangeNotificationStatus('NEW', 'DISMISSED')).toBe(true);
    expect(canChangeNotificationStatus('DISMISSED', 'DISMISSED')).toBe(true);
    expect(canChangeNotificationStatus('DISMISSED', 'NEW')).toBe(false);
  });

  it('takes a partial change and refuses an empty or unknown one', () => {
    expect(notificationUpdateRequestSchema.parse({ read: true })).toEqual({ read: true });
    expect(notificationUpdateRequestSchema.safeParse({}).success).toBe(false);
    expect(notificationUpdateRequestSchema.safeParse({ status: 'ARCHIVED' }).success).toBe(false);
  });

  it('parses a list answer', () => {
    const item = {
      id: 1,
      kind: 'UPLOAD_RESUME',
      status: 'NEW',
      viewed: false,
      read: false,
      created: '2026-01-02T03:04:05.000Z',
    };
    expect(notificationsAnswerSchema.parse({ data: [item] })).toEqual({ data: [item] });
  });
});

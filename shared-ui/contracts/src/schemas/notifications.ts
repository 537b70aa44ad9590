import { z } from 'zod';
import { dataAnswer, idSchema, isoDateTimeSchema } from './answer';
import { idParamSchema } from './request';

// A signed-in user's notifications (docs/product/user-dashboard.md#notifications). Each kind is a fixed
// message the page renders in the user's language; the api only says which ones the user has and where
// each stands.

export const NOTIFICATION_KINDS = [
  'OFFICE_HOURS',
  'ORG_ADMIN_ATS_CTA',
  'RESUME_WEBINAR',
  'SURVEY',
  'INTERVIEW_WEBINAR',
  'GRAD_FAIR_TEXT_AND_CALENDAR',
  'ADMIN_SURVEY_2024',
  'GRAD_FAIRS_BANNER',
  'UPLOAD_RESUME',
  'SALARY_SURVEY_CTA',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** docs/product/user-dashboard.md#notifications: NEW to DISMISSED, never back. */
export const NOTIFICATION_STATUSES = ['NEW', 'DISMISSED'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** Whether a notification may go from `from` to `to` (staying put is allowed). */
export function canChangeNotificationStatus(from: NotificationStatus, to: NotificationStatus): boolean {
  return from === to || (from === 'NEW' && to === 'DISMISSED');
}

export const notificationSchema = z.object({
  id: idSchema,
  kind: z.enum(NOTIFICATION_KINDS),
  status: z.enum(NOTIFICATION_STATUSES),
  /** Shown in the list (the bell's count goes down). */
  viewed: z.boolean(),
  /** Opened by the user. */
  read: z.boolean(),
  created: isoDateTimeSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

/** The user's notifications, newest first. */
export const notificationsAnswerSchema = dataAnswer(z.array(notificationSchema));
export type NotificationsAnswer = z.infer<typeof notificationsAnswerSchema>;

export const notificationAnswerSchema = dataAnswer(notificationSchema);
export type NotificationAnswer = z.infer<typeof notificationAnswerSchema>;

export const notificationParamsSchema = z.object({ id: idParamSchema });

export const notificationUpdateRequestSchema = z
  .object({
    status: z.enum(NOTIFICATION_STATUSES, { error: `Must be one of ${NOTIFICATION_STATUSES.join(', ')}` }),
    viewed: z.boolean(),
    read: z.boolean(),
  })
  .partial()
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    error: 'Give status, viewed or read',
  });
export type NotificationUpdateRequest = z.infer<typeof notificationUpdateRequestSchema>;

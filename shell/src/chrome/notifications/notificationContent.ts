import type { Lang, NotificationKind } from '@opengood/contracts';
import { FAIR_ROOT, orgDashboardPath, salaryPath, searchPath, userDashboardPath } from '@opengood/routes';
import type { IconName } from '@opengood/design-system';
import type { User } from '@opengood/contracts';

/** Where a notification leads when opened; `support` is the external support site. */
export type NotificationTarget = { href: string; external: boolean };

const GRAD_FAIRS_PATH = FAIR_ROOT;

/**
 * Each kind of notification is a fixed message in the page's language (docs/product/user-dashboard.md#notifications) with a destination: an
 * area of the product, or the support site for surveys.
 */
export function notificationTarget(
  kind: NotificationKind,
  ctx: { lang: Lang; user: User | null; supportUrl: string },
): NotificationTarget {
  const site = (href: string) => ({ href, external: false });
  switch (kind) {
    case 'OFFICE_HOURS':
      return site(searchPath(ctx.lang, 'EVENT', { q: 'office hours' }));
    case 'ORG_ADMIN_ATS_CTA': {
      const org = ctx.user?.orgs[0];
      return site(org ? orgDashboardPath(org.id, 'integrations') : '/integrate-ats');
    }
    case 'RESUME_WEBINAR':
      return site(searchPath(ctx.lang, 'EVENT', { q: 'resume' }));
    case 'INTERVIEW_WEBINAR':
      return site(searchPath(ctx.lang, 'EVENT', { q: 'interview' }));
    case 'GRAD_FAIR_TEXT_AND_CALENDAR':
    case 'GRAD_FAIRS_BANNER':
      return site(GRAD_FAIRS_PATH);
    case 'UPLOAD_RESUME':
      return site(userDashboardPath('profile'));
    case 'SALARY_SURVEY_CTA':
      return site(salaryPath('survey'));
    case 'SURVEY':
    case 'ADMIN_SURVEY_2024':
      return { href: ctx.supportUrl, external: true };
  }
}

export const NOTIFICATION_ICONS: Readonly<Record<NotificationKind, IconName>> = {
  OFFICE_HOURS: 'calendar',
  ORG_ADMIN_ATS_CTA: 'settings',
  RESUME_WEBINAR: 'file',
  SURVEY: 'chart',
  INTERVIEW_WEBINAR: 'user',
  GRAD_FAIR_TEXT_AND_CALENDAR: 'calendar',
  ADMIN_SURVEY_2024: 'chart',
  GRAD_FAIRS_BANNER: 'briefcase',
  UPLOAD_RESUME: 'file',
  SALARY_SURVEY_CTA: 'chart',
};

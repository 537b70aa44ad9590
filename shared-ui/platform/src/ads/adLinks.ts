import { salaryPath, userDashboardPath } from '@opengood/routes';
import type { AdType } from './adsSlice';

/** Where each ad leads (the graduate fairs have their own site area under /fair). */
export const AD_LINKS: Readonly<Record<AdType, string>> = {
  GRAD_FAIRS: '/fair',
  SALARY_SURVEY: salaryPath('survey'),
  RESUME_DB: userDashboardPath('profile'),
};

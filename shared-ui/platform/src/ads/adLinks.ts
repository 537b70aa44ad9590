import { FAIR_ROOT, salaryPath, userDashboardPath } from '@opengood/routes';
import type { AdType } from './adsSlice';

/**
 * Where each ad leads (the graduate fairs have their own site area under /fair); the shell may name one
 * page instead (the nearest fair: adChosen's href).
 */
export const AD_LINKS: Readonly<Record<AdType, string>> = {
  GRAD_FAIRS: FAIR_ROOT,
  SALARY_SURVEY: salaryPath('survey'),
  RESUME_DB: userDashboardPath('profile'),
};

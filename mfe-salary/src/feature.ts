import type { Feature } from '@opengood/platform';
import { salaryPages } from './pages';
import { SALARY_AREA } from './features/explorer/explorerSelectors';
import { SALARY_NS, translations } from './i18n';

/** No state of its own: the country is in the URL, the figures are the explorer page's loaded data. */
export const salaryFeature: Feature = {
  area: SALARY_AREA,
  pages: salaryPages,
  ns: SALARY_NS,
  translations,
};

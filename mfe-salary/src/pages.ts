import { definePages } from '@opengood/platform';
import { countryFromQuery, explorerCountry, fetchSalarySummary } from './features/explorer/salaryApi';
import { ExplorerFrame, ExplorerSummary } from './features/explorer/Explorer';
import { SALARY_AREA } from './features/explorer/explorerSelectors';
import { salaryPageForPath, type SalaryPage } from './features/pages/salaryRoutes';
import { FaqPage } from './features/pages/FaqPage';
import { LearnMorePage } from './features/pages/LearnMorePage';
import { SurveyPage } from './features/pages/SurveyPage';

const at = (page: SalaryPage) => (url: URL) => (salaryPageForPath(url.pathname) === page ? {} : null);

/** The salary explorer (its country in the URL) and its static pages. */
export const salaryPages = definePages({ area: SALARY_AREA, ns: 'salary' }, (page) => [
  page({
    id: 'explore',
    match: (url) =>
      salaryPageForPath(url.pathname) === 'explore' ? { queryCountry: countryFromQuery(url.search) } : null,
    load: ({ http, params, lang, signal }) =>
      fetchSalarySummary(http, { country: explorerCountry(params.queryCountry, lang), lang }, signal),
    Frame: ExplorerFrame,
    View: ExplorerSummary,
    meta: ({ t }) => ({ title: t('explorer.title') }),
  }),
  page({ id: 'faq', match: at('faq'), View: FaqPage, meta: ({ t }) => ({ title: t('faq.title') }) }),
  page({
    id: 'learnMore',
    match: at('learnMore'),
    View: LearnMorePage,
    meta: ({ t }) => ({ title: t('learnMore.title') }),
  }),
  page({
    id: 'survey',
    match: at('survey'),
    View: SurveyPage,
    meta: ({ t }) => ({ title: t('survey.title') }),
  }),
]);

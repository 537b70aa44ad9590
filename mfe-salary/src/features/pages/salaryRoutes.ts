import { SALARY_ROOT, pathSegments } from '@opengood/routes';

export type SalaryPage = 'explore' | 'faq' | 'learnMore' | 'survey';

const PAGES: Readonly<Record<string, SalaryPage>> = {
  explore: 'explore',
  faq: 'faq',
  'learn-more': 'learnMore',
  survey: 'survey',
};

/** /nonprofit-salary-explorer[/explore|faq|learn-more|survey]; anything else is not a page of the area. */
export function salaryPageForPath(pathname: string): SalaryPage | null {
  const [root, sub, ...rest] = pathSegments(pathname);
  if (root !== SALARY_ROOT.slice(1) || rest.length > 0) return null;
  if (sub === undefined) return 'explore';
  return PAGES[sub] ?? null;
}

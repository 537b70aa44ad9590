import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { salaryPath, type SalarySubpage } from '@opengood/routes';
import { Container, Text } from '@opengood/design-system';
import { Link, useAppSelector } from '@opengood/platform';
import { selectExplorerHref } from '../explorer/explorerSelectors';
import type { SalaryPage } from './salaryRoutes';

/** The explorer's own pages, in menu order; null is the explorer root. */
const MENU: readonly { page: SalarySubpage | null; key: SalaryPage }[] = [
  { page: null, key: 'explore' },
  { page: 'faq', key: 'faq' },
  { page: 'learn-more', key: 'learnMore' },
  { page: 'survey', key: 'survey' },
];

const Menu = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  margin: 8px 0 24px;
  padding: 0 0 12px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  a[aria-current='page'] {
    font-weight: 700;
  }
`;

export function SalaryLayout({ current, children }: { current: SalaryPage; children: ReactNode }) {
  const { t } = useTranslation('salary');
  // Back from the FAQ or the survey, the explorer shows the country explored last in this visit.
  const explorerHref = useAppSelector(selectExplorerHref);
  return (
    <Container py={5}>
      <Text color="muted" fontSize={1}>
        {t('product')}
      </Text>
      <nav aria-label={t('menu.label')}>
        <Menu>
          {MENU.map(({ page, key }) => (
            <li key={key}>
              <Link
                href={page === null ? explorerHref : salaryPath(page)}
                aria-current={current === key ? 'page' : undefined}
              >
                {t(`menu.${key}`)}
              </Link>
            </li>
          ))}
        </Menu>
      </nav>
      {children}
    </Container>
  );
}

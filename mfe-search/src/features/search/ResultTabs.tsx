import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SEARCH_TYPES, type Lang, type SearchType } from '@opengood/contracts';
import { searchPath, STAFF_TABS, staffTabPath, type StaffTab } from '@opengood/routes';
import { Link, selectIsStaff, useAppSelector } from '@opengood/platform';
import type { SearchPageParams } from './searchApi';

const Nav = styled.nav`
  margin: 16px 0 24px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  overflow-x: auto;
  scrollbar-width: none;
`;

const List = styled.ul`
  display: flex;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  white-space: nowrap;
`;

/** The staff tabs begin after a rule, so staff tell them from the visitors' tabs. */
const StaffItem = styled.li<{ $first: boolean }>`
  ${(p) => (p.$first ? `margin-left: 8px; padding-left: 8px; border-left: 1px solid ${p.theme.colors.border};` : '')}
`;

const Tab = styled(Link)`
  display: inline-block;
  padding: 10px 14px;
  border-bottom: 3px solid transparent;
  color: ${(p) => p.theme.colors.muted};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    color: ${(p) => p.theme.colors.text};
  }
  &[aria-current='page'] {
    color: ${(p) => p.theme.colors.primary};
    border-bottom-color: ${(p) => p.theme.colors.primary};
  }
`;

export interface ResultTabsProps {
  lang: Lang;
  /** The tab shown: a search type, or a staff tab. */
  current: SearchType | StaffTab;
  /** The keywords, kept by every tab. */
  q: string | null;
  /** The search page's place, kept by the search-type tabs. */
  place?: Pick<SearchPageParams['parsed'], 'locationType' | 'placeId' | 'radius'>;
}

/**
 * The result tabs (docs/product/search.md#result-tabs): the five search types for everyone, then Users,
 * Invoices, Payments and Donations for staff only. Each keeps the keywords (a search type also the place),
 * and starts again without filters, which differ per type.
 */
export function ResultTabs({ lang, current, q, place }: ResultTabsProps) {
  const { t } = useTranslation('search');
  const staff = useAppSelector(selectIsStaff);
  return (
    <Nav aria-label={t('tabs.label')}>
      <List>
        {SEARCH_TYPES.map((type) => (
          <li key={type}>
            <Tab
              href={searchPath(lang, type, {
                q,
                locationType: place?.locationType ?? null,
                placeId: place?.placeId ?? null,
                radius: place?.radius,
              })}
              aria-current={type === current ? 'page' : undefined}
            >
              {t(`tabs.${type}`)}
            </Tab>
          </li>
        ))}
        {staff &&
          STAFF_TABS.map((tab, index) => (
            <StaffItem key={tab} $first={index === 0}>
              <Tab
                href={staffTabPath(lang, tab, { q: q ?? '' })}
                aria-current={tab === current ? 'page' : undefined}
                data-testid={`staff-tab-${tab}`}
              >
                {t(`staff.tabs.${tab}`)}
              </Tab>
            </StaffItem>
          ))}
      </List>
    </Nav>
  );
}

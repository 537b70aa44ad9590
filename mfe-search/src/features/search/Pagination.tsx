import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MAX_SEARCH_PAGE } from '@opengood/contracts';
import { Link } from '@opengood/platform';
import type { SearchPageParams } from './searchApi';
import { searchHrefAfter } from './useSearchUpdate';

const Nav = styled.nav`
  margin: 32px 0 8px;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 40px;
  height: 40px;
  padding: 0 12px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii[1]}px;
  text-decoration: none;
  font-weight: 600;
  &[aria-current='page'] {
    background: ${(p) => p.theme.colors.primary};
    border-color: ${(p) => p.theme.colors.primary};
    color: #fff;
  }
  &:hover:not([aria-current='page']) {
    background: ${(p) => p.theme.colors.surface};
  }
`;

const Gap = styled.li`
  padding: 0 4px;
  color: ${(p) => p.theme.colors.muted};
`;

/** The page indexes to offer: the first, the last and two either side of the current one. */
export function pageWindow(pageIndex: number, nbPages: number): (number | null)[] {
  const wanted = new Set([0, nbPages - 1]);
  for (let i = pageIndex - 2; i <= pageIndex + 2; i += 1) if (i >= 0 && i < nbPages) wanted.add(i);
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((index, i) => (i > 0 && index - sorted[i - 1]! > 1 ? [null, index] : [index]));
}

/** Paging keeps every other search parameter of the URL (query, filters, place, radius, sort). */
export function Pagination({ params, nbPages }: { params: SearchPageParams; nbPages: number }) {
  const { t } = useTranslation('search');
  const { pageIndex } = params.parsed;
  const pages = Math.min(nbPages, MAX_SEARCH_PAGE);
  if (pages <= 1) return null;
  const href = (index: number) => searchHrefAfter(params, { type: 'pageChanged', pageIndex: index });
  return (
    <Nav aria-label={t('pagination')}>
      <List>
        {pageIndex > 0 && (
          <li>
            <PageLink href={href(pageIndex - 1)} rel="prev">
              {t('previous')}
            </PageLink>
          </li>
        )}
        {pageWindow(pageIndex, pages).map((index, i) =>
          index === null ? (
            <Gap key={`gap-${i}`} aria-hidden="true">
              …
            </Gap>
          ) : (
            <li key={index}>
              <PageLink
                href={href(index)}
                aria-label={t('page', { page: index + 1 })}
                aria-current={index === pageIndex ? 'page' : undefined}
              >
                {index + 1}
              </PageLink>
            </li>
          ),
        )}
        {pageIndex + 1 < pages && (
          <li>
            <PageLink href={href(pageIndex + 1)} rel="next">
              {t('next')}
            </PageLink>
          </li>
        )}
      </List>
    </Nav>
  );
}

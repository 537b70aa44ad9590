import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MAX_SEARCH_PAGE } from '@opengood/contracts';
import { Pager } from '@opengood/design-system';
import { Link } from '@opengood/platform';
import type { SearchPageParams } from './searchApi';
import { searchHrefAfter } from './useSearchUpdate';

const ResultsPager = styled(Pager)`
  margin: 32px 0 8px;
`;

/**
 * The pages of results, as links (the page is in the URL): paging keeps every other search parameter of
 * the URL (query, filters, place, radius, sort). The page parameter is the page index + 1, absent on the
 * first page.
 */
export function Pagination({ params, nbPages }: { params: SearchPageParams; nbPages: number }) {
  const { t } = useTranslation('search');
  return (
    <ResultsPager
      page={params.parsed.pageIndex + 1}
      pageCount={Math.min(nbPages, MAX_SEARCH_PAGE)}
      hrefOf={(page) => searchHrefAfter(params, { type: 'pageChanged', pageIndex: page - 1 })}
      linkAs={Link}
      label={t('pagination')}
    />
  );
}

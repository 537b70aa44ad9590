import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ENTIRE_COUNTRY, type SearchAnswer } from '@opengood/contracts';
import { Box, Heading, Icon, Text, VisuallyHidden } from '@opengood/design-system';
import { Link, type PageViewProps } from '@opengood/platform';
import { ListingCard } from '@opengood/feature-listings';
import type { SearchPageParams } from './searchApi';
import { Pagination } from './Pagination';
import { activeFilterCount, searchHrefAfter } from './useSearchUpdate';

const List = styled.ul`
  margin: 0;
  padding: 0;
`;

const Empty = styled.div`
  padding: 40px 24px;
  border: 1px dashed ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii[2]}px;
  background: ${(p) => p.theme.colors.surface};
  text-align: center;
`;

const Suggestions = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin: 16px 0 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: 8px 16px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii[4]}px;
    background: #fff;
    font-weight: 600;
    text-decoration: none;
  }
`;

/** The empty state (docs/product/search.md#empty-results): what can be loosened (the filters, the radius) is offered as a link. */
function EmptyResults({ params }: { params: SearchPageParams }) {
  const { t } = useTranslation('search');
  const { parsed } = params;
  const hasFilters = activeFilterCount(params) > 0;
  const canWiden = parsed.placeId !== null && parsed.placeId !== 'remote' && parsed.radius !== ENTIRE_COUNTRY;
  return (
    <Empty data-testid="empty-results" role="status">
      <Icon name="search" size={32} />
      <Heading as="h2" fontSize={4} mt={2}>
        {t('empty.title')}
      </Heading>
      <Text color="muted">{t('empty.message')}</Text>
      {(hasFilters || canWiden) && (
        <Suggestions>
          {hasFilters && (
            <li>
              <Link href={searchHrefAfter(params, { type: 'filtersCleared' })}>
                {t('empty.clearFilters')}
              </Link>
            </li>
          )}
          {canWiden && (
            <li>
              <Link href={searchHrefAfter(params, { type: 'radiusChanged', radius: ENTIRE_COUNTRY })}>
                {t('empty.widenRadius')}
              </Link>
            </li>
          )}
        </Suggestions>
      )}
    </Empty>
  );
}

/** The results of a search page: the hits (listings and organisations), paging, or the empty state. */
export function SearchResults({
  params,
  data,
}: Pick<PageViewProps<SearchPageParams, SearchAnswer>, 'params' | 'data'>) {
  const { t } = useTranslation('search');
  if (data.hits.length === 0) return <EmptyResults params={params} />;
  return (
    <Box>
      {/* The cards' titles are h3: an h2 between them and the page's h1 keeps the outline whole. */}
      <VisuallyHidden as="h2">{t('results')}</VisuallyHidden>
      <List data-testid="results" aria-label={t('results')}>
        {data.hits.map((hit) => (
          <ListingCard key={`${hit.type}-${hit.id}`} listing={hit} lang={params.lang} />
        ))}
      </List>
      <Pagination params={params} nbPages={data.nbPages} />
    </Box>
  );
}

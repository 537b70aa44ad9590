import { useTranslation } from 'react-i18next';
import { Box, Text } from '@opengood/design-system';
import type { PageViewProps } from '@opengood/platform';
import { ListingCard } from '@opengood/feature-listings';
import type { SearchPageParams, SearchResponse } from './searchApi';
import { Pagination } from './Pagination';

export function SearchResults({ params, data }: PageViewProps<SearchPageParams, SearchResponse>) {
  const { t } = useTranslation('search');
  const { lang, type, parsed } = params;
  return (
    <Box>
      <Text color="muted" mb={2} data-testid="result-count">
        {t('resultCount', { count: data.nbHits })}
      </Text>
      {data.hits.length === 0 ? (
        <Text>{t('noResults')}</Text>
      ) : (
        <Box as="ul" p={0} m={0} data-testid="results">
          {data.hits.map((hit) => (
            <ListingCard key={`${hit.type}-${hit.id}`} listing={hit} lang={lang} />
          ))}
        </Box>
      )}
      <Pagination lang={lang} type={type} params={parsed} nbPages={data.nbPages} />
    </Box>
  );
}

import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import {
  Box, Container, ErrorPage, Heading, ListingCard, Spinner, Text, langFromPath, parseSearchParams,
  useDocumentTitle, type SearchType,
} from '@opengood/shared-ui';
import { pageEntered, selectPaging, selectSearch } from './searchSlice';
import { SearchForm } from './SearchForm';
import { Pagination } from './Pagination';

export function SearchPage({ type }: { type: SearchType }) {
  const { t } = useTranslation('search');
  const location = useLocation();
  const dispatch = useDispatch();
  const lang = langFromPath(location.pathname);
  const parsed = useMemo(() => parseSearchParams(type, location.search), [type, location.search]);
  const search = useSelector(selectSearch);
  const paging = useSelector(selectPaging);
  useDocumentTitle(t(`title.${type}`));

  useEffect(() => {
    dispatch(pageEntered({ type, lang, q: parsed.q, pageIndex: parsed.pageIndex, sort: parsed.sort, locationType: parsed.locationType ?? undefined }));
  }, [dispatch, type, lang, parsed]);

  return (
    <Container py={5}>
      <Heading>{t(`title.${type}`)}</Heading>
      <SearchForm key={`${type}:${parsed.q}`} lang={lang} type={type} initialQuery={parsed.q} />
      {search.status === 'loading' && <Spinner />}
      {search.status === 'failed' && <ErrorPage />}
      {search.status === 'succeeded' && (
        <Box>
          <Text color="muted" mb={2} data-testid="result-count">
            {t('resultCount', { count: paging.nbHits })}
          </Text>
          {search.hits.length === 0 ? (
            <Text>{t('noResults')}</Text>
          ) : (
            <Box as="ul" p={0} m={0} data-testid="results">
              {search.hits.map((hit) => (
                <ListingCard key={`${hit.type}-${hit.id}`} listing={hit} lang={lang} />
              ))}
            </Box>
          )}
          <Pagination lang={lang} type={type} q={parsed.q} sort={parsed.sort} pageIndex={paging.pageIndex} nbPages={paging.nbPages} />
        </Box>
      )}
    </Container>
  );
}

import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { shallowEqual, useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { type SearchType } from '@opengood/contracts';
import { langFromPath, parseSearchParams } from '@opengood/routes';
import { Box, Container, Heading, Spinner, Text } from '@opengood/design-system';
import { ErrorPage, useDocumentTitle } from '@opengood/platform';
import { ListingCard } from '@opengood/feature-listings';
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

  const request = useMemo(
    () => ({
      type,
      lang,
      q: parsed.q,
      pageIndex: parsed.pageIndex,
      sort: parsed.sort,
      locationType: parsed.locationType ?? undefined,
    }),
    [type, lang, parsed],
  );
  useEffect(() => {
    dispatch(pageEntered(request));
  }, [dispatch, request]);
  // Results of another query (before this URL's request is under way) are never shown as this page's.
  const status = search.request && shallowEqual(search.request, request) ? search.status : 'loading';

  return (
    <Container py={5}>
      <Heading>{t(`title.${type}`)}</Heading>
      <SearchForm
        key={`${type}:${parsed.q}`}
        lang={lang}
        type={type}
        initialQuery={parsed.q}
        params={parsed}
      />
      {status === 'loading' && <Spinner />}
      {status === 'failed' && <ErrorPage onRetry={() => dispatch(pageEntered(request))} />}
      {status === 'succeeded' && (
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
          <Pagination lang={lang} type={type} params={parsed} nbPages={paging.nbPages} />
        </Box>
      )}
    </Container>
  );
}

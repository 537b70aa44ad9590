import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SearchAnswer } from '@opengood/contracts';
import { searchTypeForPath, langFromPath } from '@opengood/routes';
import { Button, Container, Drawer, Heading, Icon, Spinner, Text } from '@opengood/design-system';
import {
  loadedEntries,
  pageRetried,
  selectAreaPages,
  useAppDispatch,
  useAppSelector,
  useDocumentTitle,
  type PageFrameProps,
} from '@opengood/platform';
import { DISCOVERY_AREA } from '../../area';
import { SaveSearchControl } from '../saved-searches/SaveSearchControl';
import type { SearchPageParams } from './searchApi';
import { FilterPanel } from './FilterPanel';
import { RadiusSelect } from './RadiusSelect';
import { ResultTabs } from './ResultTabs';
import { SearchResults } from './SearchResults';
import { SortSwitch } from './SortSwitch';
import { activeFilterCount, useSearchUpdate } from './useSearchUpdate';
import { useScrollRestoration } from './useScrollRestoration';
import { PHONE_MAX } from './phoneStyles';

const Header = styled.header`
  h1 {
    margin: 0;
  }
`;

/** The keywords and the place searched around, with the radius beside the place it applies to. */
const ContextRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin-top: 4px;
`;

const Context = styled(Text)`
  margin: 0;
  color: ${(p) => p.theme.colors.muted};
  font-size: ${(p) => p.theme.fontSizes[3]}px;
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: 260px minmax(0, 1fr);
  gap: 40px;
  align-items: start;
  @media (max-width: ${PHONE_MAX}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Sidebar = styled.aside`
  position: sticky;
  top: 80px;
  max-height: calc(100vh - 96px);
  overflow-y: auto;
  padding-right: 4px;
  @media (max-width: ${PHONE_MAX}) {
    display: none;
  }
`;

const Main = styled.section`
  min-width: 0;
  scroll-margin-top: 80px;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 16px;
  padding-bottom: 12px;
  margin-bottom: 4px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const Count = styled.p`
  flex: 1;
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 0;
  font-weight: 600;
  min-height: 32px;
`;

/** Where the page's controls sit beside the sort switch (the save-search control joins them). */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 16px;
  @media (max-width: ${PHONE_MAX}) {
    width: 100%;
    justify-content: space-between;
    gap: 8px;
  }
`;

const FiltersButton = styled(Button).attrs({ variant: 'secondary' as const })`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  @media (min-width: 768px) {
    display: none;
  }
`;

const Results = styled.div`
  transition: opacity 0.15s;
  &[aria-busy='true'] {
    opacity: 0.55;
    transition: opacity 0.15s 0.2s;
  }
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: 48px 0;
`;

const ErrorBox = styled.div`
  padding: 32px 24px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-left: 4px solid ${(p) => p.theme.colors.danger};
  border-radius: ${(p) => p.theme.radii[2]}px;
  margin-top: 16px;
  h2 {
    margin: 0 0 4px;
  }
`;

const DrawerBody = styled.div`
  padding: 16px 20px 24px;
`;

const DrawerFoot = styled.div`
  position: sticky;
  bottom: 0;
  padding: 12px 20px;
  background: #fff;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  button {
    width: 100%;
  }
`;

/**
 * docs/product/http-and-errors.md#error-catalogue for a failed search: the platform's error state (the same test id and document title as its
 * error page) told in search terms, inside the page so the tabs and filters stay; the retry loads the URL again.
 */
function SearchError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('search');
  useDocumentTitle(t('error.title'));
  return (
    <ErrorBox role="alert" data-testid="error-page">
      <Heading as="h2" fontSize={4}>
        {t('error.title')}
      </Heading>
      <Text color="muted" mb={3}>
        {t('error.message')}
      </Text>
      <Button onClick={onRetry}>
        <Icon name="refresh" size={16} /> {t('error.retry')}
      </Button>
    </ErrorBox>
  );
}

function pathAndQuery(href: string): string {
  const url = new URL(href, 'http://localhost');
  return url.pathname + url.search;
}

/** The last results loaded for this type and language, shown (dimmed) while the next ones load. */
function useShownAnswer(params: SearchPageParams, href: string) {
  const pages = useAppSelector((s) => selectAreaPages(s, DISCOVERY_AREA));
  return useMemo(() => {
    const entry = pages?.current ? pages.entries[pages.current] : undefined;
    // By path and query: a server render may have entered the same page under another origin.
    const isCurrent = entry !== undefined && pathAndQuery(entry.href) === pathAndQuery(href);
    if (isCurrent && entry.status === 'loaded') {
      return { status: 'loaded' as const, data: entry.data as SearchAnswer, key: pages!.current };
    }
    if (isCurrent && entry.status === 'failed') return { status: 'failed' as const, key: pages!.current };
    const previous = loadedEntries(pages).find(({ href: seen }) => {
      const path = pathAndQuery(seen).split('?')[0]!;
      return searchTypeForPath(path) === params.type && langFromPath(path) === params.lang;
    });
    return { status: 'loading' as const, data: previous?.data as SearchAnswer | undefined, key: null };
  }, [pages, href, params.type, params.lang]);
}

/**
 * A search page whatever the state of its results: the heading, the result tabs, the filters, the sort and
 * radius controls, and the results. While the next results load, the last ones stay (dimmed after 200 ms),
 * so the filters and the counts do not jump; a failure keeps the page and offers a retry.
 */
export function SearchFrame({ params, url, children }: PageFrameProps<SearchPageParams>) {
  const { t } = useTranslation('search');
  const dispatch = useAppDispatch();
  const { type, lang, parsed } = params;
  const update = useSearchUpdate(params);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const top = useRef<HTMLElement>(null);
  const shown = useShownAnswer(params, url.href);
  const data = shown.status === 'failed' ? undefined : shown.data;
  useScrollRestoration(url.href, shown.status === 'loaded', top);

  const filterCount = activeFilterCount(params);
  const number = useMemo(() => new Intl.NumberFormat(lang), [lang]);
  const location = parsed.placeId ? data?.location : null;
  const context = [
    parsed.q ? t('context.query', { q: parsed.q }) : null,
    location?.isRemote ? t('context.remote') : location ? t('context.near', { place: location.text }) : null,
  ].filter(Boolean);
  const showRadius = type !== 'ORG' && parsed.placeId !== null && parsed.placeId !== 'remote';
  const retry = () => {
    if (shown.key) dispatch(pageRetried({ area: DISCOVERY_AREA, key: shown.key, href: url.href, lang }));
  };

  let content: ReactNode;
  if (shown.status === 'loaded') content = children;
  else if (shown.status === 'failed') content = <SearchError onRetry={retry} />;
  else if (shown.data) content = <SearchResults params={params} data={shown.data} />;
  else
    content = (
      <Centered>
        <Spinner />
      </Centered>
    );

  const panel = (testId: string, showTitle: boolean) => (
    <FilterPanel
      params={params}
      facets={data?.facets}
      onChange={update}
      data-testid={testId}
      showTitle={showTitle}
    />
  );

  return (
    <Container py={5}>
      <Header>
        <Heading>{t(`title.${type}`)}</Heading>
        {(context.length > 0 || showRadius) && (
          <ContextRow>
            {context.length > 0 && <Context data-testid="search-context">{context.join(' ')}</Context>}
            {showRadius && <RadiusSelect lang={lang} radius={parsed.radius} onChange={update} />}
          </ContextRow>
        )}
      </Header>
      <ResultTabs lang={lang} current={type} q={parsed.q} place={parsed} />
      <Layout>
        <Sidebar aria-label={t('filters.title')}>{panel('filter-panel', true)}</Sidebar>
        <Main ref={top}>
          <Toolbar data-testid="search-header">
            <Count id="search-count" aria-live="polite">
              {data && (
                <span data-testid="result-count">
                  {t('resultCount', { count: data.nbHits, formatted: number.format(data.nbHits) })}
                </span>
              )}
              {shown.status === 'loading' && data && <Spinner />}
            </Count>
            <FiltersButton onClick={() => setDrawerOpen(true)} aria-haspopup="dialog">
              <Icon name="menu" size={16} />
              {filterCount > 0 ? t('filters.openWithCount', { count: filterCount }) : t('filters.open')}
            </FiltersButton>
            <Actions>
              <SortSwitch sort={parsed.sort} onChange={update} />
              <SaveSearchControl key={url.href} type={type} parsed={parsed} location={location ?? null} />
            </Actions>
          </Toolbar>
          <Results aria-busy={shown.status === 'loading'}>{content}</Results>
        </Main>
      </Layout>
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title={t('filters.title')}>
        <DrawerBody>{panel('filter-panel-drawer', false)}</DrawerBody>
        <DrawerFoot>
          <Button onClick={() => setDrawerOpen(false)}>
            {data
              ? t('filters.showResultsCount', { formatted: number.format(data.nbHits) })
              : t('filters.showResults')}
          </Button>
        </DrawerFoot>
      </Drawer>
    </Container>
  );
}

import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SavedListingItem, SavedListingsAnswer, SavedSearchesAnswer } from '@opengood/contracts';
import { ListingCard } from '@opengood/feature-listings';
import { Button, Pager, Text } from '@opengood/design-system';
import {
  Link,
  listingSaveRequested,
  selectSavedListingKeys,
  useAppDispatch,
  useAppSelector,
  useLang,
  type PageViewProps,
} from '@opengood/platform';
import { Status } from '../layout/DashboardFrame';
import { SavedSearchItem } from './SavedSearchItem';
import { SAVED_TABS, savedItemsHref, type SavedItemsParams } from './savedItemsRoutes';
import { selectSavingSearchStatus } from './savedSearchesSlice';

export type SavedItemsData =
  { kind: 'listings'; answer: SavedListingsAnswer } | { kind: 'searches'; answer: SavedSearchesAnswer };

const Tabs = styled.nav`
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  margin-bottom: 20px;
  overflow-x: auto;
  ul {
    display: flex;
    gap: 4px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: block;
    padding: 10px 14px;
    white-space: nowrap;
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
    border-bottom: 3px solid transparent;
  }
  a[aria-current='page'] {
    border-bottom-color: ${(p) => p.theme.colors.primary};
    font-weight: ${(p) => p.theme.fontWeights.semibold};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const Removed = styled.li`
  border: 1px dashed ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii[2]}px;
  padding: 12px 16px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  color: ${(p) => p.theme.colors.muted};
`;

/** Listings taken down since they were saved: still listed (they can be unsaved), dimmed. */
const Unpublished = styled.section`
  margin-top: 24px;
  h2 {
    font-size: ${(p) => p.theme.fontSizes[3]}px;
    margin: 0 0 8px;
  }
  ul {
    opacity: 0.7;
  }
`;

/** The tabs of saved items, the current one marked; the page number is not kept across tabs. */
function SavedTabs({ current }: { current: SavedItemsParams['tab'] }) {
  const { t } = useTranslation('userDashboard');
  return (
    <Tabs aria-label={t('savedItems.tabsLabel')}>
      <ul>
        {SAVED_TABS.map((tab) => (
          <li key={tab}>
            <Link href={savedItemsHref(tab)} aria-current={tab === current ? 'page' : undefined}>
              {t(`savedItems.tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </Tabs>
  );
}

/**
 * A saved listing: its card (a list item, with the one save control of feature-listings); once unsaved
 * through the platform session (docs/product/listings.md#saved-listings, optimistic) it folds into a line that can save it again.
 */
function SavedListingRow({ item, saved }: { item: SavedListingItem; saved: boolean }) {
  const { t } = useTranslation('userDashboard');
  const dispatch = useAppDispatch();
  const lang = useLang();
  if (!saved)
    return (
      <Removed data-testid="saved-listing-removed">
        <span>{t('savedItems.removed', { title: item.listing.title })}</span>
        <Button
          variant="secondary"
          onClick={() => dispatch(listingSaveRequested({ id: item.id, type: item.type }))}
        >
          {t('savedItems.undo')}
        </Button>
      </Removed>
    );
  return <ListingCard listing={item.listing} lang={lang} />;
}

function SavedListings({ params, answer }: { params: SavedItemsParams; answer: SavedListingsAnswer }) {
  const { t } = useTranslation('userDashboard');
  const savedKeys = useAppSelector(selectSavedListingKeys);
  const unpublished = answer.savedListings.filter((item) => !item.published);
  const removedCount = answer.savedListings.filter((i) => !savedKeys.has(`${i.type}/${i.id}`)).length;
  if (answer.count === 0) return <Text data-testid="saved-empty">{t(`savedItems.empty.${params.tab}`)}</Text>;
  return (
    <>
      <Text color="muted">{t('savedItems.count', { count: answer.count })}</Text>
      <List>
        {answer.savedListings
          .filter((item) => item.published)
          .map((item) => (
            <SavedListingRow
              key={`${item.type}/${item.id}`}
              item={item}
              saved={savedKeys.has(`${item.type}/${item.id}`)}
            />
          ))}
      </List>
      {unpublished.length > 0 && (
        <Unpublished aria-labelledby="saved-unpublished-h">
          <h2 id="saved-unpublished-h">{t('savedItems.unpublished')}</h2>
          <List>
            {unpublished.map((item) => (
              <SavedListingRow
                key={`${item.type}/${item.id}`}
                item={item}
                saved={savedKeys.has(`${item.type}/${item.id}`)}
              />
            ))}
          </List>
        </Unpublished>
      )}
      <Status>{removedCount > 0 ? t('savedItems.removedStatus', { count: removedCount }) : ''}</Status>
      <Pager
        page={params.page}
        pageCount={answer.pageCount}
        hrefOf={(page) => savedItemsHref(params.tab, page)}
        linkAs={Link}
      />
    </>
  );
}

function SavedSearches({ params, answer }: { params: SavedItemsParams; answer: SavedSearchesAnswer }) {
  const { t } = useTranslation('userDashboard');
  const lang = useLang();
  const status = useAppSelector(selectSavingSearchStatus);
  const searches = answer.savedSearches;
  return (
    <>
      {searches.length === 0 ? (
        <Text data-testid="saved-empty">{t('savedItems.empty.searches')}</Text>
      ) : (
        <List>
          {searches.map((search) => (
            <SavedSearchItem key={search.id} search={search} lang={lang} />
          ))}
        </List>
      )}
      <Status data-testid="saving-search-status">
        {status ? t(`savedItems.searches.status.${status}`) : ''}
      </Status>
      <Pager
        page={params.page}
        pageCount={answer.pageCount}
        hrefOf={(page) => savedItemsHref('searches', page)}
        linkAs={Link}
      />
    </>
  );
}

/** /dashboard/saved-items: a tab per listing type and the saved searches, paged (`tab`, `page`). */
export function SavedItemsPage({ params, data }: PageViewProps<SavedItemsParams, SavedItemsData>) {
  return (
    <div data-testid="saved-items" data-tab={params.tab}>
      <SavedTabs current={params.tab} />
      {data.kind === 'listings' ? (
        <SavedListings params={params} answer={data.answer} />
      ) : (
        <SavedSearches params={params} answer={data.answer} />
      )}
    </div>
  );
}

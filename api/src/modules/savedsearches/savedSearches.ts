import {
  SAVED_SEARCH_LIMIT,
  SAVED_SEARCH_NAME_MAX_LENGTH,
  SAVED_SEARCHES_PAGE_SIZE,
  SEARCH_FILTER_PARAMS,
  type CreateSavedSearch,
  type Lang,
  type SavedSearch,
  type SavedSearchesAnswer,
  type UpdateSavedSearchRequest,
} from '@opengood/contracts';
import { ConflictError, NotFoundError, ValidationError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { defaultSavedSearchName } from './savedSearchNames';
import { presentSavedSearch } from './savedSearchPresenter';
import {
  countSavedSearches,
  deleteSavedSearchRow,
  findSavedSearch,
  findSavedSearchesOfUser,
  insertSavedSearch,
  setSavingSearchStatus,
  updateSavedSearchRow,
  type SavedSearchRow,
} from './savedSearchRepository';
import { findRecipient, lockUser } from '../accounts';

const NOT_FOUND = { id: 'No saved search with this id' };

/** The user's saved search, locked when asked; another user's is not found (its existence is not told). */
async function ownSavedSearch(db: Db, userId: number, id: number, lock = false): Promise<SavedSearchRow> {
  const row = await findSavedSearch(db, id, lock);
  if (!row || row.user_id !== userId) throw new NotFoundError(NOT_FOUND);
  return row;
}

/** A page of the user's saved searches, newest first, with the total and the number of pages. */
export async function listSavedSearches(db: Db, userId: number, page: number): Promise<SavedSearchesAnswer> {
  const count = await countSavedSearches(db, userId);
  const rows = await findSavedSearchesOfUser(db, userId, {
    limit: SAVED_SEARCHES_PAGE_SIZE,
    offset: (page - 1) * SAVED_SEARCHES_PAGE_SIZE,
  });
  return {
    savedSearches: rows.map(presentSavedSearch),
    count,
    pageCount: Math.ceil(count / SAVED_SEARCHES_PAGE_SIZE),
  };
}

export async function getSavedSearch(db: Db, userId: number, id: number): Promise<SavedSearch> {
  return presentSavedSearch(await ownSavedSearch(db, userId, id));
}

/**
 * Saves a search under a default name in the user's language. Only the facets of its type are kept (as a
 * search URL drops the others). The saving status becomes EDITING: the page offers to name it and set
 * its alert next (docs/product/user-dashboard.md#saving-search-status).
 */
export async function createSavedSearch(
  db: Db,
  userId: number,
  input: CreateSavedSearch,
): Promise<SavedSearch> {
  const allowed = new Set<string>(SEARCH_FILTER_PARAMS[input.index]);
  if (input.index !== 'ORG') allowed.add('locationType');
  const filters = Object.fromEntries(Object.entries(input.filters).filter(([name]) => allowed.has(name)));
  if (input.index === 'ORG' && input.location !== null)
    throw new ValidationError({ location: 'Organization searches have no location' });
  return db.transaction(async (tx) => {
    // Serialises one user's concurrent saves, so the limit holds.
    await lockUser(tx, userId);
    if ((await countSavedSearches(tx, userId)) >= SAVED_SEARCH_LIMIT)
      throw new ConflictError({ savedSearches: `At most ${SAVED_SEARCH_LIMIT} saved searches` });
    const lang: Lang = (await findRecipient(tx, userId))?.lang ?? 'en';
    const row = await insertSavedSearch(tx, userId, {
      text: input.text,
      filters,
      location: input.location,
      placeId: input.location === null ? null : input.placeId,
      searchType: input.index,
      radius: input.radius,
      name: defaultSavedSearchName(lang, input, SAVED_SEARCH_NAME_MAX_LENGTH),
    });
    await setSavingSearchStatus(tx, userId, 'EDITING');
    return presentSavedSearch(row);
  });
}

/** Renames a saved search or switches its alert; the saving status becomes SAVED. */
export async function updateSavedSearch(
  db: Db,
  userId: number,
  id: number,
  change: UpdateSavedSearchRequest,
): Promise<SavedSearch> {
  return db.transaction(async (tx) => {
    const row = await ownSavedSearch(tx, userId, id, true);
    if (change.notifyByEmail && row.search_type === 'ORG')
      throw new ValidationError({ notifyByEmail: 'Alerts are for listing searches, not organizations' });
    const updated = await updateSavedSearchRow(tx, id, change);
    await setSavingSearchStatus(tx, userId, 'SAVED');
    return presentSavedSearch(updated);
  });
}

/** Deletes a saved search (its alert history goes with it); the saving status becomes UNSAVED. */
export async function deleteSavedSearch(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await ownSavedSearch(tx, userId, id, true);
    await deleteSavedSearchRow(tx, id);
    await setSavingSearchStatus(tx, userId, 'UNSAVED');
  });
}

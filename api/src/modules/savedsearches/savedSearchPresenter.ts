import type { SavedSearch } from '@opengood/contracts';
import { isoDate } from '../../platform/db/isoDate';
import type { SavedSearchRow } from './savedSearchRepository';

export function presentSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    text: row.text,
    filters: row.filters,
    location: row.location,
    placeId: row.place_id,
    index: row.search_type,
    radius: row.radius,
    name: row.name,
    notifyByEmail: row.notify_by_email,
    created: isoDate(row.created_at),
  };
}

-- The search URL's placeId of a saved search (a gazetteer id or 'remote'), so /saved-searches/{id} opens
-- the search on the same place and its alerts search around it exactly as the page did.
ALTER TABLE saved_searches ADD COLUMN place_id text;

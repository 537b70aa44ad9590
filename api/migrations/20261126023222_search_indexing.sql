-- Search-engine indexing notices (docs/product/listings.md "Listing lifecycle"; api/README.md "Search-engine
-- indexing"). A change to what the public sees of a listing (published, closed, expired, edited while live)
-- writes a notice here in the change's own transaction (the listings module owns it); the
-- `search-indexing` job sends each one through the platform's indexing port (Google's Indexing API shape)
-- and marks it sent. Over the day's quota a notice waits for the next UTC day (available_at), never dropped.
CREATE TABLE listing_index_notices (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  listing_id   integer NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
  type         text NOT NULL CHECK (type IN ('URL_UPDATED', 'URL_DELETED')),
  available_at timestamptz NOT NULL DEFAULT now(),
  attempts     integer NOT NULL DEFAULT 0,
  sent_at      timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX listing_index_notices_due_idx ON listing_index_notices (available_at, id) WHERE sent_at IS NULL;

-- The indexing port's daily count (platform/indexing): at most its quota of notifications per UTC day.
CREATE TABLE search_indexing_days (
  day  date PRIMARY KEY,
  sent integer NOT NULL DEFAULT 0
);

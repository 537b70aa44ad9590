-- Saved listings (spec §3, §4, §7): which listings a user keeps, and since when. The type is the
-- listing's own, so it is not stored twice.
CREATE TABLE saved_listings (
  user_id    integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  listing_id integer NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
  saved_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, listing_id)
);
CREATE INDEX saved_listings_user_saved_idx ON saved_listings (user_id, saved_at DESC, listing_id DESC);
CREATE INDEX saved_listings_listing_idx ON saved_listings (listing_id);

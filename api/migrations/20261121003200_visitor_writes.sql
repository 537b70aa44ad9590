-- What anonymous visitors may write, bounded (issue 15).
--
-- tmp_storage: an entry belongs to whoever wrote it, the signed-in user, else the browser's visitor id (the
-- `vid` cookie); only they may read or delete it, so a link with someone else's tmpId restores nothing.
-- Entries written before had no owner and nobody could restore them any more: they go.
DELETE FROM tmp_storage;
ALTER TABLE tmp_storage
  ADD COLUMN owner_user_id integer REFERENCES users (id) ON DELETE CASCADE,
  ADD COLUMN owner_visitor_id text CHECK (owner_visitor_id ~ '^[A-Za-z0-9_-]{22}$'),
  ADD CONSTRAINT tmp_storage_one_owner CHECK ((owner_user_id IS NULL) <> (owner_visitor_id IS NULL));
-- An owner's entries, oldest first: the per-visitor cap replaces the oldest.
CREATE INDEX tmp_storage_owner_user ON tmp_storage (owner_user_id, created_at) WHERE owner_user_id IS NOT NULL;
CREATE INDEX tmp_storage_owner_visitor ON tmp_storage (owner_visitor_id, created_at)
  WHERE owner_visitor_id IS NOT NULL;

-- tracked_events: purged after the retention period (oldest first), and a bound on what one row may hold
-- behind the contract's (properties and context serialised; jsonb's text adds a space after each colon
-- and comma, hence the margin). NOT VALID: the rows already there were checked by the contract.
-- The first purge here (TRACKED_EVENT_RETENTION_DAYS = 180 in the contracts), so the api's hourly ones stay small.
DELETE FROM tracked_events WHERE created_at < now() - interval '180 days';
CREATE INDEX tracked_events_created_at ON tracked_events (created_at);
ALTER TABLE tracked_events
  ADD CONSTRAINT tracked_events_size CHECK (length(properties::text) <= 16384 AND length(context::text) <= 12288)
  NOT VALID;

-- ab_assignments: an anonymous visitor's go a year after they were made, when the visitor cookie (set once,
-- for a year: VISITOR_COOKIE_DAYS) that could name them again has expired.
CREATE INDEX ab_assignments_visitor_assigned_at ON ab_assignments (assigned_at) WHERE visitor_id IS NOT NULL;

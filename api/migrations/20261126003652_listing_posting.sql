-- Posting (docs/product/organisations.md#posting-a-listing): an organisation's listings may be stored as a
-- DRAFT, or AWAITING_PAYMENT (a job or internship its admin published, until billing completes it); each
-- save bumps `version`, so a stale save is refused; how to apply (on the site, an external address, by
-- email) and the time zone of an event's or volunteer opportunity's start and end; `expired_at`, when the
-- expiry job recorded that the deadline passed (the state is the clock's: listingLifecycle.ts).
ALTER TABLE listings DROP CONSTRAINT listings_status_check;
ALTER TABLE listings ADD CONSTRAINT listings_status_check
  CHECK (status IN ('PUBLISHED', 'UNPUBLISHED', 'DRAFT', 'AWAITING_PAYMENT'));

ALTER TABLE listings
  ADD COLUMN version      integer NOT NULL DEFAULT 1,
  ADD COLUMN apply_method text CHECK (apply_method IN ('SITE', 'URL', 'EMAIL')),
  ADD COLUMN apply_url    text,
  ADD COLUMN apply_email  text,
  ADD COLUMN time_zone    text,
  ADD COLUMN expired_at   timestamptz;

-- The expiry job's scan: published listings past their deadline it has not recorded yet.
CREATE INDEX listings_to_expire_idx ON listings (expires_at)
  WHERE status = 'PUBLISHED' AND expired_at IS NULL AND expires_at IS NOT NULL;

-- The rest of a listing as its organisation posts it (docs/product/organisations.md#posting-a-listing): the
-- countries a remote listing is open to (ISO 3166-1 alpha-2, empty: anywhere), the benefits of a job or
-- internship (the contracts' BENEFITS codes) and when it was last saved (the dashboard's "saved at").
ALTER TABLE listings
  ADD COLUMN remote_countries text[] NOT NULL DEFAULT '{}',
  ADD COLUMN benefits         text[] NOT NULL DEFAULT '{}',
  ADD COLUMN updated_at       timestamptz;
UPDATE listings SET updated_at = published_at;
ALTER TABLE listings ALTER COLUMN updated_at SET NOT NULL, ALTER COLUMN updated_at SET DEFAULT now();

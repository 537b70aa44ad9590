-- Volunteer opportunities imported from partner sources (spec §2 {lang}/imported-action-opps/{source}/{volopId}):
-- each partner source by the key its URLs use, and which listing each source's own id stands for, so an
-- imported opportunity is found by its source AND its id there (another source's id 1 is another listing).
CREATE TABLE import_sources (
  key     text PRIMARY KEY CHECK (key ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(key) <= 40),
  name    text NOT NULL,
  website text NOT NULL
);

INSERT INTO import_sources (key, name, website) VALUES
  ('civic-link', 'CivicLink', 'https://civic-link.example.org'),
  ('serve-net', 'ServeNet', 'https://serve-net.example.org');

CREATE TABLE listing_imports (
  listing_id  integer PRIMARY KEY REFERENCES listings (id) ON DELETE CASCADE,
  source      text NOT NULL REFERENCES import_sources (key),
  external_id text NOT NULL CHECK (external_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  UNIQUE (source, external_id)
);

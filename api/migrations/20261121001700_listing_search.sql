-- The search engine's tables: one row per listing the public may find (the listing and its organisation
-- published), with every facet, the organisation's type, the place's coordinates, state and country copied
-- in, and a short vector (title A, organisation name B) that relevance is ranked on.
-- listing_search is narrow (about 300 bytes a row against 1.3 kB in listings): searches without keywords
-- count facets over it without joins. listing_search_text is the same row plus the full vector (title,
-- organisation, description) under a GIN index: a keyword search reads its matches from that one table,
-- which measured half the pages of matching listings.search_vector and joining (and a tenth for a narrow
-- keyword). Triggers keep both in step with listings, organizations and places.
CREATE TABLE listing_search (
  id                 integer PRIMARY KEY REFERENCES listings(id) ON DELETE CASCADE,
  listing_type       text NOT NULL,
  locale             text NOT NULL,
  location_type      text NOT NULL,
  job_type           text,
  professional_level text,
  education          text,
  payment            text,
  action_type        text,
  source             text,
  synonym_id         integer,
  org_type           text NOT NULL,
  functions          text[] NOT NULL,
  areas_of_focus     text[] NOT NULL,
  published_at       timestamptz NOT NULL,
  starts_at          timestamptz,
  ends_at            timestamptz,
  latitude           double precision,
  longitude          double precision,
  state_code         text,
  country_code       text,
  rank_vector        tsvector NOT NULL
);

CREATE TABLE listing_search_text (LIKE listing_search INCLUDING ALL);
ALTER TABLE listing_search_text
  ADD FOREIGN KEY (id) REFERENCES listings(id) ON DELETE CASCADE,
  ADD COLUMN match_vector tsvector NOT NULL;
CREATE INDEX listing_search_text_match_idx ON listing_search_text USING gin (match_vector);

CREATE INDEX listing_search_type_published_idx ON listing_search (listing_type, published_at DESC, id DESC);
CREATE INDEX listing_search_earth_idx ON listing_search USING gist (ll_to_earth(latitude, longitude))
  WHERE latitude IS NOT NULL;
CREATE INDEX listing_search_region_idx ON listing_search (country_code, state_code, listing_type);

-- The rows of the given listings, as the search sees them; none for a hidden listing.
CREATE OR REPLACE FUNCTION listing_search_rows(ids integer[]) RETURNS SETOF listing_search
LANGUAGE sql STABLE AS $$
  SELECT l.id, l.listing_type, l.locale, l.location_type, l.job_type, l.professional_level, l.education,
         l.payment, l.action_type, l.source, l.synonym_id, o.org_type, l.functions, l.areas_of_focus,
         l.published_at, l.starts_at, l.ends_at, p.latitude, p.longitude, p.state_code, p.country_code,
         setweight(to_tsvector(locale_regconfig(l.locale), l.title), 'A') ||
           setweight(to_tsvector(locale_regconfig(l.locale), o.name), 'B')
  FROM listings l
  JOIN organizations o ON o.id = l.org_id
  LEFT JOIN places p ON p.id = l.place_id
  WHERE l.id = ANY (ids) AND l.status = 'PUBLISHED' AND o.status = 'PUBLISHED'
$$;

CREATE OR REPLACE FUNCTION refresh_listing_search(ids integer[]) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM listing_search WHERE id = ANY (ids);
  DELETE FROM listing_search_text WHERE id = ANY (ids);
  INSERT INTO listing_search SELECT * FROM listing_search_rows(ids);
  INSERT INTO listing_search_text
    SELECT s.*, l.search_vector FROM listing_search s JOIN listings l USING (id) WHERE s.id = ANY (ids);
$$;

-- Statement-level, with transition tables: a seed or an import of 100,000 listings refreshes in one go.
CREATE OR REPLACE FUNCTION listing_search_listings_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_listing_search(ARRAY(SELECT id FROM changed));
  RETURN NULL;
END
$$;
CREATE TRIGGER listing_search_insert_trg AFTER INSERT ON listings
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION listing_search_listings_trg();
CREATE TRIGGER listing_search_update_trg AFTER UPDATE ON listings
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION listing_search_listings_trg();

CREATE OR REPLACE FUNCTION listing_search_orgs_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_listing_search(ARRAY(SELECT l.id FROM listings l JOIN changed c ON c.id = l.org_id));
  RETURN NULL;
END
$$;
CREATE TRIGGER listing_search_orgs_trg AFTER UPDATE ON organizations
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION listing_search_orgs_trg();

CREATE OR REPLACE FUNCTION listing_search_places_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_listing_search(ARRAY(SELECT l.id FROM listings l JOIN changed c ON c.id = l.place_id));
  RETURN NULL;
END
$$;
CREATE TRIGGER listing_search_places_trg AFTER UPDATE ON places
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION listing_search_places_trg();

-- Listings that exist before this migration.
SELECT refresh_listing_search(ARRAY(SELECT id FROM listings));

-- Organisation facets are counted on organizations itself (a few thousand rows).
CREATE INDEX organizations_type_idx ON organizations (status, org_type);

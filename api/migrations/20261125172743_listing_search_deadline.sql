-- The search's copies of the public listings (listing_search, listing_search_text) carry each listing's
-- deadline, so search and the saved-search alerts that run it list open listings only, as the listings
-- module's lifecycle says (docs/product/listings.md "Listing lifecycle"; listingLifecycle.ts
-- openSearchRowSql). Expiry happens by the clock, with no write for a trigger to see, so an expired
-- listing stays in these tables (its page is still public) and the search compares expires_at with its
-- own clock. Reading the deadline from listings for every candidate cost more than the search itself.
DROP FUNCTION refresh_listing_search(integer[]);
DROP FUNCTION listing_search_rows(integer[]);

ALTER TABLE listing_search ADD COLUMN expires_at timestamptz;
ALTER TABLE listing_search_text ADD COLUMN expires_at timestamptz;

-- The same rows as before, with the deadline; columns in listing_search's order (expires_at last).
CREATE FUNCTION listing_search_rows(ids integer[]) RETURNS SETOF listing_search
LANGUAGE sql STABLE AS $$
  SELECT l.id, l.listing_type, l.locale, l.location_type, l.job_type, l.professional_level, l.education,
         l.payment, l.action_type, l.source, l.synonym_id, o.org_type, l.functions, l.areas_of_focus,
         l.published_at, l.starts_at, l.ends_at, p.latitude, p.longitude, p.state_code, p.country_code,
         l.expires_at
  FROM listings l
  JOIN organizations o ON o.id = l.org_id
  LEFT JOIN places p ON p.id = l.place_id
  WHERE l.id = ANY (ids) AND l.status = 'PUBLISHED' AND o.status = 'PUBLISHED'
$$;

-- What the triggers on listings, organizations and places run (migration listing_search). The text
-- table's columns are named: its rank and match vectors come before the deadline added here.
CREATE FUNCTION refresh_listing_search(ids integer[]) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM listing_search WHERE id = ANY (ids);
  DELETE FROM listing_search_text WHERE id = ANY (ids);
  INSERT INTO listing_search SELECT * FROM listing_search_rows(ids);
  INSERT INTO listing_search_text (
    id, listing_type, locale, location_type, job_type, professional_level, education, payment, action_type,
    source, synonym_id, org_type, functions, areas_of_focus, published_at, starts_at, ends_at, latitude,
    longitude, state_code, country_code, expires_at, rank_vector, match_vector
  )
    SELECT s.id, s.listing_type, s.locale, s.location_type, s.job_type, s.professional_level, s.education,
           s.payment, s.action_type, s.source, s.synonym_id, s.org_type, s.functions, s.areas_of_focus,
           s.published_at, s.starts_at, s.ends_at, s.latitude, s.longitude, s.state_code, s.country_code,
           s.expires_at,
           setweight(to_tsvector(locale_regconfig(l.locale), l.title), 'A') ||
             setweight(to_tsvector(locale_regconfig(l.locale), o.name), 'B'),
           l.search_vector
    FROM listing_search s
    JOIN listings l ON l.id = s.id
    JOIN organizations o ON o.id = l.org_id
    WHERE s.id = ANY (ids);
$$;

-- The rows already there: their deadline, copied (an update, not a rebuild of the vectors).
UPDATE listing_search s SET expires_at = l.expires_at FROM listings l WHERE l.id = s.id;
UPDATE listing_search_text s SET expires_at = l.expires_at FROM listings l WHERE l.id = s.id;

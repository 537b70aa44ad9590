-- cube + earthdistance give radius search (ll_to_earth / earth_box) without PostGIS.
CREATE EXTENSION IF NOT EXISTS cube;
CREATE EXTENSION IF NOT EXISTS earthdistance;

-- Maps a listing/org locale to its full-text configuration; IMMUTABLE so it can feed indexes
-- and generated columns.
CREATE OR REPLACE FUNCTION locale_regconfig(locale text) RETURNS regconfig
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE locale
    WHEN 'es' THEN 'pg_catalog.spanish'::regconfig
    WHEN 'pt' THEN 'pg_catalog.portuguese'::regconfig
    ELSE 'pg_catalog.english'::regconfig
  END
$$;

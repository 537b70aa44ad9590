-- Places come from the gazetteer (modules/places): state_code is now the ISO 3166-2 short code (ON, SP,
-- CDMX) instead of GeoNames' admin1 code (08, 27, 09), and names holds the city's name in each language
-- ({"en": "Lisbon", "es": "Lisboa", "pt": "Lisboa"}), so a page shows the place in its own language.
ALTER TABLE places ADD COLUMN names jsonb NOT NULL DEFAULT '{}'::jsonb;

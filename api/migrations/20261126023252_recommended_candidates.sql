-- Recommended candidates (the recommendations module; docs/product/organisations.md#recommended-candidates).
-- An organisation's rating of a recruitable candidate for one of its jobs or internships: GOOD, or BAD (never
-- suggested for that listing again). One rating per listing and candidate; a later one replaces it.
CREATE TABLE candidate_ratings (
  listing_id integer NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
  user_id    integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  rating     text NOT NULL CHECK (rating IN ('GOOD', 'BAD')),
  rated_by   integer REFERENCES users(id) ON DELETE SET NULL,
  rated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (listing_id, user_id)
);
CREATE INDEX candidate_ratings_user_idx ON candidate_ratings (user_id);

-- The listings whose recommendation mail was sent (or found nobody to send): each live job or internship
-- is mailed about once.
CREATE TABLE recommendation_mailings (
  listing_id integer PRIMARY KEY REFERENCES listings(id) ON DELETE CASCADE,
  candidates integer NOT NULL,
  mails      integer NOT NULL,
  sent_at    timestamptz NOT NULL DEFAULT now()
);

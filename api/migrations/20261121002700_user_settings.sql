-- The user dashboard's settings (spec §7 general settings, profile enable).
-- Which kinds of mail a user gets: a row only once the user changes one; no row means on (the default).
-- Every user_id references users ON DELETE CASCADE: deleting the account removes them.
CREATE TABLE user_email_preferences (
  user_id    integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind       text NOT NULL CHECK (kind IN ('APPLICATION_CONFIRMATIONS','APPLICATIONS_RECEIVED',
               'SAVED_SEARCH_ALERTS','WEBINARS_AND_EVENTS','SURVEYS','NEWSLETTER')),
  enabled    boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind)
);

-- The public profile at /i/{username}: private until published; the username is unique (stored lower case).
CREATE TABLE user_public_profiles (
  user_id    integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  username   text UNIQUE CHECK (username ~ '^[a-z0-9][a-z0-9-]{2,29}$'),
  published  boolean NOT NULL DEFAULT false CHECK (NOT published OR username IS NOT NULL),
  enabled_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A signed-in user's acceptance of cookies (spec §4 cookie bar), so it follows them to every browser.
-- user_id gets its foreign key to users (ON DELETE CASCADE) once the accounts migration creates users.
CREATE TABLE cookie_consents (
  user_id     integer PRIMARY KEY,
  accepted_at timestamptz NOT NULL DEFAULT now()
);

-- Graduate fairs (docs/product/grad-fairs.md; the fairs module writes these): the fairs, the organisations
-- registered for them, and the invitations a fair sends an organisation.

-- A fair, named and described in each language ({"en": …, "es": …, "pt": …}), in a city of the places table,
-- at a venue; its instants in UTC and its own time zone (IANA) to show them in. Organisations register until
-- the deadline, at most `capacity` of them.
CREATE TABLE grad_fairs (
  id                    integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  names                 jsonb NOT NULL CHECK (names ?& ARRAY['en', 'es', 'pt']),
  descriptions          jsonb NOT NULL CHECK (descriptions ?& ARRAY['en', 'es', 'pt']),
  place_id              integer NOT NULL REFERENCES places(id),
  venue                 text NOT NULL CHECK (venue <> ''),
  time_zone             text NOT NULL,
  starts_at             timestamptz NOT NULL,
  ends_at               timestamptz NOT NULL,
  registration_deadline timestamptz NOT NULL,
  capacity              integer NOT NULL CHECK (capacity > 0),
  created_at            timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CHECK (registration_deadline <= starts_at)
);
CREATE INDEX grad_fairs_starts_at_idx ON grad_fairs (starts_at);

-- An organisation registered for a fair: once per fair; it takes one of the fair's places.
CREATE TABLE grad_fair_registrations (
  fair_id       integer NOT NULL REFERENCES grad_fairs(id) ON DELETE CASCADE,
  org_id        integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  registered_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (fair_id, org_id)
);
CREATE INDEX grad_fair_registrations_org_idx ON grad_fair_registrations (org_id);

-- An invitation to take part in a fair, sent to an organisation (once per fair); one of its admins
-- accepts (the organisation is registered) or declines it, once.
CREATE TABLE grad_fair_invites (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  fair_id     integer NOT NULL REFERENCES grad_fairs(id) ON DELETE CASCADE,
  org_id      integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  invited_by  integer REFERENCES users(id) ON DELETE SET NULL,
  status      text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'ACCEPTED', 'DECLINED')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  answered_at timestamptz,
  answered_by integer REFERENCES users(id) ON DELETE SET NULL,
  UNIQUE (fair_id, org_id),
  CHECK ((status = 'PENDING') = (answered_at IS NULL))
);
CREATE INDEX grad_fair_invites_org_idx ON grad_fair_invites (org_id);

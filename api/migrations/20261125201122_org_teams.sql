-- Organisations and their teams (docs/product/organisations.md#admins; the orgs module writes these).

-- A deleted organisation stays as a row (its listings and their applications still name it) but is gone:
-- its pages answer 410, its listings are closed, nobody administers it.
ALTER TABLE organizations DROP CONSTRAINT organizations_status_check;
ALTER TABLE organizations ADD CONSTRAINT organizations_status_check
  CHECK (status IN ('PUBLISHED', 'FROZEN', 'DELETED'));
ALTER TABLE organizations ADD COLUMN deleted_at timestamptz;

-- Owners are admins who may also add owners and delete the organisation; an organisation keeps at least
-- one. The team lists admins most recently added (or moved to the front by being added again) first:
-- `position` grows with each, so ties of the same instant keep their order.
CREATE SEQUENCE org_admins_position_seq;
ALTER TABLE org_admins
  ADD COLUMN role text NOT NULL DEFAULT 'ADMIN' CHECK (role IN ('OWNER', 'ADMIN')),
  ADD COLUMN position bigint NOT NULL DEFAULT nextval('org_admins_position_seq');
ALTER SEQUENCE org_admins_position_seq OWNED BY org_admins.position;
-- Each organisation's first admin owns it.
UPDATE org_admins oa SET role = 'OWNER'
  WHERE oa.user_id = (SELECT first.user_id FROM org_admins first WHERE first.org_id = oa.org_id
                       ORDER BY first.created_at, first.user_id LIMIT 1);
CREATE INDEX org_admins_org_position_idx ON org_admins (org_id, position DESC);

-- An invite to administer an organisation, mailed to an address no account uses yet. The id is the
-- secret of the /user-invites/{id} link: random (22 characters of base64url), never sequential.
CREATE TABLE org_invites (
  id          text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{22}$'),
  org_id      integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  email       text NOT NULL CHECK (email = lower(email)),
  invited_by  integer REFERENCES users(id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_by integer REFERENCES users(id) ON DELETE SET NULL
);
-- One open invite per address and organisation (inviting again re-sends it).
CREATE UNIQUE INDEX org_invites_open_idx ON org_invites (org_id, email) WHERE accepted_at IS NULL;

-- A user's request to administer an organisation; an admin approves (kept, approved) or rejects (removed).
CREATE TABLE org_admin_requests (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  org_id     integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id    integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  approved   boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  answered_at timestamptz
);
-- One waiting request per user and organisation.
CREATE UNIQUE INDEX org_admin_requests_waiting_idx ON org_admin_requests (org_id, user_id) WHERE NOT approved;
CREATE INDEX org_admin_requests_user_idx ON org_admin_requests (user_id);

-- The organisation a user last chose to work in (GET /users/me/organizations' `selected`).
CREATE TABLE org_selections (
  user_id    integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  org_id     integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Organisation-scoped mail opt-outs: an admin of several organisations may stop the new-applicant notices
-- of ONE of them (the org unsubscribe link) and keep the others. A row means "off for this organisation";
-- the user-wide switch stays in user_email_preferences. Deleting the user or the organisation removes it.
CREATE TABLE org_email_opt_outs (
  user_id    integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  org_id     integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  kind       text NOT NULL CHECK (kind IN ('APPLICATIONS_RECEIVED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, org_id, kind)
);
CREATE INDEX org_email_opt_outs_org ON org_email_opt_outs (org_id);

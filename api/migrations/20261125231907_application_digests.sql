-- The daily digest of applications (the applications module; docs/product/organisations.md#notification-preferences):
-- a row per organisation and UTC day whose digest was sent, written in the transaction that puts its mails
-- in the outbox. A second run the same day finds the row and sends nothing; the next day's digest starts
-- where this one's window ended (covered_until), so no application is listed twice or skipped. Rows older
-- than 30 days are purged by the sweep.
CREATE TABLE application_digests (
  org_id        integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  day           date NOT NULL,
  covered_until timestamptz NOT NULL,
  applications  integer NOT NULL CHECK (applications > 0),
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (org_id, day)
);
-- The sweep reads the applications created since a moment.
CREATE INDEX applications_created_idx ON applications (created_at);

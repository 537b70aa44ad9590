-- Organisation notification preferences (docs/product/organisations.md#notification-preferences): which
-- mails each admin gets from each organisation they administer. The org unsubscribe links' opt-outs
-- (20261121003000) already are that preference for new-applicant notices, "on unless a row says off", so
-- they become its one table, now written by the orgnotifications module, with the other kinds an
-- organisation mails its admins: the daily digest of applications, billing, team changes.
ALTER TABLE org_email_opt_outs DROP CONSTRAINT org_email_opt_outs_kind_check;
ALTER TABLE org_email_opt_outs ADD CONSTRAINT org_email_opt_outs_kind_check
  CHECK (kind IN ('APPLICATIONS_RECEIVED', 'APPLICATIONS_DIGEST', 'BILLING', 'TEAM_CHANGES'));

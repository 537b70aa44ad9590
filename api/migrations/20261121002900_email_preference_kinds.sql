-- The mail preference kinds are the mails the product sends that a person may turn off: application
-- receipts, notices of new applicants, saved-search alerts. The kinds 061 also allowed have no sender.
DELETE FROM user_email_preferences
 WHERE kind NOT IN ('APPLICATION_CONFIRMATIONS', 'APPLICATIONS_RECEIVED', 'SAVED_SEARCH_ALERTS');
ALTER TABLE user_email_preferences DROP CONSTRAINT user_email_preferences_kind_check;
ALTER TABLE user_email_preferences ADD CONSTRAINT user_email_preferences_kind_check
  CHECK (kind IN ('APPLICATION_CONFIRMATIONS', 'APPLICATIONS_RECEIVED', 'SAVED_SEARCH_ALERTS'));

-- The per-visitor tables (020–025) were created before users (007 came later), so their user_id had no
-- foreign key and deleting an account left their rows behind. Every user_id now references users
-- ON DELETE CASCADE, like the accounts tables. Rows naming a user that no longer exists cannot be
-- anyone's: they go first, or the constraints would not validate.
-- tracked_events: CASCADE rather than SET NULL, since its CHECK needs a user or a visitor and a
-- signed-in user's event has no visitor id.
DELETE FROM ab_assignments t WHERE t.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = t.user_id);
DELETE FROM cookie_consents t WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = t.user_id);
DELETE FROM notifications t WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = t.user_id);
DELETE FROM tracked_events t WHERE t.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = t.user_id);
DELETE FROM user_intake_intents t WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = t.user_id);

ALTER TABLE ab_assignments
  ADD CONSTRAINT ab_assignments_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE cookie_consents
  ADD CONSTRAINT cookie_consents_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE notifications
  ADD CONSTRAINT notifications_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE tracked_events
  ADD CONSTRAINT tracked_events_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE user_intake_intents
  ADD CONSTRAINT user_intake_intents_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE;

-- The cascade finds a user's rows by user_id: the other four tables have an index leading with it
-- (primary key, or the per-user unique and list indexes); tracked_events, the biggest, had none.
CREATE INDEX tracked_events_user_id ON tracked_events (user_id) WHERE user_id IS NOT NULL;

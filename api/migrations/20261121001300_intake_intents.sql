-- What a user came to do (spec §4 INTAKE_INTENTS, §7) and when they said it: the User's
-- intakeIntentsDatetimeSet is set_at. Codes are checked by the shared contract.
-- user_id gets its foreign key to users (ON DELETE CASCADE) once the accounts migration creates users.
CREATE TABLE user_intake_intents (
  user_id integer PRIMARY KEY,
  intents text[] NOT NULL CHECK (cardinality(intents) BETWEEN 1 AND 20),
  set_at  timestamptz NOT NULL DEFAULT now()
);

-- Temporary storage (spec §3, §4, §7): a serialised list of typed records under an unguessable id,
-- kept until expires_at; expired rows are purged when new ones are written.
CREATE TABLE tmp_storage (
  id         text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{22}$'),
  data       text NOT NULL CHECK (length(data) <= 65536),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX tmp_storage_expires_at ON tmp_storage (expires_at);

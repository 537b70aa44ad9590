-- The transactional outbox (api/README.md "Outbox"; platform/outbox): a mail a change causes is written
-- here in the change's own transaction, so a change that rolls back sends nothing and one that commits
-- sends even if the process dies right after. The job queue delivers it: a worker claims a row (SENDING)
-- before handing the mail to the server and marks it SENT after, so no row is sent twice; a refusal puts
-- it back (PENDING, later: available_at); a failure that may have handed the mail over leaves it
-- UNCERTAIN, never retried blindly.
CREATE TABLE outbox (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- What the row is: 'mail' (a domain event would be another kind, once something consumes it).
  kind         text NOT NULL,
  -- What an operator may read without opening the payload: the mail's template.
  topic        text NOT NULL,
  -- The mail itself (recipient, template, data), sealed under a key from AUTH_SECRET (outbox/seal.ts);
  -- cleared once it is SENT.
  payload      text,
  state        text NOT NULL DEFAULT 'PENDING'
               CHECK (state IN ('PENDING', 'SENDING', 'SENT', 'UNCERTAIN', 'FAILED')),
  -- Claims so far; a refused mail is tried again later, up to a limit, then FAILED.
  attempts     integer NOT NULL DEFAULT 0,
  available_at timestamptz NOT NULL DEFAULT now(),
  claimed_at   timestamptz,
  done_at      timestamptz,
  last_error   text,
  -- The X-Request-Id of the request that caused it, to follow a mail in the logs.
  request_id   text,
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- What a delivery claims: due rows, oldest first.
CREATE INDEX outbox_due_idx ON outbox (available_at, id) WHERE state = 'PENDING';
-- Claims a crashed worker left behind, and rows done long ago (purged).
CREATE INDEX outbox_claimed_idx ON outbox (claimed_at) WHERE state = 'SENDING';
CREATE INDEX outbox_done_idx ON outbox (done_at) WHERE done_at IS NOT NULL;

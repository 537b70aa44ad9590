-- Billing (docs/product/billing.md): the billing module owns these tables. Money is an integer in the
-- currency's minor units beside its ISO 4217 code; the credit ledger is append-only and its sum is the
-- balance, which the database keeps non-negative; numbers of invoices, credit notes and donation receipts
-- are gap-free per calendar year (taken in the transaction that pays, so a rolled-back payment takes none).

-- Who an invoice is made out to; an organisation keeps several. A paid invoice keeps a copy (invoices.billing_address).
CREATE TABLE billing_addresses (
  id          serial PRIMARY KEY,
  org_id      integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name        text NOT NULL,
  line1       text NOT NULL,
  line2       text,
  city        text NOT NULL,
  region      text,
  postal_code text,
  country     char(2) NOT NULL,
  tax_id      text,
  email       text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX billing_addresses_org ON billing_addresses (org_id);

-- The organisation's own payment-provider customer (its cards are charged through it).
CREATE TABLE org_payment_customers (
  org_id      integer PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
  provider    text NOT NULL,
  customer_id text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Gap-free numbering: one counter per series (INVOICE, CREDIT_NOTE, DONATION) and year.
CREATE TABLE billing_number_counters (
  series text NOT NULL CHECK (series IN ('INVOICE', 'CREDIT_NOTE', 'DONATION')),
  year   integer NOT NULL,
  last   integer NOT NULL CHECK (last >= 0),
  PRIMARY KEY (series, year)
);

CREATE TABLE payments (
  id                  serial PRIMARY KEY,
  org_id              integer NOT NULL REFERENCES organizations(id),
  status              text NOT NULL CHECK (status IN ('REQUIRES_ACTION', 'SUCCEEDED', 'FAILED', 'REFUNDED')),
  currency            char(3) NOT NULL,
  amount              integer NOT NULL CHECK (amount > 0),
  provider            text NOT NULL,
  -- The provider's payment (PaymentIntent `pi_…`); unique: one payment row per charge, however often told.
  provider_payment_id text UNIQUE,
  provider_refund_id  text UNIQUE,
  idempotency_key     text NOT NULL,
  paid_by             integer REFERENCES users(id) ON DELETE SET NULL,
  card_brand          text,
  card_last4          char(4),
  client_secret       text,
  created_at          timestamptz NOT NULL DEFAULT now(),
  succeeded_at        timestamptz,
  refunded_at         timestamptz,
  UNIQUE (org_id, idempotency_key)
);
CREATE INDEX payments_org ON payments (org_id, created_at DESC);

CREATE TABLE invoices (
  id                   serial PRIMARY KEY,
  org_id               integer NOT NULL REFERENCES organizations(id),
  status               text NOT NULL CHECK (status IN ('OPEN', 'PAID', 'VOID', 'REFUNDED')),
  currency             char(3) NOT NULL,
  total                integer NOT NULL CHECK (total > 0),
  -- While OPEN: the address chosen at checkout; once paid, `billing_address` holds the copy printed.
  billing_address_id   integer REFERENCES billing_addresses(id) ON DELETE SET NULL,
  billing_address      jsonb,
  number_year          integer,
  number_seq           integer,
  number               text UNIQUE,
  credit_note_number   text UNIQUE,
  payment_id           integer REFERENCES payments(id),
  created_at           timestamptz NOT NULL DEFAULT now(),
  paid_at              timestamptz,
  voided_at            timestamptz,
  refunded_at          timestamptz,
  UNIQUE (number_year, number_seq),
  CHECK ((status IN ('PAID', 'REFUNDED')) = (number IS NOT NULL AND paid_at IS NOT NULL AND billing_address IS NOT NULL))
);
CREATE INDEX invoices_org ON invoices (org_id, created_at DESC);

CREATE TABLE invoice_lines (
  id           serial PRIMARY KEY,
  invoice_id   integer NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
  kind         text NOT NULL CHECK (kind IN ('LISTING', 'PACK')),
  listing_id   integer REFERENCES listings(id) ON DELETE SET NULL,
  listing_type text,
  title        text,
  pack_id      text,
  credits      integer CHECK (credits > 0),
  amount       integer NOT NULL CHECK (amount > 0),
  CHECK ((kind = 'LISTING') = (listing_type IS NOT NULL AND title IS NOT NULL)),
  CHECK ((kind = 'PACK') = (pack_id IS NOT NULL AND credits IS NOT NULL))
);
CREATE INDEX invoice_lines_invoice ON invoice_lines (invoice_id);
CREATE INDEX invoice_lines_listing ON invoice_lines (listing_id);

-- Credits. A GRANT (+credits, a pack bought, valid until expires_at); a SPEND (−1, a listing published),
-- an EXPIRY or a REFUND (−what was left of a grant) names the grant it draws from (grant_id).
CREATE TABLE credit_ledger (
  id          serial PRIMARY KEY,
  org_id      integer NOT NULL REFERENCES organizations(id),
  kind        text NOT NULL CHECK (kind IN ('GRANT', 'SPEND', 'EXPIRY', 'REFUND')),
  delta       integer NOT NULL,
  grant_id    integer REFERENCES credit_ledger(id),
  pack_id     text,
  expires_at  timestamptz,
  listing_id  integer REFERENCES listings(id) ON DELETE SET NULL,
  invoice_id  integer REFERENCES invoices(id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'GRANT') = (delta > 0)),
  CHECK (kind = 'GRANT' OR delta < 0),
  CHECK ((kind = 'GRANT') = (grant_id IS NULL AND pack_id IS NOT NULL AND expires_at IS NOT NULL)),
  CHECK (kind <> 'SPEND' OR (delta = -1 AND listing_id IS NOT NULL))
);
CREATE INDEX credit_ledger_org ON credit_ledger (org_id, id);
CREATE INDEX credit_ledger_grant ON credit_ledger (grant_id);

-- Kept by the ledger's trigger, never written otherwise: the balance of each organisation and what is left
-- of each grant. Their CHECKs make an overspend fail (the transaction rolls back); the row lock of the
-- UPDATE serialises concurrent spends, so of two spends of the last credit exactly one succeeds.
CREATE TABLE credit_balances (
  org_id  integer PRIMARY KEY REFERENCES organizations(id),
  balance integer NOT NULL CHECK (balance >= 0)
);
CREATE TABLE credit_grant_balances (
  grant_id   integer PRIMARY KEY REFERENCES credit_ledger(id),
  org_id     integer NOT NULL REFERENCES organizations(id),
  remaining  integer NOT NULL CHECK (remaining >= 0),
  expires_at timestamptz NOT NULL
);
CREATE INDEX credit_grant_balances_org ON credit_grant_balances (org_id, expires_at) WHERE remaining > 0;

CREATE FUNCTION credit_ledger_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO credit_balances (org_id, balance) VALUES (NEW.org_id, NEW.delta)
    ON CONFLICT (org_id) DO UPDATE SET balance = credit_balances.balance + EXCLUDED.balance;
  IF NEW.kind = 'GRANT' THEN
    INSERT INTO credit_grant_balances (grant_id, org_id, remaining, expires_at)
      VALUES (NEW.id, NEW.org_id, NEW.delta, NEW.expires_at);
  ELSE
    UPDATE credit_grant_balances SET remaining = remaining + NEW.delta
      WHERE grant_id = NEW.grant_id AND org_id = NEW.org_id;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'credit_ledger: grant % is not organisation %''s', NEW.grant_id, NEW.org_id
        USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER credit_ledger_apply AFTER INSERT ON credit_ledger FOR EACH ROW EXECUTE FUNCTION credit_ledger_apply();

CREATE FUNCTION credit_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'credit_ledger is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER credit_ledger_append_only BEFORE UPDATE OR DELETE ON credit_ledger
  FOR EACH ROW EXECUTE FUNCTION credit_ledger_append_only();

CREATE TABLE payment_invoices (
  payment_id integer NOT NULL REFERENCES payments(id),
  invoice_id integer NOT NULL REFERENCES invoices(id),
  PRIMARY KEY (payment_id, invoice_id)
);

-- Each provider event processed once, whatever the order or how often it is sent.
CREATE TABLE payment_provider_events (
  event_id     text PRIMARY KEY,
  type         text NOT NULL,
  received_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE donations (
  id                  uuid PRIMARY KEY,
  status              text NOT NULL CHECK (status IN ('REQUIRES_ACTION', 'SUCCEEDED', 'FAILED', 'REFUNDED')),
  currency            char(3) NOT NULL,
  amount              integer NOT NULL CHECK (amount > 0),
  name                text NOT NULL,
  email               text NOT NULL,
  anonymous           boolean NOT NULL DEFAULT false,
  user_id             integer REFERENCES users(id) ON DELETE SET NULL,
  lang                text NOT NULL,
  provider            text NOT NULL,
  provider_payment_id text UNIQUE,
  idempotency_key     text NOT NULL UNIQUE,
  client_secret       text,
  card_brand          text,
  card_last4          char(4),
  receipt_number      text UNIQUE,
  created_at          timestamptz NOT NULL DEFAULT now(),
  succeeded_at        timestamptz,
  refunded_at         timestamptz,
  CHECK ((status IN ('SUCCEEDED', 'REFUNDED')) = (receipt_number IS NOT NULL))
);
CREATE INDEX donations_created ON donations (created_at DESC);

-- Cards through Stripe (docs/product/billing.md#payment-methods): each user's Stripe customer, created
-- once and kept; a card's SetupIntent while the bank asks for 3-D Secure (its client secret lets the
-- cardholder's browser complete the challenge, and is dropped once the card is usable).
CREATE TABLE payment_customers (
  user_id     integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  provider    text NOT NULL,
  customer_id text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE payment_methods
  ADD COLUMN setup_intent_id text,
  ADD COLUMN setup_client_secret text,
  ADD CONSTRAINT payment_methods_pending_setup
    CHECK (status = 'ACTIVE' OR (setup_intent_id IS NOT NULL AND setup_client_secret IS NOT NULL));

-- The old in-process test mode's tokens stand for no card at any provider: nothing could ever charge them.
DELETE FROM payment_methods WHERE provider = 'test';

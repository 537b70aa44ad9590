-- Billing (docs/product/billing.md). Why a payment failed, in the contract's words (CARD_DECLINED,
-- CARD_EXPIRED, TOKEN_INVALID, PROVIDER_UNAVAILABLE), so a retried request with the same idempotency key
-- answers the same refusal without asking the provider again.
ALTER TABLE payments ADD COLUMN failure_code text;

-- The ledger's trigger, corrected for spends, expiries and refunds: an INSERT … ON CONFLICT DO UPDATE checks
-- the row it proposes first, so `VALUES (org, -1)` broke credit_balances' CHECK (balance >= 0) before the
-- conflict could add it to the stored balance (https://www.postgresql.org/docs/current/sql-insert.html
-- "ON CONFLICT": constraints are checked on the proposed row). A negative delta now updates the balance row
-- in place, whose CHECK then refuses an overspend, and whose row lock serialises concurrent spends.
CREATE OR REPLACE FUNCTION credit_ledger_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.delta > 0 THEN
    INSERT INTO credit_balances (org_id, balance) VALUES (NEW.org_id, NEW.delta)
      ON CONFLICT (org_id) DO UPDATE SET balance = credit_balances.balance + EXCLUDED.balance;
  ELSE
    UPDATE credit_balances SET balance = balance + NEW.delta WHERE org_id = NEW.org_id;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'credit_ledger: organisation % has no credits', NEW.org_id USING ERRCODE = 'check_violation';
    END IF;
  END IF;
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

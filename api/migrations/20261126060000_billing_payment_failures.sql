-- Billing (docs/product/billing.md): why a payment failed, in the contract's words (CARD_DECLINED,
-- CARD_EXPIRED, TOKEN_INVALID, PROVIDER_UNAVAILABLE), so a retried request with the same idempotency key
-- answers the same refusal without asking the provider again.
ALTER TABLE payments ADD COLUMN failure_code text;

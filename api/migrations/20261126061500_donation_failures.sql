-- Why a donation failed (the contract's code: CARD_DECLINED, CARD_EXPIRED, TOKEN_INVALID,
-- PROVIDER_UNAVAILABLE), so a retried request with its key answers the same refusal, and one the provider
-- could not be reached for may be charged again with the same key (api/src/modules/donations).
ALTER TABLE donations ADD COLUMN failure_code text;

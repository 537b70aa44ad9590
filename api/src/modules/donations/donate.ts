import { randomUUID } from 'node:crypto';
import {
  BILLING_ERROR_CODES as B,
  PAYMENT_ERROR_CODES as P,
  type Donation,
  type DonationRequest,
  type Lang,
} from '@opengood/contracts';
import { ConflictError, NotFoundError, UnavailableError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { moduleLogger } from '../../platform/log';
import { refusalOf, storedOutcomeOf, type ChargeOutcome, type PaymentProvider } from '../payments';
import {
  findDonation,
  findDonationByKey,
  insertDonation,
  presentDonation,
  storeDonationOutcome,
  type DonationRow,
} from './donationRepository';
import { settleDonation, type SettleDeps } from './settleDonation';

// A one-time gift (docs/product/billing.md#donations), anonymous or signed in, through the same provider
// flow as invoices: the browser hands the card to the provider and posts only its single-use token; the
// api makes the donation's row first (keyed by the request's idempotency key), then charges the token
// holding that row's lock, with an idempotency key of its own at the provider. A doubled click or a
// retried request waits for the first and answers the same donation: one row, one charge, one receipt.

const log = moduleLogger('donations');

export interface DonationDeps extends SettleDeps {
  db: Db;
  provider: PaymentProvider;
}

export interface DonationResult {
  donation: Donation;
  /** 201 SUCCEEDED now, 200 waiting for the bank's challenge. */
  status: 201 | 200;
}

function answerOf(row: DonationRow): DonationResult {
  if (row.status === 'FAILED') throw refusalOf(row.failure_code ?? P.CARD_DECLINED);
  return { donation: presentDonation(row), status: row.status === 'SUCCEEDED' ? 201 : 200 };
}

/** Stores the provider's answer on the locked row; a success is settled (number, receipt mail) at once. */
async function storeCharge(
  tx: Db,
  deps: SettleDeps,
  row: DonationRow,
  outcome: ChargeOutcome,
  now: Date,
): Promise<DonationRow> {
  if (outcome.outcome === 'SUCCEEDED')
    return settleDonation(
      tx,
      deps,
      row,
      { providerPaymentId: outcome.providerPaymentId, card: outcome.card },
      now,
    );
  await storeDonationOutcome(tx, row.id, storedOutcomeOf(outcome));
  return (await findDonation(tx, row.id))!;
}

type DonateBody = Omit<DonationRequest, 'anonymous' | 'lang'> & { anonymous: boolean };

/** The row of this key: made now, or the one an earlier request with the key made (the same gift). */
async function donationRowFor(
  db: Db,
  provider: PaymentProvider,
  body: DonateBody,
  donor: { userId: number | null; lang: Lang },
): Promise<string> {
  let row = await findDonationByKey(db, body.idempotencyKey);
  if (!row) {
    const id = randomUUID();
    const made = await insertDonation(db, {
      id,
      currency: body.currency,
      amount: body.amount,
      name: body.name,
      email: body.email,
      anonymous: body.anonymous,
      userId: donor.userId,
      lang: donor.lang,
      provider: provider.name,
      idempotencyKey: body.idempotencyKey,
    });
    if (made) return id;
    // Another request with this key made it a moment ago (the unique key waited for it).
    row = (await findDonationByKey(db, body.idempotencyKey))!;
  }
  // A key is the one gift it was first sent with: not a way to read or change another gift.
  if (row.amount !== body.amount || row.currency !== body.currency || row.email !== body.email)
    throw new ConflictError(
      { idempotencyKey: B.IDEMPOTENCY_KEY_INVALID },
      'This key was used for another gift: make a new one',
    );
  return row.id;
}

/**
 * POST /donations: 201 SUCCEEDED (receipt mailed), 200 REQUIRES_ACTION (the bank's challenge with the
 * client secret, then confirmDonation), 402 refused by field (nothing charged), 503 the provider out of
 * reach (nothing charged; the same key may be sent again).
 */
export async function donate(
  deps: DonationDeps,
  body: DonateBody,
  donor: { userId: number | null; lang: Lang },
  now = new Date(),
): Promise<DonationResult> {
  const { db, provider } = deps;
  const id = await donationRowFor(db, provider, body, donor);
  const row = await db.transaction(async (tx) => {
    const donation = (await findDonation(tx, id, true))!;
    // Charged already (by the request this one doubles), or refused for good: answered as it stands. One
    // refused because the provider was out of reach is charged again: the provider's key makes it once.
    const retry = donation.status === 'FAILED' && donation.failure_code === P.PROVIDER_UNAVAILABLE;
    if (!retry && (donation.provider_payment_id !== null || donation.status !== 'REQUIRES_ACTION'))
      return donation;
    const outcome = await provider.charge({
      amount: donation.amount,
      currency: donation.currency.toLowerCase(),
      source: { token: body.token },
      idempotencyKey: `donation-${donation.id}`,
      description: `Donation ${donation.id}`,
      metadata: { kind: 'DONATION', donationId: donation.id },
    });
    log.info({ donationId: donation.id, outcome: outcome.outcome }, 'donation charged');
    return storeCharge(tx, deps, donation, outcome, now);
  });
  return answerOf(row);
}

/**
 * POST /donations/:id/confirm, after the bank's challenge: the provider says where the payment stands.
 * Succeeded: settled (200); still waiting: 409 AUTHENTICATION_REQUIRED; refused: 402. A settled donation
 * answers as it is.
 */
export async function confirmDonation(deps: DonationDeps, id: string, now = new Date()): Promise<Donation> {
  const { db, provider } = deps;
  const row = await db.transaction(async (tx) => {
    const donation = await findDonation(tx, id, true);
    if (!donation) throw new NotFoundError({ donationId: 'No donation with this id' });
    if (donation.status !== 'REQUIRES_ACTION' || donation.provider_payment_id === null) return donation;
    const outcome = await provider.retrievePayment(donation.provider_payment_id);
    if (outcome.outcome === 'REQUIRES_ACTION') return donation;
    if (outcome.outcome === 'UNAVAILABLE')
      throw new UnavailableError(
        { card: P.PROVIDER_UNAVAILABLE },
        'The payment provider could not be reached',
      );
    return storeCharge(tx, deps, donation, outcome, now);
  });
  if (row.status === 'REQUIRES_ACTION')
    throw new ConflictError(
      { card: P.AUTHENTICATION_REQUIRED },
      'The bank’s challenge has not been completed',
    );
  return answerOf(row).donation;
}

/** GET /donations/:id: the donation (its unguessable id is the capability: whoever has it gave it). */
export async function donationById(db: Db, id: string): Promise<Donation> {
  const row = await findDonation(db, id);
  if (!row) throw new NotFoundError({ donationId: 'No donation with this id' });
  return presentDonation(row);
}

import { PAYMENT_ERROR_CODES as P, type AddCardRequest, type PaymentMethod } from '@opengood/contracts';
import { ConflictError, NotFoundError, UnavailableError, ValidationError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import type { PaymentProvider, ProviderRefusal } from './paymentProvider';
import {
  activatePaymentMethod,
  deletePaymentMethod,
  findPaymentCustomer,
  findPaymentMethodOfUser,
  findPaymentMethodsOfUser,
  insertPaymentMethod,
  storePaymentCustomer,
  type PaymentMethodRow,
} from './paymentMethodRepository';

export function presentPaymentMethod(row: PaymentMethodRow): PaymentMethod {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.exp_month,
    expYear: row.exp_year,
    status: row.status,
    setupClientSecret: row.status === 'REQUIRES_ACTION' ? row.setup_client_secret : null,
    created: new Date(row.created_at).toISOString(),
  };
}

export async function listPaymentMethods(db: Db, userId: number): Promise<PaymentMethod[]> {
  return (await findPaymentMethodsOfUser(db, userId)).map(presentPaymentMethod);
}

/** Each refusal of the provider as the contract's error by field (docs/product/billing.md#payment-methods). */
function refused(refusal: ProviderRefusal): Error {
  switch (refusal) {
    case 'DECLINED':
      return new ValidationError({ card: P.CARD_DECLINED }, 'The card was declined');
    case 'EXPIRED':
      return new ValidationError({ expiry: P.CARD_EXPIRED }, 'The card has expired');
    case 'CHECK_FAILED':
      // Said as a decline, as billing and donations say it: the api names no card field but `card`.
      return new ValidationError({ card: P.CARD_DECLINED }, "The bank refused the card's check");
    case 'TOKEN_INVALID':
      return new ValidationError({ token: P.TOKEN_INVALID }, 'The card token is not usable');
    default:
      return new UnavailableError(
        { card: P.PROVIDER_UNAVAILABLE },
        'The payment provider could not be reached',
      );
  }
}

/** The user's customer at the provider: created once (its idempotency key names the user), then stored. */
async function customerOf(db: Db, provider: PaymentProvider, userId: number): Promise<string> {
  const stored = await findPaymentCustomer(db, userId);
  if (stored) return stored;
  const created = await provider.createCustomer(userId, `customer-user-${userId}`);
  if (typeof created !== 'string') throw refused(created.outcome);
  return storePaymentCustomer(db, userId, provider.name, created);
}

/**
 * POST /payment-methods: the browser's token is attached to the user's customer and set up with the bank.
 * A declined, expired or unusable card, or a provider out of reach, stores nothing. Stored: the provider's
 * card id, brand, last four and expiry, and the pending 3-D Secure setup when the bank asks for one.
 */
export async function addCard(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  { token }: AddCardRequest,
): Promise<PaymentMethod> {
  const customerId = await customerOf(db, provider, userId);
  const answer = await provider.createCard(customerId, token);
  if (answer.outcome !== 'SAVED') throw refused(answer.outcome);
  const pending = answer.setup.status === 'REQUIRES_ACTION' ? answer.setup : null;
  const row = await insertPaymentMethod(db, userId, {
    provider: provider.name,
    token: answer.cardId,
    brand: answer.brand,
    last4: answer.last4,
    exp_month: answer.expMonth,
    exp_year: answer.expYear,
    status: pending ? 'REQUIRES_ACTION' : 'ACTIVE',
    setup_intent_id: pending?.setupIntentId ?? null,
    setup_client_secret: pending?.clientSecret ?? null,
  });
  return presentPaymentMethod(row);
}

async function ownCard(db: Db, userId: number, id: number) {
  const row = await findPaymentMethodOfUser(db, userId, id);
  if (!row) throw new NotFoundError({ id: 'No such payment method' });
  return row;
}

/**
 * POST /payment-methods/:id/confirm: after the cardholder's browser completed the bank's 3-D Secure
 * challenge with the provider, the provider's word makes the card usable.
 */
export async function confirmCard(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  id: number,
): Promise<PaymentMethod> {
  const row = await ownCard(db, userId, id);
  if (row.status !== 'REQUIRES_ACTION' || !row.setup_intent_id)
    throw new ConflictError({ card: P.NOTHING_TO_CONFIRM });
  const outcome = await provider.confirmCard(row.setup_intent_id);
  if (outcome === 'REQUIRES_ACTION') throw new ConflictError({ card: P.AUTHENTICATION_REQUIRED });
  if (outcome === 'UNAVAILABLE') throw refused('UNAVAILABLE');
  if (outcome === 'FAILED') throw new ValidationError({ card: P.CARD_DECLINED });
  return presentPaymentMethod(await activatePaymentMethod(db, row.id));
}

export async function removeCard(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  id: number,
): Promise<void> {
  const row = await ownCard(db, userId, id);
  const customerId = await findPaymentCustomer(db, userId);
  if (customerId) {
    try {
      await provider.detachCard(customerId, row.token);
    } catch (error) {
      throw Object.assign(refused('UNAVAILABLE'), { cause: error });
    }
  }
  await deletePaymentMethod(db, row.id);
}

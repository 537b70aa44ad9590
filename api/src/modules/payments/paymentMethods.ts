import { PAYMENT_ERROR_CODES as P, type AddCardRequest, type PaymentMethod } from '@opengood/contracts';
import { ConflictError, NotFoundError, ValidationError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import type { PaymentProvider } from './paymentProvider';
import {
  activatePaymentMethod,
  deletePaymentMethod,
  findPaymentMethodOfUser,
  findPaymentMethodsOfUser,
  insertPaymentMethod,
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
    created: new Date(row.created_at).toISOString(),
  };
}

export async function listPaymentMethods(db: Db, userId: number): Promise<PaymentMethod[]> {
  return (await findPaymentMethodsOfUser(db, userId)).map(presentPaymentMethod);
}

/**
 * POST /payment-methods: a card in the past is refused before the provider sees it; a declined or expired
 * card (the provider's answer) is refused and nothing is stored. Stored: token, brand, last four, expiry.
 */
export async function addCard(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  card: AddCardRequest,
  now = new Date(),
): Promise<PaymentMethod> {
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (card.expYear * 12 + (card.expMonth - 1) < thisMonth) throw new ValidationError({ expiry: P.CARD_EXPIRED });
  const answer = await provider.createCard(card);
  switch (answer.outcome) {
    case 'INVALID_NUMBER':
      throw new ValidationError({ number: P.CARD_NUMBER_INVALID });
    case 'DECLINED':
      throw new ValidationError({ card: P.CARD_DECLINED }, 'The card was declined');
    case 'EXPIRED':
      throw new ValidationError({ expiry: P.CARD_EXPIRED }, 'The card has expired');
    default: {
      const row = await insertPaymentMethod(db, userId, {
        provider: provider.name,
        token: answer.token,
        brand: answer.brand,
        last4: answer.last4,
        exp_month: card.expMonth,
        exp_year: card.expYear,
        status: answer.outcome === 'REQUIRES_ACTION' ? 'REQUIRES_ACTION' : 'ACTIVE',
      });
      return presentPaymentMethod(row);
    }
  }
}

async function ownCard(db: Db, userId: number, id: number) {
  const row = await findPaymentMethodOfUser(db, userId, id);
  if (!row) throw new NotFoundError({ id: 'No such payment method' });
  return row;
}

/** POST /payment-methods/:id/confirm: completes the 3-D Secure step of a card that required it. */
export async function confirmCard(db: Db, provider: PaymentProvider, userId: number, id: number): Promise<PaymentMethod> {
  const row = await ownCard(db, userId, id);
  if (row.status !== 'REQUIRES_ACTION') throw new ConflictError({ card: P.NOTHING_TO_CONFIRM });
  if (!(await provider.confirmCard(row.token))) throw new ValidationError({ card: P.CARD_DECLINED });
  return presentPaymentMethod(await activatePaymentMethod(db, row.id));
}

export async function removeCard(db: Db, provider: PaymentProvider, userId: number, id: number): Promise<void> {
  const row = await ownCard(db, userId, id);
  await provider.detachCard(row.token);
  await deletePaymentMethod(db, row.id);
}
